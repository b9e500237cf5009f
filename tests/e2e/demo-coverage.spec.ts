// The demo engine knows what people in Türkiye compare. A new Free user reading Turkish
// asks in Turkish about mobile operators, AI assistants and cities to live in, and every item of
// each query is identified in the report (none left as "could not identify"); a trailing purpose
// ("yaşamak için") is read as context, not as part of the last item's name.
import { test, expect, freshUser, signIn } from './fixtures';
import type { Page } from '@playwright/test';

async function runReport(page: Page, query: string) {
  await page.goto('/app/compare');
  await page.getByLabel('Neyi karşılaştırmak istiyorsunuz?').fill(query);
  await page.getByRole('button', { name: 'Karşılaştır', exact: true }).click();
  await page.waitForURL(/\/app\/compare\/cmp_/);
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: 'Karşılaştırma raporu' })).toBeVisible({ timeout: 15_000 });
  const summary = report.locator('.report__summary');
  await expect(summary).not.toBeEmpty({ timeout: 30_000 });
  return { report, summary };
}

test('Turkish queries from new categories identify every item', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await freshUser(request, 'Level_1', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });

  for (const [query, names] of [
    ['Turkcell mi Vodafone mu?', ['Turkcell', 'Vodafone']],
    ['ChatGPT vs Claude', ['ChatGPT', 'Claude']],
  ] as const) {
    const { report, summary } = await runReport(page, query);
    for (const name of names) await expect(summary).toContainText(name);
    await expect(report.getByTestId('unidentified-note')).toHaveCount(0);
  }

  // The purpose is context: İzmir is identified as a city, and the verdict is made for living there.
  const { report, summary } = await runReport(page, 'İstanbul mu İzmir mi yaşamak için?');
  await expect(summary).toContainText('İstanbul');
  await expect(summary).toContainText('İzmir');
  await expect(report.getByTestId('verdict')).toContainText('Yaşamak için tercih İstanbul: ');
  await expect(report.getByTestId('unidentified-note')).toHaveCount(0);

  // Typed all in lower case, the purpose still ends where a known name does, and the Peugeot 208
  // comes with its typical Türkiye price, as every product does.
  const lower = await runReport(page, 'peugeot 208 vs fiat egea şehir içi kullanım için');
  await expect(lower.summary).toContainText('Fiat Egea');
  await expect(lower.summary).toContainText('Belirttiğiniz amaç ("şehir içi kullanım için")');
  await expect(lower.report.getByTestId('unidentified-note')).toHaveCount(0);
  await expect(lower.report).toContainText('yaklaşık 1.250.000 TL');
  // A new comparison's poll starts from the votes actually cast: none.
  await expect(lower.report).toContainText('Toplam 0 oy');
});

test('"Getir mi Yemeksepeti mi" compares two delivery apps, with nothing "not applicable"', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, 'Level_1', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });

  const { report, summary } = await runReport(page, 'Getir mi Yemeksepeti mi');
  await expect(summary).toContainText('Getir');
  await expect(summary).toContainText('Yemeksepeti');
  await expect(report.getByTestId('unidentified-note')).toHaveCount(0);
  await expect(report).toContainText('yemek ve market siparişi uygulaması');
  await expect(report).not.toContainText(/Uygulanamaz|uygulanamaz|not applicable/i);
});
