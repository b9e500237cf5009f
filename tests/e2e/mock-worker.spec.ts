// The in-browser mock backend answers every /api call (issue 9: the @contract share journey once
// saw GET /api/popular-comparisons answered 404 by vite preview). When a page closes,
// mockServiceWorker.js unregisters itself if it sees no other client, so the next page may load
// with no worker in control, or the worker unregisters under it; its calls then bypass the mocks. The app
// keeps its worker registered and waits for control before its first call (mocks/browser.ts):
// every call of a session of full page loads leaves from a controlled page and is answered by
// the worker.
import { test, expect, ACCOUNTS, signIn } from './fixtures';

const PATHS = ['/app/compare', '/app/compare_history', '/', '/app/profile', '/app/compare', '/app/package'];

test('every /api call of a run of full page loads leaves under the mock worker and gets its answer', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __apiCalls: string[] }).__apiCalls = calls;
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname.startsWith('/api/'))
        calls.push(`${navigator.serviceWorker.controller ? 'controlled' : 'UNCONTROLLED'} ${location.pathname} ${url}`);
      return original.call(this, input, init);
    };
  });
  const answers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      answers.push(`${response.status()} ${response.fromServiceWorker() ? 'worker' : 'NETWORK'} ${response.url()}`);
  });
  const uncontrolled: string[] = [];
  const collect = async () =>
    uncontrolled.push(
      ...(await page.evaluate(() => (window as unknown as { __apiCalls: string[] }).__apiCalls)).filter((call) =>
        call.startsWith('UNCONTROLLED'),
      ),
    );

  await signIn(page, ACCOUNTS.premium);
  await collect();
  // Before the fix about 1 full page load in 16 lost the worker under it (measured: 2 failing
  // sessions in 14); twelve loads make a regression likely to show here.
  for (const path of [...PATHS, ...PATHS]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await collect();
  }

  expect(uncontrolled).toEqual([]);
  expect(answers.length).toBeGreaterThan(6);
  expect(answers.filter((answer) => answer.startsWith('404') || answer.includes('NETWORK'))).toEqual([]);
});
