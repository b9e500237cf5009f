// Every figure of a demo report names its evidence: on the report page, in Turkish and English, at
// 1280 and 390 px, each figure (a table cell with a number, a rating, a price, a score, the item
// bar's overall scores, the verdict's reason, eco-friendly materials and the energy line) carries a
// source mark whose tooltip gives the source and its date, or says it is an estimate, and a section
// whose sentences quote a score or a price names their sources at its end; the mark opens its
// tooltip on keyboard focus and on hover; the Sources list and the day the report was written are
// on the page. Nothing is said of what users think or feel when no cited page records
// it; the sentiment analysis asked for says so in one line.
// Screenshots go to SHOTS_DIR when it is set.
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, signIn, freshUser } from './fixtures';
import { apiAs, reportDone } from './support/api-as';
import { CompareFeature } from '@shared/api/generated/model';

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const TEXT = {
  en: {
    showAll: 'Show all',
    sources: 'Sources',
    written: /Report written on/,
    scoresTable: 'Show the scores as a table',
    feedback: 'User feedback summary',
    sentiment: /Overall sentiment|Very positive|Users praise|Some users are critical/,
    sentimentSection: 'Sentiment analysis',
    noReviews: 'No sourced user reviews for these items yet.',
    emotions: /admiration|excitement|frustration|disappointment|impatience|worry about the price/,
  },
  tr: {
    showAll: 'Tümünü göster',
    sources: 'Kaynaklar',
    written: /tarihinde yazıldı/,
    scoresTable: 'Puanları tablo olarak göster',
    feedback: 'Kullanıcı geri bildirimi özeti',
    sentiment: /Genel duygu|Çok olumlu|kullanıcılardan övgü|konusunda eleştiriler var/,
    sentimentSection: 'Duygu analizi',
    noReviews: 'Bu ürünler için kaynaklı kullanıcı yorumu henüz yok.',
    emotions: /beğeni\b|heyecan|hayal kırıklığı|bıkkınlık|sabırsızlık|fiyat kaygısı/,
  },
};

/** The figures on the page without a mark that names a dated source or says "estimate". */
function unsourcedFigures(page: Page) {
  return page.evaluate(() => {
    const figures = [
      ...document.querySelectorAll('.report table td'),
      ...document.querySelectorAll('.report .report-facts__number'),
      ...document.querySelectorAll('.report .report-verdict__score'),
      ...document.querySelectorAll('.report .report-itembar .scores-chart__score'),
      ...document.querySelectorAll('.report [data-field="current_price"] dd'),
      ...document.querySelectorAll('.report [data-field="recyclability_score"] dd'),
      ...document.querySelectorAll('.report [data-field="overall_sentiment_score"] dd'),
      ...document.querySelectorAll('.report .report-verdict__deciding'),
    ].filter((cell) => /\d/.test(cell.textContent ?? ''));
    // Facts said in words ("Eco-friendly materials: Yes", the energy line) need a source as much as figures.
    const stated = [
      ...document.querySelectorAll('.report [data-field="eco_friendly_materials"] dd'),
      ...document.querySelectorAll('.report [data-field="energy_consumption"] dd'),
    ];
    figures.push(...stated);
    const missing = figures.filter((cell) => {
      const mark = cell.querySelector('.fact-ref');
      if (!mark) return true;
      const estimate = mark.querySelector('.fact-ref__estimate') !== null;
      const dated = /\b20\d\d\b/.test(mark.querySelector('[role="tooltip"]')?.textContent ?? '');
      return !estimate && !dated;
    });
    return { count: figures.length, missing: missing.map((cell) => cell.textContent) };
  });
}

/**
 * The sections whose sentences quote a score or a price with no line at their end naming the
 * sources of those figures (a figure with its own mark beside it is not counted).
 */
function unsourcedProse(page: Page) {
  return page.evaluate(() => {
    const quoting = [...document.querySelectorAll('.report .report-section')].filter((section) => {
      const words = section.cloneNode(true) as HTMLElement;
      const marked = 'table, .report-quoted, dd:has(.fact-ref), :has(> .fact-ref), .scores-chart';
      for (const element of words.querySelectorAll(marked)) element.remove();
      return /\d\/10\b|\d\s?(TRY|TL)\b/.test(words.textContent ?? '');
    });
    return {
      count: quoting.length,
      missing: quoting
        .filter((section) => !section.querySelector('.report-quoted .fact-ref'))
        .map((section) => section.querySelector('h3')?.textContent ?? section.className),
    };
  });
}

for (const language of ['tr', 'en'] as const)
  for (const [size, viewport] of Object.entries(VIEWPORTS))
    test(`every figure of a demo report shows its source and date or says it is an estimate (${language}, ${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[language];
      const user = await freshUser(request, 'Level_4', { language });
      const created = await apiAs<{ data: { id: string } }>(request, user, 'POST', '/api/comparisons', {
        query: 'iPhone 15 vs Samsung Galaxy S24',
        features: Object.values(CompareFeature),
        isDetailed: true,
      });
      expect(created.status).toBe(202);
      await reportDone(request, user, created.body.data.id);
      await page.setViewportSize(viewport);
      await signIn(page, user.email, { password: user.password });
      await page.goto(`/app/compare/${created.body.data.id}`);
      const report = page.getByRole('article');
      await expect(report.getByTestId('verdict')).toBeVisible({ timeout: 15_000 });
      if (size === 'phone') await report.getByRole('button', { name: text.showAll }).click();
      await report.getByRole('button', { name: text.scoresTable }).click();

      // Every figure: a mark with a dated source, or an estimate said in words; no rating is invented.
      const { count, missing } = await unsourcedFigures(page);
      expect(count, 'figures found on the page').toBeGreaterThan(20);
      expect(missing).toEqual([]);
      await expect(report.getByTestId('items-grid').locator('.report-facts__number')).toHaveCount(0);
      await expect(report.locator('.fact-ref__estimate').first()).toBeVisible();
      // Sentences that quote a score or a price (the summary, the differences, the recommendations'
      // reasons, the pros and cons) name those figures' sources at the end of their section.
      const prose = await unsourcedProse(page);
      expect(prose.count, 'sections whose sentences quote scores or prices').toBeGreaterThan(3);
      expect(prose.missing).toEqual([]);

      // No store's rating is cited for these items: no user feedback section, heading or sentiment at all.
      await expect(report.getByRole('heading', { name: text.feedback })).toHaveCount(0);
      await expect(report.getByText(text.sentiment)).toHaveCount(0);
      // Sentiment was asked for and no page of users' reviews is cited: one line says so, and no
      // emotion is read off the editors' scores.
      const sentiment = report.getByRole('region', { name: text.sentimentSection });
      await expect(sentiment).toContainText(text.noReviews);
      await expect(report.getByTestId('analysis-grid-sentiment')).toHaveCount(0);
      await expect(report.getByText(text.emotions)).toHaveCount(0);

      // A mark names its source on keyboard focus, and on hover.
      const marks = report.locator('.fact-ref');
      const first = marks.first();
      await first.getByRole('button').focus();
      await expect(first.getByRole('tooltip')).toBeVisible();
      await expect(first.getByRole('tooltip')).toContainText(/20\d\d/);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/tooltip-${language}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(first.getByRole('tooltip')).toBeHidden();
      const another = marks.nth(3);
      await another.scrollIntoViewIfNeeded();
      await another.getByRole('button').hover();
      await expect(another.getByRole('tooltip')).toBeVisible();

      // The Sources list, each with its date, and the day the report was written.
      const sources = report.getByRole('region', { name: text.sources });
      await expect(sources).toBeVisible();
      for (const entry of await sources.getByRole('listitem').all()) await expect(entry).toContainText(/20\d\d/);
      await expect(report.getByTestId('written-on')).toContainText(text.written);
      await page.mouse.move(0, 0);
      await expectNoA11yViolations(page);

      // In print: the marks, the Sources list, the demo caveat and the dates stay; tooltips do not.
      await page.emulateMedia({ media: 'print' });
      await expect(sources).toBeVisible();
      await expect(report.getByTestId('demo-note')).toBeVisible();
      await expect(report.getByTestId('written-on')).toBeVisible();
      await expect(first.getByRole('button')).toBeVisible();
      await expect(report.getByRole('heading', { name: text.feedback })).toHaveCount(0);
      await first.getByRole('button').focus();
      await expect(first.getByRole('tooltip')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await page.mouse.move(0, 0);
      if (process.env.SHOTS_DIR) {
        // Sections off screen are laid out lazily: scroll through once so the full page shows them.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600)
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/report-${language}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    });
