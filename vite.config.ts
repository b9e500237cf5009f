import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CONTENT_SECURITY_POLICY } from './src/config/csp';

// Where /api goes when MSW is off: a real backend (VITE_API_URL) or Prism (set by dev:prism).
const apiTarget = process.env.VITE_API_URL;
if (apiTarget) {
  // A real backend means the in-browser mocks stay off, whatever .env.<mode> says.
  process.env.VITE_API_MODE = 'proxy';
}
const proxy = apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined;

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
        const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
        const withPolicy = html.replace(/(<meta charset[^>]*>)/i, `$1\n    ${meta}`);
        if (withPolicy === html) throw new Error('index.html needs a <meta charset> for the CSP to follow');
        return withPolicy;
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), dropMockWorker(mode), contentSecurityPolicy()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: { target: 'es2022', sourcemap: false, manifest: true },
}));
