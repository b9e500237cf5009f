import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig(({ mode }) => ({
  plugins: [react(), dropMockWorker(mode)],
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
