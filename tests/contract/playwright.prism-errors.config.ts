// The @contract journeys against a Prism mock in errors mode (`dev:prism --prism-errors`, MSW off):
// any invalid request the UI sends comes back as a Prism error and fails the journey. The app is the
// production build served by `vite preview` (dev:prism passes `preview` on to Vite): the same screens
// and requests as Vite's dev server, without loading every module one by one at each page (the
// journeys took 38.6 s that way, most of the contract stage's longest path). The dev server itself
// is the `prism` project's of `npm run test:e2e`.
import { contractConfig } from './playwright.shared';

process.env.CONTRACT_MODE = 'prism-errors';
const port = Number(process.env.E2E_PORT ?? 4641);
// Kept under node_modules/.cache: out of git, lint and the way of the app's own builds.
const dist = process.env.CONTRACT_PRISM_DIST ?? 'node_modules/.cache/kiyasla-contract/dist-prism-errors';

export default contractConfig({
  name: 'contract-prism-errors',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: {
    // Built with /api proxied (VITE_API_URL set: MSW off); dev:prism then gives preview its Prism's address.
    command: `npx vite build --outDir ${dist} --emptyOutDir --logLevel warn && node scripts/dev-prism.mjs --prism-errors preview --outDir ${dist} --port ${port} --strictPort`,
    env: { VITE_API_URL: 'http://127.0.0.1:9' },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
