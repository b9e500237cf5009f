import { test, expect, signIn, delayApi, ACCOUNTS } from './fixtures';

// A query typed in the first moments after sign-in must survive whatever arrives
// late (the user, the package, the screen's strings). The compare field has focus on arrival, so
// the user just types.
test.describe('the compare field right after sign-in', () => {
  for (const account of [ACCOUNTS.free, ACCOUNTS.premium]) {
    test(`has focus and keeps what is typed at once (${account})`, async ({ page }) => {
      // Every answer a quarter second late, so the user, the package and the strings arrive while typing.
      await delayApi(page, /\/api\//, 250);
      await signIn(page, account);
      const input = page.getByLabel(/What do you want to compare\?|Neyi karşılaştırmak istiyorsunuz\?/);
      await expect(input).toBeFocused();
      await page.keyboard.type('Kindle vs Kobo', { delay: 20 });
      // Everything the screen waits for has arrived: the package (the quota line), the network idle.
      await expect(page.locator('.compare-quota')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(input).toHaveValue('Kindle vs Kobo');
      await expect(input).toBeFocused();
    });
  }
});
