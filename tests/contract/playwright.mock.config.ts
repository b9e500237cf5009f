// Proof §3 (d): the @contract journeys on the in-browser MSW mocks; the journey fixture fails a
// journey when any mock answer breaks the generated zod schemas (or the app throws ContractError).
import { contractConfig } from './playwright.shared';

process.env.CONTRACT_MODE = 'mock';
// Axe runs with these journeys in npm run test:e2e; this stage checks the wire only.
process.env.CONTRACT_SKIP_A11Y = '1';
const port = Number(process.env.E2E_PORT ?? 4640);
const dist = process.env.E2E_DIST ?? 'dist-mock-contract';

export default contractConfig({
  name: 'contract-mock',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: {
    command: `npx vite build --mode mock --outDir ${dist} --logLevel warn && npx vite preview --mode mock --outDir ${dist} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
