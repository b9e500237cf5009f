import { test, expect, expectNoA11yViolations } from './fixtures';

test.describe('the app on the real server', () => {
  test('shows the packages from the API, in English and in Turkish', async ({ page }) => {
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

  test('every page comes with the server’s Content-Security-Policy header, frame-ancestors included', async ({
    page,
  }) => {
    // The fixture checks every page a journey loads; this makes sure that check has something to see.
    for (const path of ['/', '/app/compare', '/s/shr_unknown']) {
      const response = await page.goto(path);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy, path).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy, path).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')*(;|$)/);
      expect(policy, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy, path).not.toContain('unsafe-inline');
    }
  });

  test('a guarded route without a token goes to /login', async ({ page }) => {
    await page.goto('/app/compare_history');
    await expect(page).toHaveURL(/\/login/);
  });
});
