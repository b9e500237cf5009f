// Every wait ends on screen: the real server (its own in-memory data, serving the journeys'
// production build with its headers) behind a fault proxy (tests/fault-proxy.ts) that stalls, cuts
// off or drops /api answers on demand. A stalled answer shows "taking longer than usual" after 15 s
// (Playwright's clock, no real wait) with Cancel, and Retry where sending again is safe; an answer
// cut off part-way becomes a translated error, not an endless spinner.
// Ports: E2E_PORT + 3 (the proxy) and + 4 (the server); + 2 belongs to mock-worker.spec.ts.
import { test, expect, ACCOUNTS, SEED_PASSWORD } from './fixtures';
import { startFaultProxy, type FaultProxy } from '../fault-proxy';
import { startOwnServer } from './support/own-server';

const basePort = Number(process.env.E2E_PORT ?? 4173);
const proxyPort = basePort + 3;
const backendPort = basePort + 4;

let backend: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let proxy: FaultProxy | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  backend = await startOwnServer({ port: backendPort });
  // Everything goes through the proxy: /api to be faulted, the app (and its CSP header) passed on.
  proxy = await startFaultProxy({ target: backend.url, port: proxyPort });
});

test.afterAll(async () => {
  await proxy?.close();
  await backend?.stop();
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

test('a comparison against a stalled, then a cut-off backend: the notice with Cancel only, then a translated error', async ({
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
  const slow = page.getByText('This is taking longer than usual.');
  await expect(slow).toBeVisible();
  // No Retry: the server may already have queued (and counted) the first request.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(slow).toBeHidden();
  await expect(page.getByText('You stopped waiting for the server.', { exact: false })).toBeVisible();

  proxy?.setMode('cut', { only: /\/api\/comparisons$/ });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: CUT_OFF })).toBeVisible();
  await expect(slow).toBeHidden();

  // A cut-off history page ends in its own error with "Try again", never an endless spinner.
  proxy?.setMode('cut', { only: /\/api\/comparisons\?/ });
  await page.goto('/app/compare_history');
  await expect(page.getByText('Comparison history could not be retrieved.')).toBeVisible({ timeout: 15_000 });
  proxy?.setMode('pass');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Comparison history could not be retrieved.')).toBeHidden();
});
