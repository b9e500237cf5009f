// One language per label: a report keeps the language it was written in, the labels around it
// follow the interface, and the page says which. An English report read in the Turkish interface
// and a Turkish one read in the English interface (through their share links), at 1280 and 390 px.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectNoA11yViolations, freshUser } from './fixtures';

/** A finished report of `language`'s user, shared: its public path. */
async function sharedReport(request: APIRequestContext, language: 'tr' | 'en'): Promise<string> {
  const user = await freshUser(request, 'Level_1', { language });
  const headers = { Authorization: `Bearer ${user.token}`, 'Accept-Language': language };
  const created = await request.post('/api/comparisons', {
    headers,
    data: { query: 'iPhone 15 vs Google Pixel 8', features: [], isDetailed: false },
  });
  expect(created.status(), await created.text()).toBe(202);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(async () => {
      const read = await request.get(`/api/comparisons/${id}`, { headers });
      return ((await read.json()) as { data: { status: string } }).data.status;
    })
    .toBe('done');
  const shared = await request.put(`/api/comparisons/${id}/share`, { headers });
  expect(shared.status(), await shared.text()).toBe(200);
  return `/s/${((await shared.json()) as { data: { shareId: string } }).data.shareId}`;
}

const cases = [
  { report: 'en', locale: 'tr-TR', ui: 'tr', width: 1280, note: /^Bu rapor İngilizce yazıldı/ },
  { report: 'tr', locale: 'en-US', ui: 'en', width: 390, note: /^This report was written in Turkish/ },
] as const;

for (const c of cases) {
  test.describe(`${c.report} report, ${c.ui} interface, ${c.width} px`, () => {
    test.use({ locale: c.locale, viewport: { width: c.width, height: 900 } });

    test(`the page says the report's language; interface labels stay ${c.ui} (${c.width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const path = await sharedReport(request, c.report);
      await page.goto(path);
      const note = page.getByTestId('language-note');
      await expect(note).toHaveText(c.note);
      await expect(note).toHaveAttribute('lang', c.ui);
      await expect(page.getByRole('article')).toHaveAttribute('lang', c.report);
      // Every criterion label beside the report's words is marked in the interface's language.
      const labels = page.locator('.report-verdict__score[lang]');
      for (const label of await labels.all()) await expect(label).toHaveAttribute('lang', c.ui);
      await expectNoA11yViolations(page);
      await page.getByTestId('verdict').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/h40/report-language-${c.report}-in-${c.ui}-${c.width}.png` });
    });
  });
}
