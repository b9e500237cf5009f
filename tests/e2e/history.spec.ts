import { test, expect, expectNoA11yViolations, signIn, ACCOUNTS } from './fixtures';

test('infinite scroll loads the next page when the bottom marker comes fully into view', async ({ page }) => {
  await signIn(page, ACCOUNTS.standard);
  await page.goto('/app/compare_history');
  await expect(page.getByText('60 karşılaştırma')).toBeVisible();
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/comparisons' && request.method() === 'GET' && url.searchParams.has('cursor'))
      pages.push(url.searchParams.get('cursor') ?? '');
  });
  await expectNoA11yViolations(page);
  // Scroll to the end without touching the Load More button: scroll to the bottom, and again
  // while the reader does not yet see the end of the history (each page that arrives grows the
  // list below the window, so one wheel is not enough). No fixed pause: toPass retries the
  // scroll until the end marker is on screen.
  const end = page.getByText('Geçmişinizin sonuna ulaştınız.');
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    await expect(end).toBeInViewport({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(pages.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Daha fazla karşılaştırma yükleniyor…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Daha Fazla Yükle' })).toHaveCount(0);
  // Virtualised: far fewer rows in the DOM than the 60 loaded.
  expect(await page.getByRole('list', { name: 'Karşılaştırmalarınız' }).getByRole('listitem').count()).toBeLessThan(40);
  const last = page.getByRole('list', { name: 'Karşılaştırmalarınız' }).getByRole('listitem').last();
  await expect(last).toHaveAttribute('aria-posinset', '60');
});
