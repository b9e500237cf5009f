import { test, expect } from './fixtures';

test('shows the packages from a Prism mock of openapi.yaml', async ({ page }) => {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/packages'));
  await page.goto('/');
  const response = await answer;
  expect(response.status()).toBe(200);
  // Served by Prism from the contract's examples (MSW is off in this mode).
  expect(response.headers()['content-type']).toContain('application/json');
  await expect(page.locator('#packages').getByText('Level_3').first()).toBeVisible();
});
