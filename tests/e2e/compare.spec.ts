import { test, expect, expectNoA11yViolations, signIn, freshUser, ACCOUNTS } from './fixtures';

// The form-by-level journeys only read, so they use the demo accounts; every journey that runs a
// comparison (history, quota) does it as a fresh user of its own.

const LOCKED_TEXT = {
  en: 'This feature is not active in your current package. Upgrade your package for more features.',
  tr: 'Bu özellik mevcut paketinizde aktif değil. Daha fazla özellik için paketinizi yükseltin.',
};

test.describe('compare form by level', () => {
  test('Level_1 (Turkish): everything but summary is locked, the tooltip opens by keyboard and by tap', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.free);
    const form = page.getByRole('form', { name: 'Karşılaştırma formu' });
    await expect(form.getByRole('checkbox')).toHaveCount(7);
    for (const box of await form.getByRole('checkbox').all()) await expect(box).toBeDisabled();
    await expect(form.getByRole('radio', { name: 'Detaylı' })).toBeDisabled();
    await expect(form.getByRole('radio', { name: 'Özet' })).toBeChecked();
    const lock = form.getByRole('button', { name: 'Fiyat neden kilitli?' });
    await lock.focus();
    await expect(page.getByRole('tooltip').filter({ hasText: LOCKED_TEXT.tr }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip').filter({ hasText: LOCKED_TEXT.tr }).first()).toBeHidden();
    await form.getByRole('link', { name: 'Paketinizi yükseltin' }).isVisible();
    await expectNoA11yViolations(page);
  });

  test('Level_2 (English): locks, and the tooltip opens on tap', async ({ page }) => {
    await signIn(page, ACCOUNTS.hobby);
    const form = page.getByRole('form', { name: 'Compare form' });
    await expect(form.getByRole('checkbox', { name: 'Sentiment' })).toBeDisabled();
    await expect(form.getByRole('radio', { name: 'Detailed' })).toBeDisabled();
    await form.getByRole('button', { name: 'Why is Detailed locked?' }).click();
    await expect(page.getByRole('tooltip', { name: '' }).filter({ hasText: LOCKED_TEXT.en }).first()).toBeVisible();
    await expect(form.getByRole('link', { name: 'Upgrade your package' })).toHaveAttribute(
      'href',
      '/app/package/upgrade',
    );
  });

  for (const email of [ACCOUNTS.standard, ACCOUNTS.premium]) {
    test(`${email}: every option is open`, async ({ page }) => {
      await signIn(page, email);
      const form = page.getByRole('form', { name: /Compare form|Karşılaştırma formu/ });
      await expect(form.getByRole('checkbox')).toHaveCount(7);
      for (const box of await form.getByRole('checkbox').all()) {
        await expect(box).toBeEnabled();
        await expect(box).not.toBeChecked();
      }
      await expect(form.getByRole('radio', { name: /Detailed|Detaylı/ })).toBeEnabled();
      await expect(form.getByRole('button', { name: /locked|kilitli/ })).toHaveCount(0);
    });
  }
});

test('full journey: compare → report → permalink reload → history → search → open', async ({ page, request }) => {
  // A report, a reload, the history and two accessibility checks: more than one screen's 30 s.
  test.setTimeout(60_000);
  const user = await freshUser(request, 'Level_4');
  await signIn(page, user.email, { password: user.password });
  await page.getByLabel('What do you want to compare?').fill('  Kindle (2022) vs Kobo Libra Colour  ');
  await page.getByRole('checkbox', { name: 'Price' }).check();
  await page.getByRole('checkbox', { name: 'Sustainability' }).check();
  await page.getByRole('radio', { name: 'Detailed' }).check();
  const sent = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/comparisons'));
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({
    query: 'Kindle (2022) vs Kobo Libra Colour',
    features: ['sustainability', 'price'],
    isDetailed: true,
  });
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: 'Comparison report' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/app\/compare\/[^/]+$/);
  const permalink = new URL(page.url()).pathname;
  const summary = await report.locator('.report__summary').textContent();
  await expect(report.getByRole('heading', { name: 'Sustainability analysis' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('article').locator('.report__summary')).toHaveText(summary ?? '');

  await page
    .getByRole('navigation', { name: 'App navigation' })
    .getByRole('link', { name: 'Comparison History' })
    .click();
  await page.getByRole('searchbox', { name: 'Search comparisons' }).fill('libra');
  const entry = page.locator(`a[href="${permalink}"]`);
  await expect(entry).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your comparisons' }).getByRole('listitem')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${permalink}$`));
  await expect(page.getByRole('article').locator('.report__summary')).toHaveText(summary ?? '');
});

test('share links carry the public address, the summary and the item names; copy link; print stylesheet', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await freshUser(request, 'Level_4');
  await signIn(page, user.email, { password: user.password });
  await page.getByLabel('What do you want to compare?').fill('Netflix vs Disney+');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: 'Comparison report' })).toBeVisible({ timeout: 15_000 });
  const summary = ((await report.locator('.report__summary').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const items = (await report.locator('.report__items-line').textContent()) ?? '';

  // The share menu publishes the report at its public address (never the owner's permalink).
  await report.getByRole('button', { name: 'Share' }).click();
  const publicUrl = await report.getByRole('textbox', { name: 'Public link' }).inputValue();
  expect(publicUrl).toMatch(new RegExp(`^${new URL(page.url()).origin}/s/shr_[A-Za-z0-9_-]+$`));
  const x = new URL((await report.getByRole('link', { name: 'Share on X' }).getAttribute('href')) ?? '');
  expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
  expect(x.searchParams.get('url')).toBe(publicUrl);
  expect(x.searchParams.get('text')).toContain(items);
  const linkedIn = new URL((await report.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')) ?? '');
  expect(linkedIn.origin).toBe('https://www.linkedin.com');
  expect(linkedIn.searchParams.get('url')).toBe(publicUrl);
  expect(linkedIn.searchParams.get('title')).toBe(items);
  const whatsApp = (await report.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
  expect(whatsApp.startsWith('https://wa.me/?text=')).toBe(true);
  const text = decodeURIComponent(whatsApp.slice('https://wa.me/?text='.length));
  expect(text).toContain(items);
  expect(text).toContain(summary.slice(0, 40));
  expect(text.endsWith(publicUrl)).toBe(true);

  await report.getByRole('button', { name: 'Copy link' }).click();
  await expect(report.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);

  await expect(report.getByRole('button', { name: 'Export to PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByRole('button', { name: 'Export to PDF' })).toBeHidden();
  await expect(report.getByRole('button', { name: 'Share' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'App navigation' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Your comparison query' })).toBeHidden();
  await expect(report.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(report.getByRole('button', { name: 'Export to PDF' })).toBeVisible();
});

test('the popular list fills the query and can run it; Show More / Show Less', async ({ page, request }) => {
  const user = await freshUser(request, 'Level_4');
  await signIn(page, user.email, { password: user.password });
  const popular = page.locator('section.popular');
  await expect(popular.getByRole('listitem')).toHaveCount(6);
  await popular.getByRole('button', { name: 'Show More' }).click();
  await expect(popular.getByRole('listitem')).toHaveCount(9);
  await popular.getByRole('button', { name: 'Show Less' }).click();
  await expect(popular.getByRole('listitem')).toHaveCount(6);
  const first = popular.getByRole('listitem').first();
  const query = ((await first.locator('.popular__query').textContent()) ?? '').trim();
  await first.locator('.popular__choose').click();
  await expect(page.getByLabel('What do you want to compare?')).toHaveValue(query);
  await first.getByRole('button', { name: /^Compare now/ }).click();
  await expect(page.getByRole('article').getByRole('heading', { name: 'Comparison report' })).toBeVisible({
    timeout: 15_000,
  });
});

test.describe('quota in view (phone width)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('quota in view: the line counts down after a run (Level_1, Turkish)', async ({ page, request }) => {
    const user = await freshUser(request, 'Level_1', { language: 'tr' });
    await signIn(page, user.email, { password: user.password });
    const form = page.getByRole('form', { name: 'Karşılaştırma formu' });
    await expect(form.getByText('Bu ay 5 karşılaştırma hakkınızdan 5 tanesi kaldı')).toBeVisible();
    await page.getByLabel('Neyi karşılaştırmak istiyorsunuz?').fill('Netflix vs Disney+');
    await form.getByRole('button', { name: 'Karşılaştır', exact: true }).click();
    await expect(page.getByRole('article').getByRole('heading', { name: 'Karşılaştırma raporu' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Bu ay 5 karşılaştırma hakkınızdan 4 tanesi kaldı')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('quota in view: an unlimited plan says so', async ({ page }) => {
    await signIn(page, ACCOUNTS.premium);
    await expect(
      page.getByRole('form', { name: 'Compare form' }).getByText('Unlimited comparisons with your package'),
    ).toBeVisible();
  });
});
