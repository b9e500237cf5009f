// Issue 24: a misspelt pair identifies nothing, so no report is written and nothing is counted;
// the page offers the corrected query as one button, which runs it at once. In both languages, as
// a new Free user: after the click the report is about the catalogue's items, and the month's
// quota went down by one (the suggested run), not two. And a misspelt name beside a known one: a
// profile of the known one that offers the corrected pair the same way.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const MISSPELT = 'Ifone 15 vs Gallaxi S24';

const TEXT = {
  tr: {
    query: 'Neyi karşılaştırmak istiyorsunuz?',
    submit: 'Karşılaştır',
    refused: '"Ifone 15" ve "Gallaxi S24" tanınamadı',
    suggestion: 'Karşılaştır: iPhone 15 vs Samsung Galaxy S24',
    summary: 'Özet',
    left: 'Bu ay 5 karşılaştırma hakkınızdan 4 tanesi kaldı',
  },
  en: {
    query: 'What do you want to compare?',
    submit: 'Compare',
    refused: 'Could not identify "Ifone 15" and "Gallaxi S24"',
    suggestion: 'Compare iPhone 15 vs Samsung Galaxy S24',
    summary: 'Summary',
    left: '4 of 5 comparisons left this month',
  },
} as const;

for (const language of ['tr', 'en'] as const) {
  test(`(${language}) a misspelt pair offers the corrected query; one click writes it, counted once`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const words = TEXT[language];
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });
    await page.getByLabel(words.query).fill(MISSPELT);
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await page.waitForURL(/\/app\/compare\/cmp_/);
    const refusedUrl = page.url();
    const report = page.getByRole('article');
    await expect(report.getByText(words.refused, { exact: false })).toBeVisible({ timeout: 15_000 });
    const suggestion = report.getByRole('button', { name: words.suggestion });
    await expect(suggestion).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoA11yViolations(page);

    await suggestion.click();
    await page.waitForURL((url) => /\/app\/compare\/cmp_/.test(url.pathname) && url.href !== refusedUrl);
    // The report is written for the catalogue's items, not the misspelt names.
    await expect(report.getByRole('heading', { name: words.summary, exact: true })).toBeVisible({ timeout: 15_000 });
    const id = new URL(page.url()).pathname.split('/').pop();
    const auth = { Authorization: `Bearer ${user.token}` };
    const written = (await (await request.get(`/api/comparisons/${id}`, { headers: auth })).json()).data;
    expect(written).toMatchObject({ status: 'done', query: 'iPhone 15 vs Samsung Galaxy S24' });
    expect(written.result.items.map((item: { name: string }) => item.name)).toEqual([
      'iPhone 15',
      'Samsung Galaxy S24',
    ]);
    expect(written.result.unidentified_items ?? []).toEqual([]);
    // Only the suggested run counted: the refused one was given back.
    const mine = (await (await request.get('/api/packages/me', { headers: auth })).json()).data;
    expect(mine.remaining_compares).toBe(4);
    await expect(page.getByText(words.left)).toBeVisible();
  });
}

// A misspelt name beside a known one: a profile of the known one (counted: it is a report), with
// the corrected pair offered as one button; the click writes a two-item report of the right items.
const HALF_MISSPELT = 'Kindl Paperwite vs Kobo Clara 2E';
const PROFILE_TEXT = {
  tr: {
    unidentified: 'Tanımlanamadı: Kindl Paperwite',
    suggestion: 'Karşılaştır: Kindle Paperwhite vs Kobo Clara 2E',
    left: 'Bu ay 5 karşılaştırma hakkınızdan 3 tanesi kaldı',
  },
  en: {
    unidentified: 'Could not identify Kindl Paperwite',
    suggestion: 'Compare Kindle Paperwhite vs Kobo Clara 2E',
    left: '3 of 5 comparisons left this month',
  },
} as const;

for (const language of ['tr', 'en'] as const) {
  test(`(${language}) a misspelt name beside a known one: a profile offering the corrected pair; one click compares both`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const words = { ...TEXT[language], ...PROFILE_TEXT[language] };
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });
    await page.getByLabel(words.query).fill(HALF_MISSPELT);
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await page.waitForURL(/\/app\/compare\/cmp_/);
    const profileUrl = page.url();
    const report = page.getByRole('article');
    await expect(report.getByTestId('unidentified-note')).toContainText(words.unidentified, { timeout: 15_000 });
    await expect(report.getByRole('heading', { name: words.summary, exact: true })).toBeVisible();
    const suggestion = report.getByRole('button', { name: words.suggestion });
    await expect(suggestion).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoA11yViolations(page);

    await suggestion.click();
    await page.waitForURL((url) => /\/app\/compare\/cmp_/.test(url.pathname) && url.href !== profileUrl);
    await expect(report.getByRole('heading', { name: words.summary, exact: true })).toBeVisible({ timeout: 15_000 });
    const id = new URL(page.url()).pathname.split('/').pop();
    const auth = { Authorization: `Bearer ${user.token}` };
    const written = (await (await request.get(`/api/comparisons/${id}`, { headers: auth })).json()).data;
    expect(written).toMatchObject({ status: 'done', query: 'Kindle Paperwhite vs Kobo Clara 2E' });
    expect(written.result.items.map((item: { name: string }) => item.name)).toEqual([
      'Kindle Paperwhite',
      'Kobo Clara 2E',
    ]);
    expect(written.result.unidentified_items ?? []).toEqual([]);
    expect(written).not.toHaveProperty('suggestions');
    await expect(report.getByRole('button', { name: words.suggestion })).toHaveCount(0);
    // Both runs were reports: the profile and the pair each counted once.
    const mine = (await (await request.get('/api/packages/me', { headers: auth })).json()).data;
    expect(mine.remaining_compares).toBe(3);
    await expect(page.getByText(words.left)).toBeVisible();
  });
}
