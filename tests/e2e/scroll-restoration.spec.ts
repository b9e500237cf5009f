import { test, expect, signIn, ACCOUNTS } from './fixtures';

// Back puts the reader where they were, in both areas; a new page starts at the top.
test.describe('scroll position on Back', () => {
  test('app area: back from a comparison to the history returns to the same place', async ({ page }) => {
    await signIn(page, ACCOUNTS.standard);
    await page.goto('/app/compare_history');
    const list = page.getByRole('list', { name: 'Karşılaştırmalarınız' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // An entry already on screen, so the click itself does not scroll.
    const onScreen = await list
      .getByRole('link')
      .evaluateAll((links) =>
        links.findIndex(
          (link) =>
            link.getBoundingClientRect().top > 100 && link.getBoundingClientRect().bottom < window.innerHeight - 50,
        ),
      );
    expect(onScreen).toBeGreaterThanOrEqual(0);
    await list.getByRole('link').nth(onScreen).click();
    await expect(page).toHaveURL(/\/app\/compare\/[^/]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/compare_history$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('public pages: back from a legal page to the landing FAQ does not jump to the top', async ({ page }) => {
    await page.goto('/#faq');
    await expect(page.locator('#faq')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^(Privacy Policy|Gizlilik Politikası)$/ })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 200);
  });
});
