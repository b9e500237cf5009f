// The @contract journeys against `dev:prism --prism-errors` (Prism mock in errors
// mode, MSW off): any invalid request the UI sends comes back as a Prism error and fails the journey.
import { contractConfig } from './playwright.shared';

process.env.CONTRACT_MODE = 'prism-errors';
const port = Number(process.env.E2E_PORT ?? 4641);

export default contractConfig({
  name: 'contract-prism-errors',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: {
    command: `node scripts/dev-prism.mjs --prism-errors --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
