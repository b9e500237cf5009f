import { test, expect, expectNoA11yViolations, signIn, ACCOUNTS } from './fixtures';

test('infinite scroll loads the next page when the bottom marker comes fully into view', async ({ page }) => {
  await signIn(page, ACCOUNTS.standard);
  await page.goto('/app/compare_history');
  await expect(page.getByText('60 karşılaştırma')).toBeVisible();
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/comparisons' && request.method() === 'GET' && url.searchParams.has('cursor')) pages.push(url.searchParams.get('cursor') ?? '');
  });
  await expectNoA11yViolations(page);
  // Scroll to the end without touching the Load More button, letting each page arrive first.
  // isVisible() is true for a rendered end marker below the fold, so keep scrolling until the
  // marker is actually on screen (the last page grows the list after the previous scroll).
  const end = page.getByText('Geçmişinizin sonuna ulaştınız.');
  const endOnScreen = async () =>
    (await end.count()) > 0 && (await end.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight));
  for (let round = 0; round < 10 && !(await endOnScreen()); round += 1) {
    const requested = pages.length;
    await page.mouse.wheel(0, 100_000);
    // Wait on what the scroll brings: the next page asked for, or the end of the list on screen.
    await expect.poll(async () => pages.length > requested || (await endOnScreen()), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText('Daha fazla karşılaştırma yükleniyor…')).toHaveCount(0, { timeout: 10_000 });
  }
  expect(pages.length).toBeGreaterThanOrEqual(2);
  await expect(end).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Daha Fazla Yükle' })).toHaveCount(0);
  // Virtualised: far fewer rows in the DOM than the 60 loaded.
  expect(await page.getByRole('list', { name: 'Karşılaştırmalarınız' }).getByRole('listitem').count()).toBeLessThan(40);
  const last = page.getByRole('list', { name: 'Karşılaştırmalarınız' }).getByRole('listitem').last();
  await expect(last).toHaveAttribute('aria-posinset', '60');
});
