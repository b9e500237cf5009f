import { test, expect, expectNoA11yViolations } from './fixtures';

test.describe('the app on the in-browser mock backend', () => {
  test('shows the packages from the mock API, in English and in Turkish', async ({ page }) => {
    await page.goto('/');
    const packages = page.locator('#packages');
    await expect(packages.getByText('Level_1', { exact: false }).first()).toBeVisible();
    await expect(packages.getByText('Level_4', { exact: false }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoA11yViolations(page);

    await page.getByLabel('Language').selectOption('tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('a guarded route without a token goes to /login', async ({ page }) => {
    await page.goto('/app/compare_history');
    await expect(page).toHaveURL(/\/login/);
  });
});
