// A button that promises an action does it. History's "Run again" starts the
// comparison (same query and options) and lands on the new report as it is written; the landing's
// "Compare now" while signed out goes through the sign-in and then runs the chosen comparison.
// Both spend a comparison: each journey is a fresh user of its own.
import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';
import type { Page } from '@playwright/test';
import { apiAs, reportDone } from './support/api-as';

/**
 * Resolves once the page has painted twice more and run a task after that: the compare screen's
 * arrival effect (which would start a run) has run by then, and a request it made has been sent.
 * What a journey checks did not happen is checked after this, not after a guessed time.
 */
async function arrivalEffectsRan(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

for (const { language, viewport, labels } of [
  {
    language: 'en' as const,
    viewport: DESKTOP,
    labels: {
      list: 'Your comparisons',
      runAgain: 'Run again',
      options: 'Detailed · Price, Design',
      bar: 'Your comparison query',
    },
  },
  {
    language: 'tr' as const,
    viewport: PHONE,
    labels: {
      list: 'Karşılaştırmalarınız',
      runAgain: 'Yeniden çalıştır',
      options: 'Detaylı · Fiyat, Tasarım',
      bar: 'Karşılaştırma sorgunuz',
    },
  },
]) {
  test(`History's Run again runs the same comparison and lands on the new report (${language}, ${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const user = await freshUser(request, 'Level_3', { language });
    const query = 'Kindle Paperwhite vs Kobo Clara';
    const created = await apiAs<{ data: { id: string } }>(request, user, 'POST', '/api/comparisons', {
      query,
      features: ['price', 'design'],
      isDetailed: true,
    });
    expect(created.status).toBe(202);
    await reportDone(request, user, created.body.data.id);

    await signIn(page, user.email, { password: user.password });
    await page.goto('/app/compare_history');
    const list = page.getByRole('list', { name: labels.list });
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/comparisons')
        posts.push(sent.postData() ?? '');
    });
    await list.getByRole('button', { name: `${labels.runAgain}: ${query}` }).click();

    // A new comparison, at its permalink, with the report's heading in view and focused.
    await page.waitForURL(/\/app\/compare\/[^/]+$/);
    const permalink = new URL(page.url()).pathname;
    expect(permalink).not.toBe(`/app/compare/${created.body.data.id}`);
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { query, features: ['price', 'design'], isDetailed: true },
    ]);
    const report = page.getByRole('article');
    await expect(report.getByTestId('verdict')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('form', { name: labels.bar }).getByText(labels.options)).toBeVisible();
    await expectNoA11yViolations(page);

    // Back shows the query again without a second run; the history has both.
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/compare$/);
    await expect(page.getByRole('form', { name: labels.bar })).toBeVisible();
    await arrivalEffectsRan(page);
    expect(posts).toHaveLength(1);
    const history = await apiAs<{ data: { total?: number; items: unknown[] } }>(
      request,
      user,
      'GET',
      '/api/comparisons',
    );
    expect(history.body.data.items).toHaveLength(2);
  });
}

for (const { language, locale, viewport, labels } of [
  {
    language: 'en' as const,
    locale: 'en-US',
    viewport: DESKTOP,
    labels: { compareNow: 'Compare now', email: 'Email', password: 'Password', submit: 'Sign in' },
  },
  {
    language: 'tr' as const,
    locale: 'tr-TR',
    viewport: PHONE,
    labels: { compareNow: 'Hemen karşılaştır', email: 'E-posta', password: 'Şifre', submit: 'Giriş Yap' },
  },
]) {
  test.describe(`the landing's Compare now (${language}, ${viewport.width} px)`, () => {
    test.use({ locale, viewport });

    test('signed out: sign in, then the chosen comparison runs', async ({ page, request }) => {
      const user = await freshUser(request, 'Level_2', { language });
      await page.goto('/');
      const card = page
        .locator('#compare')
        .getByRole('link', { name: new RegExp(labels.compareNow) })
        .first();
      await card.scrollIntoViewIfNeeded();
      const chosen = (await card.locator('.landing-popular__items').textContent()) ?? '';
      await card.click();
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      await page.getByLabel(labels.email).fill(user.email);
      await page.getByLabel(labels.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: labels.submit }).click();

      // Straight on to the new report being written: the query ran.
      await page.waitForURL(/\/app\/compare\/[^/]+$/, { timeout: 15_000 });
      const report = page.getByRole('article');
      await expect(report.getByTestId('verdict')).toBeVisible({ timeout: 15_000 });
      for (const item of chosen.split(/\s+(?:vs|ile)\s+/))
        await expect(report.locator('.report__items-line')).toContainText(item.trim());
      await expectNoA11yViolations(page);

      // A link with the query alone (someone could send it) fills the form and runs nothing.
      await page.goto(`/app/compare?q=${encodeURIComponent('Netflix vs Disney+')}`);
      await expect(page.getByRole('textbox').first()).toHaveValue('Netflix vs Disney+');
      await arrivalEffectsRan(page);
      await expect(page).toHaveURL(/\/app\/compare\?q=/);
      const history = await apiAs<{ data: { items: unknown[] } }>(request, user, 'GET', '/api/comparisons');
      expect(history.body.data.items).toHaveLength(1);
    });
  });
}
