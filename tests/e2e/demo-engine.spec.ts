// The demo engine as a reader meets it: three reports from different categories and the
// assistant, in English and in Turkish. Content sanity only: the report's own demo note belongs to
// the report screen; the chat's demo note is checked here.
import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';
import type { Page } from '@playwright/test';

interface Texts {
  query: RegExp;
  compare: string;
  price: string;
  design: string;
  detailed: string;
  reportHeading: string;
  verdict: RegExp;
  notApplicable: RegExp;
  designSection: string;
  free: RegExp;
  money: RegExp;
  chatQuestion: string;
  chatAnswer: RegExp;
  demoNote: RegExp;
}

const TEXTS: Record<'en' | 'tr', Texts> = {
  en: {
    query: /What do you want to compare/,
    compare: 'Compare',
    price: 'Price',
    design: 'Design',
    detailed: 'Detailed',
    reportHeading: 'Comparison report',
    verdict: /comes out ahead overall with \d\.\d\/10|tie/,
    notApplicable: /Not applicable/,
    designSection: 'Design analysis',
    free: /free to use/,
    money: /(\d{1,3}(?:,\d{3})+) TRY/,
    chatQuestion: 'Which is cheaper, iPhone 15 or Samsung Galaxy S24?',
    chatAnswer:
      /In your iPhone 15 vs Samsung Galaxy S24 comparison, Samsung Galaxy S24 is the cheapest at about 42,000 TRY/,
    demoNote: /Demo data\. These answers come from the built-in demo engine/,
  },
  tr: {
    query: /Neyi karşılaştırmak/,
    compare: 'Karşılaştır',
    price: 'Fiyat',
    design: 'Tasarım',
    detailed: 'Detaylı',
    reportHeading: 'Karşılaştırma raporu',
    verdict: /Genel puanda .+ önde:|berabere/,
    notApplicable: /Uygulanamaz/,
    designSection: 'Tasarım analizi',
    free: /ücretsiz kullanılabiliyor/,
    money: /(\d{1,3}(?:\.\d{3})+) TL/,
    chatQuestion: 'iPhone 15 mi Samsung Galaxy S24 mü daha ucuz?',
    chatAnswer:
      /iPhone 15 vs Samsung Galaxy S24 karşılaştırmanızda en uygun fiyatlı olan Samsung Galaxy S24: yaklaşık 42\.000 TL/,
    demoNote: /Demo verisi\. Bu yanıtlar canlı bir yapay zekâ modelinden değil/,
  },
};

async function runReport(page: Page, t: Texts, query: string) {
  await page.goto('/app/compare');
  await page.getByLabel(t.query).fill(query);
  await page.getByRole('checkbox', { name: t.price, exact: true }).check();
  await page.getByRole('checkbox', { name: t.design, exact: true }).check();
  await page.getByRole('radio', { name: t.detailed }).check();
  await page.getByRole('button', { name: t.compare, exact: true }).click();
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { name: t.reportHeading })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/app\/compare\/[^/?]+$/);
  return { report, summary: ((await report.locator('.report__summary').textContent()) ?? '').replace(/\s+/g, ' ') };
}

for (const language of ['en', 'tr'] as const) {
  test(`demo engine in ${language}: a phone, a streaming and a database report, then the assistant about them`, async ({
    page,
    request,
  }) => {
    // Three full reports and a chat answer: longer than one screen's journey.
    test.setTimeout(120_000);
    const t = TEXTS[language];
    // A Premium user of its own: the assistant answers from this user's comparisons, which no other
    // journey may add to; the language switch stays on this account too.
    const user = await freshUser(request, 'Level_4');
    await signIn(page, user.email, { password: user.password });
    if (language === 'tr') {
      await page.goto('/app/settings');
      await page.getByLabel('Language', { exact: true }).selectOption('tr');
      await page.getByRole('button', { name: 'Save language' }).click();
      await expect(page.getByText('Dil kaydedildi.')).toBeVisible();
    }

    // Phones: both named, a verdict with its scores, prices a phone would cost, distinct.
    const phones = await runReport(page, t, 'iPhone 15 vs Samsung Galaxy S24');
    expect(phones.summary).toContain('iPhone 15');
    expect(phones.summary).toContain('Samsung Galaxy S24');
    // The verdict is said in its card; the summary goes on from it.
    await expect(phones.report.getByTestId('verdict').locator('.report-verdict__deciding')).toHaveText(t.verdict);
    expect(phones.summary).not.toMatch(t.verdict);
    const prices = [...phones.summary.matchAll(new RegExp(t.money, 'g'))].map((m) => Number(m[1].replace(/[.,]/g, '')));
    expect(prices).toHaveLength(2);
    for (const price of prices) expect(price).toBeGreaterThan(5_000);
    expect(prices[0]).not.toBe(prices[1]);
    await expect(phones.report.getByText(t.notApplicable)).toHaveCount(0);
    await expect(phones.report.getByRole('region', { name: t.designSection })).toBeVisible();

    // Streaming: no physical attributes, so no design section at all (left out, never "not
    // applicable"); monthly prices in the hundreds, not a phone's.
    const streaming = await runReport(page, t, 'Netflix vs Disney+');
    await expect(streaming.report.getByRole('region', { name: t.designSection })).toHaveCount(0);
    await expect(streaming.report.getByText(t.notApplicable)).toHaveCount(0);
    const monthly = [
      ...streaming.summary.matchAll(language === 'en' ? /(\d+\.\d\d) TRY a month/g : /aylık (\d+,\d\d) TL/g),
    ].map((m) => Number(m[1].replace(',', '.')));
    expect(monthly).toHaveLength(2);
    for (const price of monthly) expect(price).toBeLessThan(1_000);

    // Databases: free software, no price claims.
    const databases = await runReport(page, t, 'PostgreSQL vs MySQL');
    expect(databases.summary).toMatch(t.free);
    expect(databases.summary).not.toMatch(t.money);
    // (The report screen's own accessibility is checked by its journeys; here, the chat's.)

    // The assistant answers from the comparison just run, by its items' names, and says it is demo data.
    await page.goto('/app/chat');
    await expect(page.getByRole('note')).toHaveCount(0);
    const input = page.getByLabel(language === 'en' ? 'Your message' : 'Mesajınız');
    await input.fill(t.chatQuestion);
    await input.press('Enter');
    const answer = page.getByRole('log').locator('.chat-message--ai').last();
    await expect(answer).toContainText(t.chatAnswer);
    await expect(answer.getByRole('link').last()).toHaveAttribute('href', /^\/app\/compare\/[^/]+$/);
    await expect(page.getByRole('note')).toHaveText(t.demoNote);
    await expectNoA11yViolations(page);
  });
}
