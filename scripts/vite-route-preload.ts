// A build plugin that lets a cold start fetch the first screen in one round trip after the HTML:
// index.html gets, beside the entry, a JSON map (route → the chunks of its lazy module and their
// static imports; language → the chunk of its common strings) and a small constant inline script
// that adds <link rel="modulepreload"> for the current URL and language while the entry downloads
// (and for chunks every page needs soon, such as the transport: fetched now, run when first used).
// Without it the route's chunk and strings are requested only once the entry has run.
// The script never changes between builds (the map is data, not code), so a CSP can allow it by
// one fixed hash: ROUTE_PRELOAD_SCRIPT_HASH.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

interface OutputChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/**
 * The browser side, kept as plain ES5 text: which language the app will start in (the stored
 * user's, else the visitor's saved choice, else the browser's — src/i18n `initialLanguage`),
 * then a modulepreload link per chunk. A wrong guess only costs an unused preload.
 */
export const ROUTE_PRELOAD_SCRIPT = `(function(){try{var d=document,m=JSON.parse(d.getElementById('route-preloads').textContent),p=location.pathname.replace(/\\/+$/,'')||'/',g,u=localStorage.getItem('user')||sessionStorage.getItem('user');try{g=u&&JSON.parse(u).language}catch(e){}g=g||localStorage.getItem('language')||(/^tr/i.test(navigator.language)?'tr':'en');(m.routes[p]||[]).concat(m.languages[g]||[],m.always).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})}catch(e){}})()`;
export const ROUTE_PRELOAD_SCRIPT_HASH = `sha256-${createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64')}`;

/**
 * @param routes  URL path → the source modules (relative to the project root) its screen loads lazily
 * @param locales language → the source module of its first namespace file
 * @param alwaysChunks names of chunks (output.codeSplitting groups) to fetch on every cold start
 */
export function routePreload(routes: Record<string, string[]>, locales: Record<string, string>, alwaysChunks: string[] = []): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk & (typeof bundle)[string] => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedByEntry = entry ? closure(entry.fileName) : new Set<string>();
        const chunkOf = (module: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
        const filesFor = (modules: string[]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`route-preload: no chunk holds ${module}`);
            for (const file of closure(chunk.fileName)) if (!loadedByEntry.has(file)) files.add(file);
          }
          return [...files].map((file) => `/${file}`);
        };
        // Chunks every cold start fetches beside the entry but runs only when first needed.
        const always = chunks.filter((chunk) => alwaysChunks.includes(chunk.name)).map((chunk) => chunk.fileName);
        const map = {
          always: always.flatMap((file) => [...closure(file)].filter((name) => !loadedByEntry.has(name))).map((file) => `/${file}`),
          routes: Object.fromEntries(Object.entries(routes).map(([path, modules]) => [path, filesFor(modules)])),
          languages: Object.fromEntries(Object.entries(locales).map(([language, module]) => [language, filesFor([module])])),
        };
        return [
          // First in <head>: an inline script after the stylesheet link would wait for the stylesheet.
          { tag: 'script', attrs: { type: 'application/json', id: 'route-preloads' }, children: JSON.stringify(map), injectTo: 'head-prepend' },
          { tag: 'script', children: ROUTE_PRELOAD_SCRIPT, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
