// One backend: two checks on the real server the journeys run against.
// (a) The quota is the server's and it is atomic: 20 compares sent at once by a Free user (limit 5)
//     through the app's own origin — exactly 5 are created, the other 15 get the quota error.
// (b) The browser keeps nothing it must not: after a user signs in, compares, shares, chats,
//     edits the profile and changes the password (while a second tab of theirs is typing in the
//     password form when its session ends), no password, no password hash and no other user's
//     token is in any browser storage — localStorage, sessionStorage, IndexedDB, Cache Storage,
//     cookies — of any of the contexts involved.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, signIn, logOut, freshUser } from './fixtures';

test('20 parallel compares by a Free user through the app’s origin: exactly 5 are created, 15 hit the quota', async ({
  request,
  baseURL,
}) => {
  const user = await freshUser(request, 'Level_1');
  const auth = { Authorization: `Bearer ${user.token}`, 'Accept-Language': 'en' };
  // The journeys' API requests go to the app's own origin: the server that serves the app.
  const home = await request.get('/');
  expect(home.headers()['content-type']).toContain('text/html');
  expect(new URL(home.url()).origin).toBe(new URL(baseURL!).origin);

  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      request.post('/api/comparisons', {
        headers: auth,
        // Items the demo catalogue knows: a query that identifies nothing would be given back at once.
        data: {
          query: index % 2 ? 'iPhone 15 vs Pixel 8' : 'Kindle Paperwhite vs Kobo Clara 2E',
          features: [],
          isDetailed: false,
        },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(
    statuses.filter((status) => status === 202),
    statuses.join(' '),
  ).toHaveLength(5);
  expect(
    statuses.filter((status) => status === 429),
    statuses.join(' '),
  ).toHaveLength(15);
  const refusals = await Promise.all(
    answers.filter((answer) => answer.status() === 429).map((answer) => answer.json() as Promise<unknown>),
  );
  for (const refusal of refusals) {
    expect(refusal).toEqual({ success: false, code: 'package_limit', message: expect.stringMatching(/limit/i) });
  }

  // What the user is left with agrees: no compare left this month, five reports in the history.
  const myPackage = await request.get('/api/packages/me', { headers: auth });
  expect(((await myPackage.json()) as { data: { remaining_compares: unknown } }).data.remaining_compares).toBe(0);
  const history = await request.get('/api/comparisons?limit=50', { headers: auth });
  expect(((await history.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(5);
  // And the next one is refused too.
  const sixth = await request.post('/api/comparisons', {
    headers: auth,
    data: { query: 'Kindle vs Kobo', features: [], isDetailed: false },
  });
  expect(sixth.status()).toBe(429);
});

/** Every token the server hands this page (sign-in answers), as they arrive. */
function collectTokens(page: Page, into: Set<string>): void {
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = await response.text().catch(() => '');
    for (const match of body.matchAll(/"token"\s*:\s*"([^"]+)"/g)) into.add(match[1]);
  });
}

/** Everything the browser keeps for the app's origin in this context, as one text. */
async function storageOf(context: BrowserContext, page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key)]),
      );
    const databases: Record<string, unknown> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(info.name!);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const stores: Record<string, unknown> = {};
      for (const name of Array.from(db.objectStoreNames)) {
        const store = db.transaction(name, 'readonly').objectStore(name);
        stores[name] = await new Promise((resolve, reject) => {
          const all = store.getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
      }
      db.close();
      databases[info.name] = stores;
    }
    const cached: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached[name] = await Promise.all(
        (await cache.keys()).map(async (request) => `${request.url} ${await (await cache.match(request))!.text()}`),
      );
    }
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      indexedDB: databases,
      cacheStorage: cached,
    };
  });
  return JSON.stringify({ ...inPage, cookies: await context.cookies() });
}

const PASSWORD_HASH = [/scrypt\$\d+\$\d+\$\d+\$/i, /\$scrypt\$/i, /password_?hash/i, /"password"\s*:/i];

test('no password, password hash or other user’s token is ever in the browser’s storage', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await freshUser(request, 'Level_4');
  const other = await freshUser(request, 'Level_4');
  const newPassword = `${owner.password}-Changed`;
  const typedInSecondTab = 'Typed-In-Second-Tab-9';
  const tokens = { owner: new Set<string>(), ownerSecondTab: new Set<string>(), other: new Set<string>() };

  // Another user, in a browser context of their own, remembered (localStorage).
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  collectTokens(otherPage, tokens.other);
  await signIn(otherPage, other.email, { password: other.password, remember: true });

  // The owner: remembered in the first context, and a second session in another context.
  collectTokens(page, tokens.owner);
  await signIn(page, owner.email, { password: owner.password, remember: true });
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  collectTokens(second, tokens.ownerSecondTab);
  await signIn(second, owner.email, { password: owner.password });

  // Compare and share.
  await page.goto('/app/compare');
  await page.getByLabel('What do you want to compare?').fill('Kindle vs Kobo');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: 'Comparison report' })).toBeVisible({ timeout: 15_000 });
  await report.getByRole('button', { name: 'Share' }).click();
  await expect(report.getByRole('textbox', { name: 'Public link' })).toHaveValue(/\/s\/shr_/);
  // Ask the assistant.
  await page.goto('/app/chat');
  await page.getByLabel('Your message').fill('Which one is lighter?');
  await page.getByLabel('Your message').press('Enter');
  await expect(page.getByRole('log').locator('.chat-message--ai')).toHaveCount(1);
  // Edit the profile.
  await page.goto('/app/profile');
  await page.getByLabel('Full name').fill('Storage Check');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // The second tab is typing in the password form when the password changes elsewhere.
  await second.goto('/app/profile');
  await second.getByLabel('Current password').fill(owner.password);
  await second.getByLabel('New password', { exact: true }).fill(typedInSecondTab);
  await second.getByLabel('Confirm new password').fill(typedInSecondTab);
  await page.getByLabel('Current password').fill(owner.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  // Its session is over: its next request gets a 401 and it is sent to sign in again.
  await second.getByRole('button', { name: 'Update password' }).click();
  await expect(second).toHaveURL(/\/(login.*)?$/);
  // The owner signs out and in again with the new password.
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, owner.email, { password: newPassword, remember: true });

  const passwords = [owner.password, newPassword, typedInSecondTab, other.password];
  const scans: [string, BrowserContext, Page, Set<string>, Set<string>[]][] = [
    ['owner', context, page, tokens.owner, [tokens.other]],
    ['owner’s second tab', secondContext, second, tokens.ownerSecondTab, [tokens.other, tokens.owner]],
    ['other user', otherContext, otherPage, tokens.other, [tokens.owner, tokens.ownerSecondTab]],
  ];
  // The API sessions freshUser opened were never given to any browser.
  const foreignToEveryone = [owner.token, other.token];
  for (const [who, scannedContext, scannedPage, own, foreign] of scans) {
    const stored = await storageOf(scannedContext, scannedPage);
    for (const password of passwords) expect(stored, `${who}: a password in storage`).not.toContain(password);
    for (const pattern of PASSWORD_HASH) expect(stored, `${who}: a password hash in storage`).not.toMatch(pattern);
    const otherTokens = [...foreign.flatMap((set) => [...set]), ...foreignToEveryone].filter((t) => !own.has(t));
    expect(otherTokens.length, `${who}: other sessions' tokens known to the check`).toBeGreaterThan(0);
    for (const token of otherTokens) expect(stored, `${who}: another session’s token in storage`).not.toContain(token);
  }
  // The scan sees what is there: the owner's and the other user's remembered sessions are found.
  const ownerStored = await storageOf(context, page);
  expect([...tokens.owner].some((token) => ownerStored.includes(token))).toBe(true);
  expect(ownerStored).toContain(owner.email);
  const otherStored = await storageOf(otherContext, otherPage);
  expect([...tokens.other].some((token) => otherStored.includes(token))).toBe(true);

  await secondContext.close();
  await otherContext.close();
});
