import { test, expect, expectNoA11yViolations } from './fixtures';

// Prism answers from openapi.yaml's examples: any login returns the example user (Level_3,
// Turkish) and GET /api/packages/me the example package.
test('on Prism, My Package shows the contract example', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill('ayse.yilmaz@example.com');
  await page.getByLabel(/^(Password|Şifre)$/).fill('Passw0rd!');
  await page.getByRole('button', { name: /^(Sign in|Giriş Yap|Giriş yap)$/ }).click();
  await page.waitForURL(/\/app\/compare/);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /My Package|Paketim/ })
    .click();
  await expect(page).toHaveURL(/\/app\/package$/);
  await expect(
    page.getByText(/Seçilebilir özelliklerle detaylı karşılaştırmalar|Detailed comparisons with selectable features/),
  ).toBeVisible();
  await expect(page.getByText(/299[.,]90/)).toBeVisible();
  await expect(page.getByText('87', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade package|Paketi yükselt/ })).toBeVisible();
  await expectNoA11yViolations(page);
});
