// Shared pieces of the contract stage's Playwright configs: the main config's Chromium settings,
// only the @contract journeys, one worker (the journeys share one backend's state), no retries.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
// eslint-disable-next-line no-restricted-imports -- the main config lives at the repository root
import base from '../../playwright.config';

type WebServer = {
  command: string;
  url: string;
  env?: Record<string, string>;
  reuseExistingServer: boolean;
  timeout: number;
};
// Server commands run from the repository root, not from this folder.
const root = fileURLToPath(new URL('../..', import.meta.url));

export function contractConfig(options: { name: string; baseURL: string; webServer: WebServer }) {
  const chromium = base.projects?.[0]?.use ?? {};
  return defineConfig({
    ...base,
    testDir: '../e2e',
    testMatch: /contract.*\.spec\.ts$/,
    grep: /@contract/,
    fullyParallel: false,
    workers: 1,
    retries: 0,
    reporter: process.env.CI ? [['list']] : [['list']],
    // Not test-results/: another Playwright run on the machine empties that folder when it starts.
    outputDir: `../../reports/contract/test-results/${options.name}`,
    // A screen that never shows up (a broken backend) fails its step quickly, not at the test timeout.
    projects: [
      {
        name: options.name,
        use: { ...chromium, baseURL: options.baseURL, actionTimeout: 15_000, navigationTimeout: 20_000 },
      },
    ],
    webServer: { ...options.webServer, cwd: root },
  });
}
