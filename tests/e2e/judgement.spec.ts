// A question with a purpose is judged for that purpose, from facts: the verdict names the facts
// that decide it with their values, in the reader's language. "For running" is won on battery and
// GPS, not on a watch's design score; "öğrenci için" on the cost of living and the universities,
// not on jobs; "yaşamak için" / "to live in" on the cost of living, work and getting around; "tatil için" compares Antalya as a destination beside Bodrum, not as a city to live in;
// the verdict card above the summary names the same winner. Both languages, as a new Free user.
import { test, expect, expectNoA11yViolations, freshUser, signIn } from './fixtures';

const FORM = {
  tr: { query: 'Neyi karşılaştırmak istiyorsunuz?', submit: 'Karşılaştır', summary: 'Özet' },
  en: { query: 'What do you want to compare?', submit: 'Compare', summary: 'Summary' },
} as const;

const QUESTIONS = {
  en: [
    {
      typed: 'Garmin Forerunner 265 vs Apple Watch Series 9 for running',
      verdict:
        'For running, Garmin Forerunner 265 is the pick: 13 days of battery against 18 hours and multi-band GPS against standard GPS.',
      not: /highest overall score|purpose you gave/,
      card: { label: 'Best for running', winner: 'Garmin Forerunner 265', not: 'Overall winner' },
      shot: 'running',
    },
    {
      typed: 'İzmir vs Eskişehir for students',
      verdict: /For students, Eskişehir is the pick: a cost of living .+ known as a student city/,
      not: /Eskişehir is the pick:[^.]*jobs/,
      card: { label: 'Best for students', winner: 'Eskişehir', not: 'Overall winner' },
      shot: 'students',
    },
    {
      // Antalya is also a city to live in; beside Bodrum, for a holiday, both are destinations.
      typed: 'Antalya or Bodrum for a holiday',
      verdict: 'For a holiday, Antalya is the pick: a longer best time to visit (May–October, against June–September).',
      not: /Cost of living|Overall, Bodrum|purpose you gave/,
      card: { label: 'Best for a holiday', winner: 'Antalya', not: 'Overall winner' },
      shot: 'holiday',
    },
    {
      typed: 'İzmir or Ankara to live in',
      verdict:
        'For a place to live, Ankara is the pick: a cost of living "cheaper than İstanbul and İzmir" against "rents among the highest in Türkiye".',
      not: /purpose you gave|Overall it is a tie/,
      card: { label: 'Best for a place to live', winner: 'Ankara', not: 'Overall winner' },
      shot: 'living',
    },
  ],
  tr: [
    {
      typed: 'Garmin Forerunner 265 vs Apple Watch Series 9 koşu için',
      verdict:
        'Koşu için tercih Garmin Forerunner 265: 18 saat yerine 13 gün pil ömrü ve standart GPS yerine çok bantlı GPS.',
      not: /Genel puanı en yüksek|Belirttiğiniz amaç/,
      card: { label: 'Koşu için en iyisi', winner: 'Garmin Forerunner 265', not: 'Genel kazanan' },
      shot: 'running',
    },
    {
      typed: 'İzmir mi Eskişehir mi öğrenci için',
      verdict: /Öğrenciler için tercih Eskişehir: yaşam maliyetinde .+ öğrenci şehri/,
      not: /Öğrenciler için tercih [^.]*\biş\b/,
      card: { label: 'Öğrenciler için en iyisi', winner: 'Eskişehir', not: 'Genel kazanan' },
      shot: 'students',
    },
    {
      typed: 'Antalya mı Bodrum mu tatil için',
      verdict: 'Tatil için tercih Antalya: daha uzun bir en iyi ziyaret dönemi (Haziran–Eylül yerine Mayıs–Ekim).',
      not: /Yaşam maliyeti|Genel puanda|Belirttiğiniz amaç/,
      card: { label: 'Tatil için en iyisi', winner: 'Antalya', not: 'Genel kazanan' },
      shot: 'holiday',
    },
    {
      typed: 'Antalya mı İzmir mi yaşamak için',
      verdict:
        'Yaşamak için tercih İzmir: iş olanaklarında "turizm, plajlar ve tarım" yerine "rahat sahil yaşamı, büyük liman ve ticaret" ve ulaşımda metro',
      not: /Belirttiğiniz amaç|Genel puanda/,
      card: { label: 'Yaşamak için en iyisi', winner: 'İzmir', not: 'Genel kazanan' },
      shot: 'living',
    },
  ],
} as const;

for (const language of ['tr', 'en'] as const)
  test(`(${language}) a purpose decides the verdict, which names its deciding facts with their values`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await freshUser(request, 'Level_1', { language });
    await signIn(page, user.email, { password: user.password });
    for (const question of QUESTIONS[language]) {
      await page.goto('/app/compare');
      await page.getByLabel(FORM[language].query).fill(question.typed);
      await page.getByRole('button', { name: FORM[language].submit, exact: true }).click();
      await page.waitForURL(/\/app\/compare\/cmp_/);
      const report = page.getByRole('article');
      await expect(report.getByRole('heading', { name: FORM[language].summary, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      // The verdict is said in the verdict card (and the purpose's best-for card), and once: the
      // summary goes on from it instead of saying it again.
      await expect(report.getByTestId('verdict').getByText(question.verdict)).toBeVisible();
      await expect(report.locator('.report__summary')).not.toContainText(question.verdict);
      await expect(report).not.toContainText(question.not);
      // The verdict card says what the summary says: the purpose's winner, not the highest overall score.
      const card = report.getByTestId('verdict');
      const winnerLine = card.getByText(question.card.label, { exact: true }).locator('..');
      await expect(winnerLine).toHaveText(`${question.card.label} ${question.card.winner}`);
      await expect(card).not.toContainText(question.card.not);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (process.env.SHOTS_DIR)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/${question.shot}-${language}-${width}.png`,
            fullPage: true,
          });
        }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoA11yViolations(page);
    }
  });
