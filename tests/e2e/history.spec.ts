import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';
import { compareAs } from './support/api-as';

const QUERIES = ['iPhone 15 vs Samsung Galaxy S24', 'Kindle vs Kobo', 'Netflix vs Disney+', 'PostgreSQL vs MySQL'];

test('infinite scroll loads the next page when the bottom marker comes fully into view', async ({ page, request }) => {
  // Sixty reports to set up, then three pages to scroll through: more than one screen's 30 s.
  test.setTimeout(60_000);
  // A Standard user (Turkish) with 60 comparisons of their own, run through the API: three pages of 20.
  const user = await freshUser(request, 'Level_3', { language: 'tr' });
  await compareAs(
    request,
    user,
    Array.from({ length: 60 }, (_, index) => QUERIES[index % QUERIES.length]),
  );
  await signIn(page, user.email, { password: user.password });
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
