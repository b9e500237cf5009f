import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
// Journeys run in a real Chromium: Debian's headless shell or /usr/bin/chromium here, CHROME_PATH elsewhere.
import { TEST_CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium';
import { throwawayServerEnv } from './scripts/throwaway-server-env';
import { e2eSmtpPort } from './tests/e2e/support/smtp-port';

const port = Number(process.env.E2E_PORT ?? 4173);
const prismPort = Number(process.env.E2E_PRISM_PORT ?? 4174);
// Separate build folders let several suites run side by side on one machine.
const distDir = process.env.E2E_DIST ?? 'dist-e2e';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: TEST_CHROME_PATH,
    args: CHROMIUM_ARGS,
  },
};

// The real server serving the production build: its CSP header, its rules, its seed, in memory.
const serverEnv = { ...throwawayServerEnv({ port, distDir }), SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}` };
// A server already listening on a test port is used only when asked (E2E_REUSE_SERVER=1, e.g. a
// build left running between two runs of one journey): otherwise Playwright refuses to start, so a
// dev server or another branch's build on that port is never what the journeys silently test.
const reuseExistingServer = process.env.E2E_REUSE_SERVER === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at least: Playwright's default (half the cores) gives a 2-core machine one worker, and the
  // journeys wait on the server and the browser often enough that two keep both cores busy.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A journey that fails once is a flake to fix, not to hide behind a second try.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // A failing journey keeps its trace here (DOM snapshots of each step; the screencast beside them
  // cost a fifth of the suite's time). CI shows only the log, so it records none.
  use: {
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    locale: 'en-US',
  },
  projects: [
    // The default: the production build served by the real server.
    // The @contract journeys are left to `npm run test:contract`, which runs them against this same
    // server through a Prism proxy that also validates every request and answer against openapi.yaml.
    {
      name: 'server',
      use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
      testIgnore: /\.prism\.spec\.ts/,
      grepInvert: /@contract/,
    },
    // The same app with /api proxied to a Prism mock of openapi.yaml.
    { name: 'prism', use: { ...chromium, baseURL: `http://127.0.0.1:${prismPort}` }, testMatch: /\.prism\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `npx vite build --outDir ${distDir} --logLevel warn && npx tsx server/main.ts`,
      env: serverEnv,
      url: `http://127.0.0.1:${port}/api/packages`,
      reuseExistingServer,
      timeout: 180_000,
    },
    {
      command: `node scripts/dev-prism.mjs --port ${prismPort} --strictPort`,
      url: `http://127.0.0.1:${prismPort}`,
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
});
