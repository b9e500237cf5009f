// A query that identifies only one of its items gets that item's profile, and it is not counted:
// a new Free user with 5 comparisons left still has 5 once the profile is written, the counter on
// the page says so, and the note under the profile says why. In tr and en, at 1280 and 390 px.
// The home page's FAQ says the same before anyone signs up.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

// One item the catalogue knows beside one it does not (and that is no misspelling of any of its
// names): the report can only profile the known one.
const QUERY = 'TurkNet vs Kablonet fiber internet';

const cases = [
  {
    language: 'tr',
    width: 1280,
    query: 'Neyi karşılaştırmak istiyorsunuz?',
    submit: 'Karşılaştır',
    unidentified: 'Tanımlanamadı: Kablonet',
    notCounted:
      'Yazdığınız öğelerden en az ikisini tanımlayamadığı için bu bir karşılaştırma sayılmaz; kullanım hakkınızdan düşülmedi.',
    summary: 'Özet',
    left: 'Bu ay 5 karşılaştırma hakkınızdan 5 tanesi kaldı',
    faqQuestion: 'Kıyasla ücretsiz mi?',
    faqAnswer: 'yazdığınız öğelerden en az ikisini tanımlayamayan bir karşılaştırma kullanım hakkınızdan düşülmez',
  },
  {
    language: 'en',
    width: 390,
    query: 'What do you want to compare?',
    submit: 'Compare',
    unidentified: 'Could not identify Kablonet',
    notCounted: 'It identifies fewer than two of the items you typed, so it is not a comparison and was not counted.',
    summary: 'Summary',
    left: '5 of 5 comparisons left this month',
    faqQuestion: 'Is Kıyasla free to use?',
    faqAnswer: 'one that identifies fewer than two of the items you typed cost nothing',
  },
] as const;

for (const c of cases) {
  test.describe(`${c.language} at ${c.width} px`, () => {
    test.use({ viewport: { width: c.width, height: 900 } });

    test(`a one-item profile is written and not counted (${c.language}, ${c.width} px)`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const user = await freshUser(request, 'Level_1', { language: c.language });
      await signIn(page, user.email, { password: user.password });
      await expect(page.getByText(c.left)).toBeVisible();
      await page.getByLabel(c.query).fill(QUERY);
      await page.getByRole('button', { name: c.submit, exact: true }).click();
      await page.waitForURL(/\/app\/compare\/cmp_/);
      const report = page.getByRole('article');
      await expect(report.getByRole('heading', { name: c.summary, exact: true })).toBeVisible({ timeout: 15_000 });
      const note = report.getByTestId('unidentified-note');
      await expect(note).toContainText(c.unidentified);
      await expect(note).toContainText(c.notCounted);

      const id = new URL(page.url()).pathname.split('/').pop();
      const auth = { Authorization: `Bearer ${user.token}` };
      const written = (await (await request.get(`/api/comparisons/${id}`, { headers: auth })).json()).data;
      expect(written.status).toBe('done');
      expect(written.result.items).toHaveLength(1);
      const mine = (await (await request.get('/api/packages/me', { headers: auth })).json()).data;
      expect(mine.remaining_compares).toBe(5);
      // The page's own counter, read again after the report was written, did not go down either.
      await page.reload();
      await expect(report.getByRole('heading', { name: c.summary, exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(c.left)).toBeVisible();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expectNoA11yViolations(page);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/h40/one-item-not-counted-${c.language}-${c.width}.png` });
    });
  });
}

for (const c of cases) {
  test.describe(`${c.language} FAQ`, () => {
    test.use({ locale: c.language === 'tr' ? 'tr-TR' : 'en-US' });

    test(`the FAQ says a report of fewer than two identified items costs nothing (${c.language})`, async ({ page }) => {
      await page.goto('/#faq');
      const faq = page.locator('#faq');
      await faq.getByRole('button', { name: c.faqQuestion }).click();
      await expect(faq.getByText(c.faqAnswer, { exact: false })).toBeVisible();
    });
  });
}
