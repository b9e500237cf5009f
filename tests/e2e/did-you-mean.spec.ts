// A misspelt pair identifies nothing, so no report is written and nothing is counted;
// the page offers the corrected query as one button, which runs it at once. In both languages, as
// a new Free user: after the click the report is about the catalogue's items, and the month's
// quota went down by one (the suggested run), not two. And a misspelt name beside a known one: a
// profile of the known one (a report, but of fewer than two identified items, so not counted, as
// its note says) that offers the corrected pair the same way.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const TEXT = {
  tr: {
    query: 'Neyi karşılaştırmak istiyorsunuz?',
    submit: 'Karşılaştır',
    refused: '"Ifone 15" ve "Gallaxi S24" tanınamadı',
    unidentified: 'Tanımlanamadı: Kindl Paperwite',
    notCounted: 'bu bir karşılaştırma sayılmaz; kullanım hakkınızdan düşülmedi.',
    suggestion: (query: string) => `Karşılaştır: ${query}`,
    summary: 'Özet',
    left: (count: number) => `Bu ay 5 karşılaştırma hakkınızdan ${count} tanesi kaldı`,
  },
  en: {
    query: 'What do you want to compare?',
    submit: 'Compare',
    refused: 'Could not identify "Ifone 15" and "Gallaxi S24"',
    unidentified: 'Could not identify Kindl Paperwite',
    notCounted: 'so it is not a comparison and was not counted.',
    suggestion: (query: string) => `Compare ${query}`,
    summary: 'Summary',
    left: (count: number) => `${count} of 5 comparisons left this month`,
  },
} as const;

type Language = keyof typeof TEXT;

/**
 * As a new Free user: runs `typed`, waits for `shown` on its report, clicks the suggestion to run
 * `items` instead, and checks the report written for them (the right items, all identified, no
 * suggestion of its own) and the comparisons left afterwards.
 */
async function suggestionJourney(
  { page, request }: { page: Page; request: APIRequestContext },
  language: Language,
  journey: { typed: string; shown: (report: Locator) => Promise<void>; items: string[]; left: number },
) {
  test.setTimeout(60_000);
  const words = TEXT[language];
  const suggested = journey.items.join(' vs ');
  const user = await freshUser(request, 'Level_1', { language });
  await signIn(page, user.email, { password: user.password });
  await page.getByLabel(words.query).fill(journey.typed);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForURL(/\/app\/compare\/cmp_/);
  const firstUrl = page.url();
  const report = page.getByRole('article');
  await journey.shown(report);
  const suggestion = report.getByRole('button', { name: words.suggestion(suggested) });
  await expect(suggestion).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoA11yViolations(page);

  await suggestion.click();
  await page.waitForURL((url) => /\/app\/compare\/cmp_/.test(url.pathname) && url.href !== firstUrl);
  // The report is written for the catalogue's items, not the misspelt names.
  await expect(report.getByRole('heading', { name: words.summary, exact: true })).toBeVisible({ timeout: 15_000 });
  const id = new URL(page.url()).pathname.split('/').pop();
  const auth = { Authorization: `Bearer ${user.token}` };
  const written = (await (await request.get(`/api/comparisons/${id}`, { headers: auth })).json()).data;
  expect(written).toMatchObject({ status: 'done', query: suggested });
  expect(written.result.items.map((item: { name: string }) => item.name)).toEqual(journey.items);
  expect(written.result.unidentified_items ?? []).toEqual([]);
  expect(written).not.toHaveProperty('suggestions');
  await expect(report.getByRole('button', { name: words.suggestion(suggested) })).toHaveCount(0);
  const mine = (await (await request.get('/api/packages/me', { headers: auth })).json()).data;
  expect(mine.remaining_compares).toBe(journey.left);
  await expect(page.getByText(words.left(journey.left))).toBeVisible();
}

for (const language of ['tr', 'en'] as const) {
  test(`(${language}) a misspelt pair offers the corrected query; one click writes it, counted once`, async ({
    page,
    request,
  }) => {
    await suggestionJourney({ page, request }, language, {
      typed: 'Ifone 15 vs Gallaxi S24',
      shown: (report) =>
        expect(report.getByText(TEXT[language].refused, { exact: false })).toBeVisible({ timeout: 15_000 }),
      items: ['iPhone 15', 'Samsung Galaxy S24'],
      // Only the suggested run counted: the refused one was given back.
      left: 4,
    });
  });

  test(`(${language}) a misspelt name beside a known one: a profile offering the corrected pair; one click compares both`, async ({
    page,
    request,
  }) => {
    await suggestionJourney({ page, request }, language, {
      typed: 'Kindl Paperwite vs Kobo Clara 2E',
      shown: async (report) => {
        await expect(report.getByTestId('unidentified-note')).toContainText(TEXT[language].unidentified, {
          timeout: 15_000,
        });
        await expect(report.getByRole('heading', { name: TEXT[language].summary, exact: true })).toBeVisible();
        await expect(report.getByTestId('unidentified-note')).toContainText(TEXT[language].notCounted);
      },
      items: ['Kindle Paperwhite', 'Kobo Clara 2E'],
      // Only the pair counted: the profile identified one item, so it was given back.
      left: 4,
    });
  });
}
