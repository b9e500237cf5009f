import { test, expect } from './fixtures';

test('shows the packages from a Prism mock of openapi.yaml, in English and in Turkish', async ({ page }) => {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/packages'));
  await page.goto('/');
  const response = await answer;
  expect(response.status()).toBe(200);
  // Served by Prism from the contract's examples (MSW is off in this mode).
  expect(response.headers()['content-type']).toContain('application/json');
  const packages = page.locator('#packages');
  await expect(packages.getByRole('heading', { level: 3, name: 'Standard' })).toBeVisible();
  await expect(packages.getByRole('heading', { level: 3, name: 'Free' })).toBeVisible();
  await page.getByLabel('Language').selectOption('tr');
  await expect(packages.getByRole('heading', { level: 3, name: 'Standart' })).toBeVisible();
});
