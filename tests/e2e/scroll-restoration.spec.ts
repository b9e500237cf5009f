import { test, expect, signIn, freshUser } from './fixtures';
import { compareAs } from './support/api-as';

// Enough history to scroll: a Standard user of its own (Turkish, like standard@example.com, whose
// seed holds only four entries) with a score of comparisons made through the API.
// Names the demo catalogue knows: a query that identifies nothing is not written (and not counted).
const PRODUCTS = [
  'Kindle',
  'iPad Air',
  'Pixel 8',
  'Galaxy S24',
  'iPhone 15',
  'Xbox Series X',
  'PlayStation 5',
  'Nintendo Switch',
  'Netflix',
];
const QUERIES = PRODUCTS.flatMap((a, i) => PRODUCTS.slice(i + 1).map((b) => `${a} vs ${b}`)).slice(0, 20);

// Back puts the reader where they were in the app area; a new screen starts at the top.
// (Public pages: src/app/layouts/scroll-position.test.tsx checks Back no longer jumps to the top.)
test.describe('scroll position on Back', () => {
  test('app area: back from a comparison to the history returns to the same place', async ({ page, request }) => {
    const user = await freshUser(request, 'Level_3', { language: 'tr' });
    await compareAs(request, user, QUERIES);
    await signIn(page, user.email, { password: user.password });
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
});
