import { test, expect, expectNoA11yViolations } from './fixtures';

test.describe('the app on the in-browser mock backend', () => {
  test('shows the packages from the mock API, in English and in Turkish', async ({ page }) => {
    await page.goto('/');
    const packages = page.locator('#packages');
    // Package cards are headed by the localized package names (Level_1 … Level_4).
    await expect(packages.getByRole('heading', { level: 3, name: 'Free' })).toBeVisible();
    await expect(packages.getByRole('heading', { level: 3, name: 'Premium' })).toBeVisible();
    await expect(packages.getByText('Start comparing for free', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoA11yViolations(page);

    await page.getByLabel('Language').selectOption('tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(packages.getByRole('heading', { level: 3, name: 'Ücretsiz' })).toBeVisible();
    await expect(packages.getByText('Ücretsiz karşılaştırmaya başlayın', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('a guarded route without a token goes to /login', async ({ page }) => {
    await page.goto('/app/compare_history');
    await expect(page).toHaveURL(/\/login/);
  });
});
