import { test, expect, expectNoA11yViolations } from './fixtures';
import { errorEnvelope } from '../api-answers';

// Prism mode has no service worker, so Playwright's own routing can override a single answer.
test('packages: spinner while loading, an error box with retry, then the cards', async ({ page }) => {
  let calls = 0;
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/packages', async (route) => {
    calls += 1;
    // The app retries a 5xx once on its own; both attempts fail, then the visitor's retry works.
    if (calls <= 2) {
      await slow;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify(errorEnvelope('Package service is down.', 500)),
      });
      return;
    }
    await route.fallback();
  });
  await page.goto('/');
  const packages = page.locator('#packages');
  await expect(packages.getByRole('status')).toBeVisible();
  release();
  const alert = packages.getByRole('alert');
  await expect(alert).toContainText('Error fetching package information.');
  await expect(alert).toContainText('Details could not be retrieved: Package service is down.');
  await expectNoA11yViolations(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(packages.getByRole('article')).toHaveCount(4);
  await expect(packages.getByRole('alert')).toHaveCount(0);
  expect(calls).toBe(3);
});
