import { test, expect, expectNoA11yViolations } from './fixtures';

test.describe('a Turkish browser', () => {
  test.use({ locale: 'tr-TR' });

  test('gets Turkish, with <html lang> and <title> to match', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Her şeyi karşılaştırın. Güvenle karar verin.');
    await expect(page).toHaveTitle('Yapay zekâ ile ürün karşılaştırın · Kıyasla');
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveTitle('Giriş yap · Kıyasla');
    await expect(page.getByLabel('E-posta')).toBeVisible();
    await expect(page.getByLabel('Şifre', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Beni hatırla')).toBeVisible();
  });

  test('can switch to English, and the choice is remembered', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gizlilik Politikası');
    await page.getByLabel('Dil').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare anything. Decide with confidence.');
    await expect(page).toHaveTitle('Compare products with AI · Kıyasla');
  });
});
