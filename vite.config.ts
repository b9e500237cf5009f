import { createHash } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './scripts/vite-route-preload.js';
import { bootPagesPlugin } from './scripts/vite-boot-pages.js';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from './shared/csp.js';

// Where /api goes when MSW is off: a real backend (VITE_API_URL) or Prism (set by dev:prism).
const apiTarget = process.env.VITE_API_URL;
if (apiTarget) {
  // A real backend means the in-browser mocks stay off, whatever .env.<mode> says.
  process.env.VITE_API_MODE = 'proxy';
}
const proxy = apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined;

/** Plain `vite` in development mode has nothing behind /api: say what to run instead. */
function warnWithoutBackend(command: string, mode: string, isPreview: boolean | undefined): void {
  if (command !== 'serve' || isPreview || mode !== 'development' || apiTarget) return;
  console.warn(
    'No backend behind /api (VITE_API_URL is not set): `npm run dev` starts Vite with the server, `npm run dev:mock` runs the front end on its generated mocks.',
  );
}

/**
 * Under `npm run dev` (scripts/dev.ts) Vite listens before the server behind /api is ready (they
 * start side by side): /api requests wait for the parent's word (scripts/dev-vite-preload.mjs)
 * instead of failing with a proxy error. Off everywhere else.
 */
function holdApiUntilReady(): Plugin {
  return {
    name: 'hold-api-until-ready',
    apply: 'serve',
    configureServer(server) {
      if (process.env.KIYASLA_HOLD_API !== '1' || !process.send) return;
      const ready = new Promise<void>((resolve) => {
        if (process.env.KIYASLA_API_READY === '1') resolve();
        process.on('message', (message) => message === 'api-ready' && resolve());
      });
      // Registered here, before Vite's own middlewares (the proxy among them).
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/api')) void ready.then(() => next());
        else next();
      });
    },
  };
}

/** Only mock builds ship the MSW service worker that `msw init` keeps in public/. */
function dropMockWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mode !== 'mock') rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The policy for one page: its inline blocks (the static shell's critical CSS, the route-preload
 * script) are allowed by their SHA-256 and nothing else inline is ('unsafe-inline' never appears).
 * JSON data blocks are not executed, so CSP does not govern them.
 */
function policyFor(html: string): string {
  const hash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
  const blocks = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => hash(match[1]));
  const scripts = blocks(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/gi);
  const styles = blocks(/<style[^>]*>([\s\S]*?)<\/style>/gi);
  const directives: string[] = CONTENT_SECURITY_POLICY_DIRECTIVES.map((directive) =>
    directive === "script-src 'self'" && scripts.length ? `${directive} ${scripts.join(' ')}` : directive,
  );
  if (styles.length) directives.push(`style-src 'self' ${styles.join(' ')}`);
  return directives.join('; ');
}

/**
 * The CSP as the first <meta> of the built index.html (every build: production and mock). Not in
 * the dev server: React's refresh preamble there is an inline script the policy would block.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Right after <meta charset>, before any script or stylesheet it must govern.
      handler: (html) => {
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}" />`;
        const withPolicy = html.replace(/(<meta charset[^>]*>)/i, `$1\n    ${meta}`);
        if (withPolicy === html) throw new Error('index.html needs a <meta charset> for the CSP to follow');
        return withPolicy;
      },
    },
  };
}

// Fewer, larger chunks: `/` loads in two round trips of a handful of requests (npm run budget
// counts them), not thirty small shared chunks.
const CHUNK_GROUPS = [
  // The transport: axios and the validators' library (zod, which the forms use too), one chunk the
  // entry starts fetching beside the route (preloadTransport), never in the way of the first paint.
  { name: 'transport', test: /node_modules[\\/](axios|zod)[\\/]/, priority: 40 },
  // The public pages' strings, one chunk per language; the app's namespaces stay one chunk each.
  {
    name: (id: string) =>
      /locales[\\/](en|tr)[\\/](common|landing|packages|auth|contact)\.json/.exec(id)?.[1]?.replace(/^/, 'locale-') ??
      null,
    debugName: 'locale',
    priority: 30,
  },
  // What the entry needs before the first render, in one chunk.
  { name: 'app', tags: ['$initial' as const], priority: 20 },
  // Shared UI, hooks and generated hooks used by more than one screen (not the markdown renderer,
  // CSV or share links: only the report and the chat need those; nor the query parser and its word
  // lists: only the compare screens read a query).
  {
    name: 'shared',
    test: (id: string) =>
      /[\\/]src[\\/](components|hooks|lib|config)[\\/]|[\\/]src[\\/]api[\\/]generated[\\/]query[\\/]|[\\/]shared[\\/]api[\\/]generated[\\/]model[\\/]|node_modules[\\/]@tanstack[\\/]react-query/.test(
        id,
      ) &&
      !/[\\/]lib[\\/](markdown|csv|share-links)\./.test(id) &&
      // The icon set (lucide) stays out, and so does the locked-offer note that draws a lock with
      // it: the app's screens use them, the landing page does not.
      !/[\\/]components[\\/](ui[\\/]icons|packages[\\/]locked-offer-note)\./.test(id),
    minShareCount: 2,
    priority: 10,
  },
];

// Cold starts on these URLs fetch their screen's chunks beside the entry (scripts/vite-route-preload.ts).
const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['src/app/routes/landing-route.tsx'],
  '/login': ['src/features/auth/login-page.tsx'],
  '/register': ['src/features/auth/register-page.tsx'],
  '/forgot-password': ['src/features/auth/forgot-password-page.tsx'],
  '/contact': ['src/features/contact/contact-page.tsx'],
  '/app/compare': ['src/app/layouts/app-layout.tsx', 'src/features/compare/compare-page.tsx'],
};
const LOCALE_MODULES = { en: 'src/i18n/locales/en/common.json', tr: 'src/i18n/locales/tr/common.json' };

export default defineConfig(({ command, mode, isPreview }) => {
  warnWithoutBackend(command, mode, isPreview);
  return {
    plugins: [
      holdApiUntilReady(),
      react(),
      dropMockWorker(mode),
      bootPagesPlugin(),
      routePreload(ROUTE_MODULES, LOCALE_MODULES, ['transport']),
      contentSecurityPolicy(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      },
    },
    server: {
      host: '127.0.0.1',
      proxy,
      // Transformed while the server behind /api is still starting (npm run dev), not when the
      // first page asks: the entry and the landing route with everything they import.
      warmup: { clientFiles: ['./src/main.tsx', './src/app/routes/landing-route.tsx'] },
    },
    preview: { host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // One stylesheet for the app (a few kB gzip): no CSS request per route chunk.
      cssCodeSplit: false,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
});
