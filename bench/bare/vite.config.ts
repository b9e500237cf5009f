import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The bare page of `npm run bench`: the app's own Vite, React plugin and build target.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
});
