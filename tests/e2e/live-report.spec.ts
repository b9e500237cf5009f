// The report is written live. The spec's own server has the demo engine write at 150
// tokens per second (a two-item summary report takes about ten seconds), so a journey sees what
// every user sees with a real model: the permalink at once, the sections arriving in the report's
// order with labelled placeholders for the rest, one progress line, one Cancel. A reload or a trip
// to the history keeps it going; the report is counted once; a cancelled one is not counted.
// Port: E2E_PORT + 5 (+2 to +4 belong to other specs).
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { onOwnServer } from './support/own-server';

onOwnServer({ port: Number(process.env.E2E_PORT ?? 4173) + 5, demoTokensPerSecond: 150 });

const QUERY = 'Kindle Paperwhite vs Kobo Clara 2E';

/** A new Free user reading Turkish runs `query` from the compare form; the page is at the report's permalink. */
async function compareAsNewTurkishUser(page: Page, request: APIRequestContext, query: string) {
  const user = await freshUser(request, 'Level_1', { language: 'tr' });
  await signIn(page, user.email, { password: user.password });
  await page.getByLabel('Neyi karşılaştırmak istiyorsunuz?').fill(query);
  await page.getByRole('button', { name: 'Karşılaştır', exact: true }).click();
  await page.waitForURL(/\/app\/compare\/cmp_/);
  return user;
}

/** An ended report that was not written: the page passes axe, nothing was counted, the history is empty. */
async function expectEndedUncounted(page: Page, request: APIRequestContext, token: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoA11yViolations(page);
  const mine = await request.get('/api/packages/me', { headers: { Authorization: `Bearer ${token}` } });
  expect((await mine.json()).data.remaining_compares).toBe(5);
  await page.goto('/app/compare_history');
  await expect(page.getByText('Henüz hiç karşılaştırmanız yok.')).toBeVisible();
}

test('sections arrive in order under one progress line; the report ends whole, counted once, with its actions', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, 'Level_1');
  await signIn(page, user.email, { password: user.password });
  const form = page.getByRole('form', { name: 'Compare form' });
  await expect(form.getByText('5 of 5 comparisons left this month')).toBeVisible();
  await page.getByLabel('What do you want to compare?').fill(QUERY);
  await form.getByRole('button', { name: 'Compare', exact: true }).click();

  // The permalink at once, before any section: the items and the sections to come.
  await page.waitForURL(/\/app\/compare\/cmp_/);
  const report = page.getByRole('article');
  await expect(report.getByText('Kindle Paperwhite vs Kobo Clara 2E')).toBeVisible();
  const progress = page.getByRole('status').filter({ hasText: /sections$/ });
  await expect(progress).toHaveText(/^Writing .+ — \d+ of \d+ sections$/);
  // The summary comes first (its placeholder goes), while later sections still wait as placeholders.
  await expect(report.getByTestId('pending-summary')).toHaveCount(0, { timeout: 15_000 });
  await expect(report.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(report.getByText('To come').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(1);
  await expect(page.getByText('This is taking longer than usual.')).toHaveCount(0);
  // Arriving cards fade in; axe judges the colours they arrive at, not a frame of their entrance.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoA11yViolations(page);

  // Done: the last section, then no placeholder, no progress line, the report's own actions.
  await expect(report.getByRole('heading', { name: 'User poll' })).toBeVisible({ timeout: 60_000 });
  await expect(report.getByText('To come')).toHaveCount(0);
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.goto('/app/compare');
  await expect(form.getByText('4 of 5 comparisons left this month')).toBeVisible();
});

const LIVE_VERDICT = {
  en: {
    query: 'Garmin Forerunner 265 vs Apple Watch Series 9 for running',
    label: 'What do you want to compare?',
    submit: 'Compare',
    progress: /sections$/,
    poll: 'User poll',
  },
  tr: {
    query: 'Garmin Forerunner 265 mi Apple Watch Series 9 mu koşu için',
    label: 'Neyi karşılaştırmak istiyorsunuz?',
    submit: 'Karşılaştır',
    progress: /bölüm \d+ \/ \d+$/,
    poll: 'Kullanıcı anketi',
  },
} as const;

for (const language of ['en', 'tr'] as const)
  test(`(${language}) while the report is written the verdict card comes only with its verdict, and is the finished report's`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = LIVE_VERDICT[language];
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });
    await page.getByLabel(t.label).fill(t.query);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await page.waitForURL(/\/app\/compare\/cmp_/);
    const report = page.getByRole('article');
    const progress = page.getByRole('status').filter({ hasText: t.progress });
    // Before the scores and their verdict: the verdict's slot, no card.
    await expect(report.getByTestId('pending-verdict')).toBeVisible();
    await expect(report.getByTestId('verdict')).toHaveCount(0);
    // The card as it first appears, while the rest is still being written: the purpose's winner.
    const card = report.getByTestId('verdict');
    await expect(card).toBeVisible({ timeout: 30_000 });
    const read = async () => ({
      winner: await card.locator('.report-verdict__winner').textContent(),
      deciding: await card.locator('.report-verdict__deciding').textContent(),
    });
    const first = await read();
    await expect(progress).toBeVisible();
    expect(first.winner).toContain('Garmin Forerunner 265');
    await expect(report.getByTestId('pending-verdict')).toHaveCount(0);
    // Done: the finished report's verdict is the one the reader saw arrive.
    await expect(report.getByRole('heading', { name: t.poll })).toBeVisible({ timeout: 60_000 });
    await expect(progress).toHaveCount(0);
    expect(await read()).toEqual(first);
  });

test('a reload and a trip to the history keep the report going: the same page ends whole, one entry, counted once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, 'Level_1');
  await signIn(page, user.email, { password: user.password });
  await page.getByLabel('What do you want to compare?').fill(QUERY);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.waitForURL(/\/app\/compare\/cmp_/);
  const permalink = page.url();
  await expect(page.getByRole('article').getByTestId('pending-summary')).toHaveCount(0, { timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /sections$/ })).toBeVisible();
  // The history lists it as being written; opening it goes back to the live page.
  await page.goto('/app/compare_history');
  const entries = page.getByRole('list', { name: 'Your comparisons' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByText('Being written')).toBeVisible();
  await entries.first().getByRole('link').first().click();
  await expect(page).toHaveURL(permalink);
  // The same report ends whole on this page (its last section, then no placeholder left).
  await expect(page.getByRole('article').getByRole('heading', { name: 'User poll' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('article').getByText('To come')).toHaveCount(0);

  const mine = await request.get('/api/packages/me', { headers: { Authorization: `Bearer ${user.token}` } });
  expect((await mine.json()).data.remaining_compares).toBe(4);
});

test('Cancel stops the report: said in Turkish, nothing counted, Run again offered', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A report counts once its owner has received more than its first section. This user cancels
  // before that: after the page's first read of the report, its next reads wait until the cancel is
  // answered, so the writer's pace against a loaded machine's cannot hand it a second section first.
  let cancelAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (cancelAnswered = resolve));
  let firstRead = true;
  await page.route(/\/api\/comparisons\/cmp_[^/?]+(\?.*)?$/, async (route) => {
    if (route.request().method() === 'GET' && !firstRead) await answered;
    if (route.request().method() === 'GET') firstRead = false;
    await route.continue().catch(() => undefined);
  });
  const user = await compareAsNewTurkishUser(page, request, QUERY);
  const cancelled = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/cancel$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'İptal et' }).click({ timeout: 15_000 });
  await cancelled;
  cancelAnswered();
  await expect(page.getByText('Bu raporu iptal ettiniz. Kullanım hakkınızdan düşülmedi.')).toBeVisible();
  await expect(page.getByRole('status').getByRole('button', { name: 'Yeniden çalıştır' })).toBeVisible();
  await expectEndedUncounted(page, request, user.token);
});

test('nothing identified: no report and no charge; the message names what was not recognised and offers a close name', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await compareAsNewTurkishUser(page, request, 'Ifone 15 vs qwerty');
  const report = page.getByRole('article');
  await expect(report.getByText('"Ifone 15" ve "qwerty" tanınamadı', { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await expect(report.getByText('Şunu mu demek istediniz: iPhone 15?', { exact: false })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Yeniden çalıştır' })).toBeVisible();
  // No report to act on: nothing to read, export or share.
  await expect(report.getByRole('heading', { name: 'Özet', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Paylaş' })).toHaveCount(0);
  await expectEndedUncounted(page, request, user.token);
});

test('one identified item: a profile of it, no winner and no best-for; the unknown one is named', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await compareAsNewTurkishUser(page, request, 'Toyota Corolla mı Honda Jazz mı?');
  const report = page.getByRole('article');
  await expect(report.getByText('Yalnızca Toyota Corolla tanımlanabildi', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(report.getByTestId('unidentified-note')).toContainText('Honda Jazz');
  // Wait for the end (no section left to come), then: no verdict of one.
  await expect(page.getByRole('status').filter({ hasText: /bölüm \d+ \/ \d+$/ })).toHaveCount(0, { timeout: 60_000 });
  await expect(report.getByText('Sırada')).toHaveCount(0);
  await expect(report.getByTestId('verdict')).toHaveCount(0);
  await expect(report.getByRole('heading', { name: 'Kullanıcı anketi' })).toHaveCount(0);
  await expect(report.getByText('Genel kazanan')).toHaveCount(0);
});
