// A question typed the way people ask it: the items are found whole (no "karşılaştır" or "kredi
// kartı" inside a name), and the report says what it understood of the rest in the reader's
// language, in one line under the items. In both languages, as a new Free user, on three of the
// questions people asked: a bank's credit cards, an operator's home internet and a holiday.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const FORM = {
  tr: { query: 'Neyi karşılaştırmak istiyorsunuz?', submit: 'Karşılaştır', summary: 'Özet' },
  en: { query: 'What do you want to compare?', submit: 'Compare', summary: 'Summary' },
} as const;

const QUESTIONS = [
  {
    typed: 'Garanti BBVA mı Akbank mı kredi kartı',
    items: ['Garanti BBVA', 'Akbank'],
    line: {
      tr: 'Garanti BBVA ile Akbank karşılaştırılıyor — kredi kartları',
      en: 'Comparing Garanti BBVA and Akbank — credit cards',
    },
  },
  {
    typed: 'Türk Telekom vs Vodafone fiber internet',
    // Each operator's home internet, not its mobile line.
    items: ['Türk Telekom İnternet', 'Vodafone Net'],
    line: {
      tr: 'Türk Telekom ile Vodafone karşılaştırılıyor — ev interneti',
      en: 'Comparing Türk Telekom and Vodafone — home internet',
    },
  },
  {
    // A purpose typed in Turkish: named in the reader's language, as the one the report is judged for.
    typed: 'Antalya mı Bodrum mu tatil için',
    items: ['Antalya', 'Bodrum'],
    line: {
      tr: 'Antalya ile Bodrum karşılaştırılıyor — tatil için',
      en: 'Comparing Antalya and Bodrum — for a holiday',
    },
  },
] as const;

for (const language of ['tr', 'en'] as const)
  test(`(${language}) a question asked in words: both items identified, and the report says what it compares`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });
    const auth = { Authorization: `Bearer ${user.token}` };
    for (const question of QUESTIONS) {
      await page.goto('/app/compare');
      await page.getByLabel(FORM[language].query).fill(question.typed);
      await page.getByRole('button', { name: FORM[language].submit, exact: true }).click();
      await page.waitForURL(/\/app\/compare\/cmp_/);
      const report = page.getByRole('article');
      await expect(report.getByRole('heading', { name: FORM[language].summary, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect(report.getByText(question.line[language], { exact: true })).toBeVisible();
      await expect(report.getByText(question.items.join(' vs '), { exact: true })).toBeVisible();
      await expect(report.getByTestId('unidentified-note')).toHaveCount(0);
      const id = new URL(page.url()).pathname.split('/').pop();
      const written = (await (await request.get(`/api/comparisons/${id}`, { headers: auth })).json()).data;
      expect(written.result.items.map((item: { name: string }) => item.name)).toEqual(question.items);
      expect(written.result.unidentified_items ?? []).toEqual([]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expectNoA11yViolations(page);
    }
  });
