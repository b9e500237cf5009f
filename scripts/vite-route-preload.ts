// A build plugin that lets a cold start fetch the first screen in one round trip after the HTML:
// index.html gets, beside the entry, a JSON map (route → the chunks of its lazy module and their
// static imports; language → the chunk of its common strings) and a small constant inline script
// that adds <link rel="modulepreload"> for the current URL and language and for chunks every page
// needs soon, such as the transport (run when first used), while the entry downloads. They start
// after the first paint, and the entry runs then, so the static shell shows at once.
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
 * then a modulepreload link per chunk. A wrong guess only costs an unused preload. It also marks
 * <html> with the path and the language, so the static shell shows that page's first text
 * (scripts/vite-boot-pages.ts; not /login for a stored user, whom the page sends on).
 *
 * Only the stylesheet and the entry download before the first paint (the entry by a static
 * modulepreload link, fetched and compiled from the first bytes). Once the browser reports the
 * first contentful paint (the shell's; without Paint Timing, one animation frame; at the latest
 * 1 s after DOMContentLoaded, e.g. in a background tab that paints nothing) the route's chunks, its
 * strings and the chunks every page needs soon (`always`: the transport) are preloaded and the
 * entry runs. They still arrive while the larger entry downloads,
 * but they no longer share the first paint's bandwidth, and a fast network no longer hands the
 * browser the whole app before its first frame (the static shell's text would then wait for React,
 * i18next and the router to evaluate, and LCP pay for all of it, as on a phone).
 */
export const ROUTE_PRELOAD_SCRIPT = `(function(){var d=document,m={},s=0,q=[];try{m=JSON.parse(d.getElementById('route-preloads').textContent)}catch(e){}function pre(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)}function go(){if(s||!m.entry)return;q.concat(m.always||[]).forEach(pre);s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m.entry;d.head.appendChild(s)}d.addEventListener('DOMContentLoaded',function(){try{new PerformanceObserver(function(l,o){l.getEntries().forEach(function(e){if(e.name=='first-contentful-paint'){o.disconnect();setTimeout(go,0)}})}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,1000)});try{var p=location.pathname.replace(/\\/+$/,'')||'/',g,u=localStorage.getItem('user')||sessionStorage.getItem('user');try{g=u&&JSON.parse(u).language}catch(e){}g=g||localStorage.getItem('language')||(/^tr/i.test(navigator.language)?'tr':'en');d.documentElement.setAttribute('data-boot-path',u&&p=='/login'?'':p);d.documentElement.setAttribute('data-boot-lang',g);q=(m.routes[p]||[]).concat(m.languages[g]||[])}catch(e){}})()`;
export const ROUTE_PRELOAD_SCRIPT_HASH = `sha256-${createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64')}`;

/**
 * @param routes  URL path → the source modules (relative to the project root) its screen loads lazily
 * @param locales language → the source module of its first namespace file
 * @param alwaysChunks names of chunks (output.codeSplitting groups) to fetch on every cold start
 */
export function routePreload(
  routes: Record<string, string[]>,
  locales: Record<string, string>,
  alwaysChunks: string[] = [],
): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk & (typeof bundle)[string] => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedByEntry = entry ? closure(entry.fileName) : new Set<string>();
        const chunkOf = (module: string) =>
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
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
        if (!entry) throw new Error('route-preload: no entry chunk');
        // The entry's own <script type="module"> becomes a modulepreload; the inline script runs it.
        const entryTag = new RegExp(
          `<script type="module" crossorigin src="/${entry.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`,
        );
        if (!entryTag.test(html)) throw new Error(`route-preload: no <script> for ${entry.fileName} in index.html`);
        html = html.replace(entryTag, `<link rel="modulepreload" crossorigin href="/${entry.fileName}">`);
        const map = {
          entry: `/${entry.fileName}`,
          always: always
            .flatMap((file) => [...closure(file)].filter((name) => !loadedByEntry.has(name)))
            .map((file) => `/${file}`),
          routes: Object.fromEntries(Object.entries(routes).map(([path, modules]) => [path, filesFor(modules)])),
          languages: Object.fromEntries(
            Object.entries(locales).map(([language, module]) => [language, filesFor([module])]),
          ),
        };
        // Right after <meta charset> (which must stay in the first bytes, and before which the CSP
        // plugin puts nothing but its policy), ahead of the stylesheet link: an inline script after
        // the stylesheet would wait for it.
        const tags = `\n    <script type="application/json" id="route-preloads">${JSON.stringify(map)}</script>\n    <script>${ROUTE_PRELOAD_SCRIPT}</script>`;
        const withTags = html.replace(/(<meta charset[^>]*>)/i, `$1${tags}`);
        if (withTags === html) throw new Error('route-preload: index.html needs a <meta charset>');
        return withTags;
      },
    },
  };
}
