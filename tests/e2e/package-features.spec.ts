// The packages sell only what exists. For a Free user and a Premium user, at 1280 and
// 390 px in both languages: the score chart follows graphical_representation, and every feature
// and service the package lists can be found from My Package (the usage report of
// advanced_reporting, the contact page's priority_support and custom_enterprise_solutions). A
// package change applies right away: the FAQ, the upgrade dialog and the server say the same.
import type { Page } from '@playwright/test';
import type { Language } from '@shared/api/generated/model';
import { test, expect, expectNoA11yViolations, signIn, freshUser, type FreshUser } from './fixtures';
import { compareAs } from './support/api-as';

const WIDTHS = [1280, 390] as const;

const TEXT = {
  en: {
    scores: 'Scores',
    chart: /Overall scores chart/,
    chartLocked: 'Graphical representation is part of Standard and above.',
    seePackages: 'See the packages',
    ad: 'Advertisement',
    report: 'Usage report',
    reportLocked: 'Advanced reporting is part of Standard and above.',
    offers: 'What your package includes',
    months: 'Comparisons per month',
    enterprise: 'Talk to us about an enterprise plan',
    topic: 'Topic',
    priority: /Your package includes priority support/,
  },
  tr: {
    scores: 'Puanlar',
    chart: /Genel puan grafiği|Overall scores chart/,
    chartLocked: 'Grafiksel gösterim, Standart ve üstü paketlerde var.',
    seePackages: 'Paketleri görün',
    ad: 'Reklam',
    report: 'Kullanım raporu',
    reportLocked: 'Gelişmiş raporlama, Standart ve üstü paketlerde var.',
    offers: 'Paketinizde neler var',
    months: 'Aylara göre karşılaştırmalar',
    enterprise: 'Kurumsal plan için bizimle konuşun',
    topic: 'Konu',
    priority: /Paketiniz öncelikli destek içeriyor/,
  },
} as const;

/** A user of this level with one finished report of their own, signed in in the browser. */
async function userWithReport(
  page: Page,
  request: Parameters<typeof freshUser>[0],
  level: 'Level_1' | 'Level_4',
  language: Language,
) {
  const user = await freshUser(request, level, { language });
  await compareAs(request, user, ['Netflix vs Disney+']);
  await signIn(page, user.email, { password: user.password });
  return user;
}

/** The scores section of the user's own report, opened from the history (unfolded on a phone). */
async function openOwnScores(page: Page, name: string) {
  await page.goto('/app/compare_history');
  await page.locator('a[href^="/app/compare/cmp"]').first().click();
  const scores = page.getByRole('article').getByRole('region', { name });
  await scores.scrollIntoViewIfNeeded();
  const unfold = scores.getByRole('button', { name: /^(Show|Göster): / });
  if (await unfold.count()) await unfold.first().click();
  return scores;
}

for (const language of ['en', 'tr'] as const) {
  const text = TEXT[language];
  for (const width of WIDTHS) {
    test.describe(`${language}, ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test('Free: the scores as a table with the chart locked, the usage report locked, the ad on Compare', async ({
        page,
        request,
      }) => {
        await userWithReport(page, request, 'Level_1', language);
        const scores = await openOwnScores(page, text.scores);
        await expect(scores.getByText(text.chartLocked)).toBeVisible();
        await expect(scores.getByRole('table', { name: text.scores })).toBeVisible();
        await expect(scores.getByRole('img', { name: text.chart })).toHaveCount(0);
        await expectNoA11yViolations(page);

        await page.goto('/app/compare');
        await expect(page.getByRole('complementary', { name: text.ad })).toBeVisible();

        await page.goto('/app/package');
        const usage = page.getByRole('region', { name: text.report });
        await expect(usage.getByText(text.reportLocked)).toBeVisible();
        await expect(usage.getByRole('table')).toHaveCount(0);
        await expectNoA11yViolations(page);
        await usage.getByRole('link', { name: text.seePackages }).click();
        await expect(page).toHaveURL(/\/app\/package\/upgrade$/);
      });

      test('Premium: the chart, every listed service found from My Package, no ad', async ({ page, request }) => {
        await userWithReport(page, request, 'Level_4', language);
        const scores = await openOwnScores(page, text.scores);
        await expect(scores.getByRole('img', { name: text.chart })).toBeVisible();
        await expect(scores.getByText(text.chartLocked)).toHaveCount(0);

        await page.goto('/app/compare');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('complementary', { name: text.ad })).toHaveCount(0);

        await page.goto('/app/package');
        const usage = page.getByRole('region', { name: text.report });
        const months = usage.getByRole('table', { name: text.months });
        await expect(months).toBeVisible();
        await expect(months.getByRole('row')).toHaveCount(7);
        await expect(usage.getByRole('listitem').filter({ hasText: 'Netflix' })).toBeVisible();
        const offers = page.getByRole('region', { name: text.offers });
        // Eight feature keys (the limitations are not offers) and the three services.
        await expect(offers.getByRole('listitem')).toHaveCount(11);
        await expectNoA11yViolations(page);
        await offers.getByRole('link', { name: text.enterprise }).click();
        await expect(page).toHaveURL(/\/contact\?topic=enterprise$/);
        await expect(page.getByText(text.priority)).toBeVisible();
        await expect(page.getByLabel(text.topic)).toHaveValue('enterprise');
        await expectNoA11yViolations(page);
      });
    });
  }
}

// A package change applies at once, as the FAQ and the confirmation say: a Free user of its own
// switches to Standard and finds its usage report (advanced_reporting) without signing in again.
test('the FAQ, the upgrade dialog and the server agree: a change applies right away', async ({ page, request }) => {
  const user: FreshUser = await freshUser(request, 'Level_1');
  await page.goto('/#faq');
  await page.getByRole('button', { name: /Can I change or cancel my package/ }).click();
  await expect(page.getByText(/A change applies right away/)).toBeVisible();

  await signIn(page, user.email, { password: user.password });
  await page.goto('/app/package');
  await expect(page.getByRole('region', { name: 'Usage report' }).getByText(TEXT.en.reportLocked)).toBeVisible();
  await page.goto('/app/package/upgrade');
  await page.getByRole('button', { name: /^Select\s?: Standard$/ }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Standard?' });
  await expect(dialog.getByText(/changes from Free to Standard right away/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and buy' }).click();
  await expect(page.getByText('Your package is now Standard.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to my package' }).click();
  const usage = page.getByRole('region', { name: 'Usage report' });
  await expect(usage.getByRole('table', { name: TEXT.en.months })).toBeVisible();
  await expect(usage.getByText(TEXT.en.reportLocked)).toHaveCount(0);
});
