import { test, expect, expectNoA11yViolations } from './fixtures';

test('privacy policy and terms from the footer, in English and Turkish', async ({ page }) => {
  // Three axe runs over two long documents: 16–19 s alone, past 30 s on a 2-core machine under load (measured).
  test.slow();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Effective date: 10 September 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '6. Cookies and local storage' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText(/Nothing on Kıyasla is investment, financial, legal/)).toBeVisible();
  await expect(page.getByText(/The courts and enforcement offices of Kocaeli/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Language').selectOption('tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hizmet Koşulları');
  await expect(page.getByText('Yürürlük tarihi: 10 Eylül 2025')).toBeVisible();
  await expectNoA11yViolations(page);
});
