// Every wait ends on screen: the real server (its own in-memory data, serving the journeys'
// production build with its headers) behind a fault proxy (tests/fault-proxy.ts) that stalls, cuts
// off or drops /api answers on demand. A stalled answer shows "taking longer than usual" with Retry
// and Cancel after 15 s (Playwright's clock, no real wait); an answer cut off part-way becomes a
// translated error, not an endless spinner.
// Ports: E2E_PORT + 3 (the proxy) and + 4 (the server); + 2 belongs to mock-worker.spec.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test, expect, ACCOUNTS, SEED_PASSWORD } from './fixtures';
import { startFaultProxy, type FaultProxy } from '../fault-proxy';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { throwawayServerEnv } from '../../scripts/throwaway-server-env';

const basePort = Number(process.env.E2E_PORT ?? 4173);
const proxyPort = basePort + 3;
const backendPort = basePort + 4;
// Built by playwright.config.ts's web server before any test runs: this spec builds nothing.
const dist = process.env.E2E_DIST ?? 'dist-e2e';

let backend: ChildProcess | undefined;
let proxy: FaultProxy | undefined;

test.describe.configure({ mode: 'serial' });

/** Resolves once the server answers /api/packages; rejects if it exits first or takes too long. */
async function untilServing(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `the server exited (${code ?? signal}) before answering`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** SIGTERM (the server finishes in-flight requests), SIGKILL if it has not gone within 10 s. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No build in ${dist}: run through playwright.config.ts`);
  backend = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...throwawayServerEnv({ port: backendPort, distDir: dist }) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing(backend, `http://127.0.0.1:${backendPort}/api/packages`, 90_000);
  // Everything goes through the proxy: /api to be faulted, the app (and its CSP header) passed on.
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${backendPort}`, port: proxyPort });
});

test.afterAll(async () => {
  await proxy?.close();
  await stop(backend);
});

test.beforeEach(() => proxy?.setMode('pass'));

// The translated "cut off" text, never the "could not reach the server" one: the answer's status
// and headers arrived before the connection went away.
const CUT_OFF = "The server's answer was cut off before it was complete. Please try again.";
const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

test.use({ baseURL: `http://127.0.0.1:${proxyPort}` });

test('sign-in against a stalled backend: "taking longer" after 15 s, Cancel and Retry work; a cut-off answer is a translated error', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(ACCOUNTS.premium);
  await page.getByLabel(/^Password$/).fill(SEED_PASSWORD);
  const submit = page.getByRole('button', { name: 'Sign in' });
  const slow = page.getByText('This is taking longer than usual.');

  proxy?.setMode('stall', { only: /\/api\/login/ });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
  await page.clock.fastForward(14_000);
  await expect(slow).toBeHidden();
  await page.clock.fastForward(1_500);
  await expect(slow).toBeVisible();

  // Cancel: the wait ends and the form is usable again.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(slow).toBeHidden();
  await expect(submit).toBeEnabled();

  // The answer now arrives cut off half-way: a translated error, and the form is usable.
  proxy?.setMode('cut', { only: /\/api\/login/ });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(CUT_OFF);
  await expect(submit).toBeEnabled();

  // No answer at all (the connection closes before a status line) is not called cut off.
  proxy?.setMode('drop', { only: /\/api\/login/ });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(submit).toBeEnabled();

  // Retry from the notice, with the backend healthy again, signs in.
  proxy?.setMode('stall', { only: /\/api\/login/ });
  await submit.click();
  await page.clock.fastForward(16_000);
  await expect(slow).toBeVisible();
  proxy?.setMode('pass');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.waitForURL(/\/app\//);
});

test('a comparison against a stalled, then a cut-off backend: the notice, then a translated error', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(ACCOUNTS.premium);
  await page.getByLabel(/^Password$/).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//);
  await page.goto('/app/compare');
  await page.getByLabel('What do you want to compare?').fill('Tea vs Coffee');

  proxy?.setMode('stall', { only: /\/api\/comparisons$/ });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.clock.fastForward(16_000);
  await expect(page.getByText('This is taking longer than usual.')).toBeVisible();

  proxy?.setMode('cut', { only: /\/api\/comparisons$/ });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CUT_OFF })).toBeVisible();
  await expect(page.getByText('This is taking longer than usual.')).toBeHidden();

  // A cut-off history page ends in its own error with "Try again", never an endless spinner.
  proxy?.setMode('cut', { only: /\/api\/comparisons\?/ });
  await page.goto('/app/compare_history');
  await expect(page.getByText('Comparison history could not be retrieved.')).toBeVisible({ timeout: 15_000 });
  proxy?.setMode('pass');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Comparison history could not be retrieved.')).toBeHidden();
});
