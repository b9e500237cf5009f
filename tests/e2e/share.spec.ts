// A comparison's public life: run → the report's top in view; share → a signed-out visitor (a
// browser context of their own that never signed in and shares no storage with the owner, on a
// phone, in Turkish) reads it from the server; unshare → the link is not found, as is a link that
// never existed; delete from the history → gone after a reload.
// Each journey changes its owner's data: owners are users of their own, never the demo accounts.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';
import { apiAs, compareAs, reportDone } from './support/api-as';

const PHONE = { width: 390, height: 844 };

/** A signed-out visitor in a browser of their own: a new context, nothing copied from the owner's. */
async function visitorContext(browser: Browser): Promise<BrowserContext> {
  const visitor = await browser.newContext({ locale: 'tr-TR', viewport: PHONE });
  expect(await visitor.storageState()).toEqual({ cookies: [], origins: [] });
  return visitor;
}

/** What the visitor's browser holds for the app's origin after reading: no token, no user, nothing of the owner's. */
async function storedKeys(reader: Page): Promise<string[]> {
  return reader.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
}

async function runComparison(page: Page, query: string) {
  await page.getByLabel('What do you want to compare?').fill(query);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const heading = page.getByRole('article').getByRole('heading', { name: 'Comparison report' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  return heading;
}

test('run → report top in view; share → a signed-out phone visitor in Turkish reads it; unshare → not found, like a link that never existed', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await freshUser(request, 'Level_4');
  await signIn(page, owner.email, { password: owner.password });
  const heading = await runComparison(page, 'Kindle Paperwhite vs Kobo Clara');
  // The page lands on the report's top, focus with it; the form folded into the query bar.
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const bar = page.getByRole('form', { name: 'Your comparison query' });
  await expect(bar.getByRole('list', { name: 'Comparing' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('form', { name: 'Compare form' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Popular comparisons' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoA11yViolations(page);

  const report = page.getByRole('article');
  const summary = ((await report.locator('.report__summary').textContent()) ?? '').trim();
  const title = ((await report.locator('.report__items-line').textContent()) ?? '').trim();
  await report.getByRole('button', { name: 'Share' }).click();
  const link = await report.getByRole('textbox', { name: 'Public link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/s/shr_[A-Za-z0-9_-]{22}$`));
  await expect(report.getByText('Shared publicly')).toBeVisible();
  await expectNoA11yViolations(page);

  const visitor = await visitorContext(browser);
  const reader = await visitor.newPage();
  // The report comes over the wire from the server, asked for without any credentials.
  const shared = reader.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/shared/'));
  await reader.goto(link);
  expect((await shared).status()).toBe(200);
  expect((await shared).request().headers()).not.toHaveProperty('authorization');
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Paylaşılan karşılaştırma', { exact: true })).toBeVisible();
  await expect(reader.locator('.report__summary')).toHaveText(summary);
  await expect(reader.getByRole('link', { name: 'Ücretsiz kaydol', exact: true })).toHaveAttribute('href', '/register');
  await expect(reader.getByRole('button', { name: 'Paylaş' })).toHaveCount(0);
  await expect(reader).toHaveTitle(`${title} · Paylaşılan karşılaştırma · Kıyasla`);
  // The page's own parts fit the phone (the report's tables are the report's business).
  for (const part of [reader.locator('.shared-page__header'), reader.locator('.shared-page__cta')]) {
    const box = await part.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  await expectNoA11yViolations(reader);
  for (const key of await storedKeys(reader)) expect(key).not.toMatch(/token|user/i);
  await visitor.close();

  await report.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(report.getByText('This report is no longer shared: the old link now shows “not found”.')).toBeVisible();
  await expect(report.getByText('Shared publicly')).toHaveCount(0);

  const late = await visitorContext(browser);
  const lateReader = await late.newPage();
  await lateReader.goto(link);
  const notFound = lateReader.getByRole('heading', { level: 1, name: 'Paylaşılan karşılaştırma bulunamadı' });
  await expect(notFound).toBeVisible();
  await expect(lateReader).toHaveTitle('Paylaşılan karşılaştırma bulunamadı · Kıyasla');
  await expectNoA11yViolations(lateReader);

  // A link that was never shared reads the same.
  await lateReader.goto(`${baseURL}/s/shr_${'x'.repeat(22)}`);
  await expect(notFound).toBeVisible();
  await late.close();
});

test('history: delete asks first and the entry stays gone after a reload; run again runs it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await freshUser(request, 'Level_4');
  await compareAs(request, owner, [
    'Netflix vs Spotify',
    'Kindle Paperwhite vs Kobo Clara 2E',
    'Xbox Series X vs PlayStation 5',
  ]);
  await signIn(page, owner.email, { password: owner.password });
  await page.goto('/app/compare_history');
  const list = page.getByRole('list', { name: 'Your comparisons' });
  await expect(page.getByText('3 comparisons')).toBeVisible();
  const first = list.getByRole('listitem').first();
  const query = ((await first.getByRole('heading').textContent()) ?? '').trim();

  await first.getByRole('button', { name: `Delete: ${query}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this comparison?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('link', { name: query, exact: true })).toBeVisible();

  await first.getByRole('button', { name: `Delete: ${query}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${query}” was deleted.`)).toBeVisible();
  await expect(list.getByRole('link', { name: query, exact: true })).toHaveCount(0);
  await expect(page.getByText('2 comparisons')).toBeVisible();

  await page.reload();
  await expect(page.getByText('2 comparisons')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your comparisons' }).getByRole('link', { name: query, exact: true }),
  ).toHaveCount(0);

  const next = page.getByRole('list', { name: 'Your comparisons' }).getByRole('listitem').first();
  const nextQuery = ((await next.getByRole('heading').textContent()) ?? '').trim();
  // Run again runs it, and lands on the new report.
  await next.getByRole('button', { name: `Run again: ${nextQuery}` }).click();
  await expect(page).toHaveURL(/\/app\/compare\/[^/]+$/);
  await expect(page.getByRole('article').getByTestId('verdict')).toBeVisible({ timeout: 15_000 });
  const bar = page.getByRole('form', { name: 'Your comparison query' });
  await expect(bar.getByRole('list', { name: 'Comparing' }).getByRole('listitem').first()).toBeVisible();
  await expectNoA11yViolations(page);
});

for (const [language, query, understood, locale] of [
  [
    'tr',
    'Garanti BBVA mı Akbank mı kredi kartı',
    'Garanti BBVA ile Akbank karşılaştırılıyor — kredi kartları',
    'tr-TR',
  ],
  ['en', 'Türk Telekom vs Vodafone fiber internet', 'Comparing Türk Telekom and Vodafone — home internet', 'en-GB'],
] as const)
  test(`(${language}) a shared report says what was compared and about what, and its verdict once`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await freshUser(request, 'Level_4', { language });
    const created = await apiAs<{ data: { id: string } }>(request, owner, 'POST', '/api/comparisons', {
      query,
      features: [],
      isDetailed: false,
    });
    expect(created.status).toBe(202);
    await reportDone(request, owner, created.body.data.id);
    const shared = await apiAs<{ data: { shareId: string } }>(
      request,
      owner,
      'PUT',
      `/api/comparisons/${created.body.data.id}/share`,
    );
    expect(shared.status).toBe(200);

    const visitor = await browser.newContext({ locale, viewport: PHONE });
    try {
      const reader = await visitor.newPage();
      await reader.goto(`${baseURL}/s/${shared.body.data.shareId}`);
      const report = reader.getByRole('article');
      await expect(report.locator('.report__understood')).toHaveText(understood);
      // The verdict card's reason is not said again in the summary.
      const deciding = ((await report.locator('.report-verdict__deciding').textContent()) ?? '').trim();
      expect(deciding.length).toBeGreaterThan(0);
      await expect(report.locator('.report__summary')).not.toContainText(deciding);
      await reader.emulateMedia({ reducedMotion: 'reduce' });
      await expectNoA11yViolations(reader);
    } finally {
      await visitor.close();
    }
  });
