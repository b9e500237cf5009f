// Every route of the app, in both languages, passes axe with no serious or critical violation —
// a sweep on top of the per-journey checks, so no screen is left out.
import { test, expect, expectNoA11yViolations, signIn, ACCOUNTS } from './fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];
const APP_ROUTES = [
  '/app/compare',
  '/app/compare_history',
  '/app/profile',
  '/app/package',
  '/app/package/upgrade',
  '/app/settings',
  '/app/chat',
  '/app/chat_history',
];

for (const locale of ['en-US', 'tr-TR'] as const) {
  test.describe(`accessibility sweep (${locale})`, () => {
    test.use({ locale });

    test('public pages', async ({ page }) => {
      test.setTimeout(90_000);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expectNoA11yViolations(page);
      }
    });

    test('app pages of a Level_4 user, and a comparison report', async ({ page }) => {
      // Nine pages with a full axe run each: more than the default 30 s on a 2-core machine.
      test.setTimeout(120_000);
      await signIn(page, ACCOUNTS.premium);
      for (const route of APP_ROUTES) {
        await page.goto(route);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page.locator('main h1').first()).toBeVisible();
        await expectNoA11yViolations(page);
      }
      await page.goto('/app/compare_history');
      await page
        .getByRole('list', { name: /^(Your comparisons|Karşılaştırmalarınız)$/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/app\/compare\/.+/);
      // The report itself (the compare form's own headings are there before it loads).
      await expect(page.getByRole('heading', { name: /^(Comparison report|Karşılaştırma raporu)$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^(Summary|Özet)$/ })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('the locked compare form of a Level_1 user', async ({ page }) => {
      await signIn(page, ACCOUNTS.free);
      await expect(page).toHaveURL(/\/app\/compare$/);
      await expect(page.getByRole('checkbox').first()).toBeDisabled();
      await expectNoA11yViolations(page);
    });
  });
}
