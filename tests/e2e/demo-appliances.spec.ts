// Categories the demo engine must cover: a Turkish user compares dishwashers by brand ("Arçelik bulaşık
// makinesi mi Bosch mu") and an English user compares gaming laptops (Lenovo Legion 5 vs Monster
// Tulpar). Each report names both items (for the appliances, the brand's common configuration it
// compared), leaves none unidentified, and writes no "not applicable" row. An air fryer comparison, in
// both languages, shows an air fryer's rows and none of a vacuum's (suction, runtime per charge).
import { test, expect, freshUser, signIn } from './fixtures';
import type { Page } from '@playwright/test';

const TEXTS = {
  tr: { query: 'Neyi karşılaştırmak istiyorsunuz?', compare: 'Karşılaştır', heading: 'Karşılaştırma raporu' },
  en: { query: 'What do you want to compare?', compare: 'Compare', heading: 'Comparison report' },
} as const;

async function runReport(page: Page, language: 'en' | 'tr', query: string) {
  const t = TEXTS[language];
  await page.goto('/app/compare');
  await page.getByLabel(t.query).fill(query);
  await page.getByRole('button', { name: t.compare, exact: true }).click();
  await page.waitForURL(/\/app\/compare\/cmp_/);
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: t.heading })).toBeVisible({ timeout: 15_000 });
  await expect(report.locator('.report__summary')).not.toBeEmpty({ timeout: 30_000 });
  return report;
}

test('Turkish: Arçelik or Bosch dishwasher names the brand configurations it compared', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, 'Level_1', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });

  const report = await runReport(page, 'tr', 'Arçelik bulaşık makinesi mi Bosch mu');
  const summary = report.locator('.report__summary');
  await expect(summary).toContainText('Arçelik 60 cm Bulaşık Makinesi');
  await expect(summary).toContainText('Bosch Serie 4 60 cm Bulaşık Makinesi');
  // The table says what each entry stands for: the brand's usual machine, not one model code.
  await expect(
    report.getByText('Markanın yaygın 60 cm solo bulaşık makinesi; tek bir model kodu değil').first(),
  ).toBeVisible();
  await expect(report.getByTestId('unidentified-note')).toHaveCount(0);
  await expect(report).not.toContainText(/Uygulanamaz|uygulanamaz/);
});

test('English: Lenovo Legion 5 vs Monster Tulpar identifies both gaming laptops', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, 'Level_1', { language: 'en' });
  await signIn(page, user.email, { password: user.password });

  const report = await runReport(page, 'en', 'Lenovo Legion 5 vs Monster Tulpar');
  const summary = report.locator('.report__summary');
  await expect(summary).toContainText('Lenovo Legion 5');
  await expect(summary).toContainText('Monster Tulpar T5');
  await expect(report.getByTestId('unidentified-note')).toHaveCount(0);
  await expect(report).not.toContainText(/not applicable/i);
});

const AIR_FRYERS = {
  tr: {
    query: 'Philips Airfryer XXL mi Xiaomi Mi Smart Air Fryer mı',
    own: ['Kapasite', 'Güç'],
    vacuum: /Güç \/ emiş|Emiş gücü|Şarj başına çalışma/,
  },
  en: {
    query: 'Philips Airfryer XXL vs Xiaomi Mi Smart Air Fryer',
    own: ['Capacity', 'Power'],
    vacuum: /Power \/ suction|Suction|Runtime per charge/,
  },
} as const;

for (const language of ['tr', 'en'] as const) {
  test(`${language}: an air fryer comparison shows an air fryer's rows, no suction or runtime row`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });

    const t = AIR_FRYERS[language];
    const report = await runReport(page, language, t.query);
    await expect(report.locator('.report__summary')).toContainText('Philips Airfryer XXL');
    await expect(report.getByTestId('unidentified-note')).toHaveCount(0);
    // Once the table is drawn (its capacity row, which every air fryer has), no row of a vacuum's is in it.
    const row = (name: string) => report.getByRole('rowheader', { name, exact: true });
    await expect(row(t.own[0])).toBeVisible();
    await expect(report).not.toContainText(t.vacuum);
    await expect(row(t.own[1])).toBeVisible();
  });
}
