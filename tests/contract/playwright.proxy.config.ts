// contract:verify's journeys half: a production build (MSW off) served by `vite preview`, with
// /api proxied to the Prism validation proxy (CONTRACT_API_URL) in front of the target backend.
import { contractConfig } from './playwright.shared';

process.env.CONTRACT_MODE = 'proxy';
const apiUrl = process.env.CONTRACT_API_URL;
if (!apiUrl) throw new Error('CONTRACT_API_URL (the Prism proxy) is required; run through npm run contract:verify');
const port = Number(process.env.CONTRACT_APP_PORT ?? 4660);
// Kept under node_modules/.cache: out of git, lint and the way of the app's own builds.
const dist = process.env.CONTRACT_DIST ?? 'node_modules/.cache/kiyasla-contract/dist-proxy';

export default contractConfig({
  name: 'contract-proxy',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: {
    command: `npx vite build --outDir ${dist} --logLevel warn && npx vite preview --outDir ${dist} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    env: { VITE_API_URL: apiUrl },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
