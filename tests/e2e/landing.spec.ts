import { test, expect, expectNoA11yViolations, freshUser } from './fixtures';

const ANCHORS = ['hero', 'features', 'compare', 'testimonials', 'faq', 'packages'];

test.describe('landing page', () => {
  test('has every section, passes axe, and a header link scrolls to its section', async ({ page }) => {
    await page.goto('/');
    for (const anchor of ANCHORS) await expect(page.locator(`section#${anchor}`)).toBeAttached();
    await expect(page.locator('#compare').getByRole('link')).toHaveCount(6);
    await expect(page.locator('#packages').getByRole('article')).toHaveCount(4);
    await expectNoA11yViolations(page);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
  });

  test('an anchor link from another page goes to / and scrolls to the section', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/\/#packages$/);
    await expect(page.locator('#packages').getByRole('article').first()).toBeVisible();
    await expect(page.locator('#packages h2')).toBeInViewport();
  });

  test('a direct visit to /#faq lands on the FAQ', async ({ page }) => {
    await page.goto('/#faq');
    await expect(page.locator('#faq h2')).toBeInViewport();
  });

  test('on a narrow screen the links fold into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await page.goto('/privacy-policy');
    const menu = page.getByRole('button', { name: 'Menu' });
    const features = page.getByRole('link', { name: 'Features' });
    await expect(features).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
    await features.click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#features h2')).toBeInViewport();
  });

  test('the testimonials advance every 5 seconds and wrap around (fake clock)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const active = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(active).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(5000);
    await expect(active).toHaveAttribute('aria-label', '2 of 6');
    await page.clock.runFor(4 * 5000);
    await expect(active).toHaveAttribute('aria-label', '6 of 6');
    await page.clock.runFor(5000);
    await expect(active).toHaveAttribute('aria-label', '1 of 6');
    await expect(active).toContainText('Ayşe K.');
  });

  test('the carousel pauses while hovered and its buttons work from the keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const active = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    // Sections above it fill in from the server as they near the viewport: hover once the page has
    // settled, or the carousel moves out from under the pointer (a mouseleave) and plays on.
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await carousel.hover();
    await page.clock.runFor(15000);
    await expect(active).toHaveAttribute('aria-label', '1 of 6');

    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', '2 of 6');
    await carousel.getByRole('button', { name: 'Show testimonial 5' }).focus();
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-label', '5 of 6');
  });

  test('under prefers-reduced-motion the carousel does not move on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const active = page
      .getByRole('region', { name: 'Testimonials' })
      .locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(active).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(20000);
    await expect(active).toHaveAttribute('aria-label', '1 of 6');
  });

  test('FAQ items toggle independently', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'What is Kıyasla?' });
    const third = faq.getByRole('button', { name: 'How accurate are the comparisons?' });
    await first.click();
    await third.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/informational only and does not give investment/)).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/AI-assisted comparison service/)).toBeHidden();
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
  });

  test('choosing a popular comparison asks to sign in and then runs that comparison', async ({ page, request }) => {
    // It runs the comparison: a user of its own (runs-on-arrival.spec.ts has the whole journey).
    const user = await freshUser(request, 'Level_3');
    await page.goto('/');
    await page.locator('#compare').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/compare\/[^/]+$/);
    await expect(page.getByRole('article').locator('.report__items-line')).toContainText('iPhone 15');
  });

  test('a package select button goes to /login', async ({ page }) => {
    await page.goto('/');
    await page.locator('#packages').getByRole('link', { name: 'Select' }).nth(2).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
