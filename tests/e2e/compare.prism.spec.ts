import { test, expect } from './fixtures';

// Prism answers from openapi.yaml's examples: any login returns the example user (Level_3,
// Turkish) and any compare returns the iPhone 15 vs Galaxy S24 example report.
test('on Prism, a compare shows the contract example report', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill('ayse.yilmaz@example.com');
  await page.getByLabel(/^(Password|Şifre)$/).fill('Passw0rd!');
  await page.getByRole('button', { name: /^(Sign in|Giriş Yap|Giriş yap)$/ }).click();
  await page.waitForURL(/\/app\/compare/);
  const form = page.getByRole('form', { name: /Compare form|Karşılaştırma formu/ });
  await form
    .getByLabel(/What do you want to compare\?|Neyi karşılaştırmak istiyorsunuz\?/)
    .fill('iPhone 15 vs Samsung Galaxy S24');
  await form.getByRole('checkbox', { name: /Price|Fiyat/ }).check();
  await form.getByRole('button', { name: /^(Compare|Karşılaştır)$/ }).click();
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: /Comparison report|Karşılaştırma raporu/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(report.getByText(/iPhone 15/).first()).toBeVisible();
  await expect(report.getByText(/Galaxy S24/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/compare\/[^/]+$/);
});
