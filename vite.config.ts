import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Where /api goes when MSW is off: a real backend (VITE_API_URL) or Prism (set by dev:prism).
const apiTarget = process.env.VITE_API_URL;
if (apiTarget) {
  // A real backend means the in-browser mocks stay off, whatever .env.<mode> says.
  process.env.VITE_API_MODE = 'proxy';
}
const proxy = apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: { target: 'es2022', sourcemap: false },
});
