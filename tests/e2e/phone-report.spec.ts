// Phone reports: no word broken inside a table header, a two-item table fits 390 px
// with no sideways scroll, and a long report is read folded (each section its headline and a
// Show button, a sticky section index) instead of a 27,000 px page. The heights are measured
// as document.documentElement.scrollHeight once every section has been laid out.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, signIn, freshUser, type FreshUser } from './fixtures';
import { apiAs, reportDone } from './support/api-as';
import { CompareFeature } from '@shared/api/generated/model';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Every analysis the compare form offers (the contract's list). */
const ALL_FEATURES = Object.values(CompareFeature);
const SIX = 'iPhone 15 vs Samsung Galaxy S24 vs Google Pixel 8 vs Xiaomi 14 vs OnePlus 12 vs Nothing Phone (2)';
const TWO = 'iPhone 15 vs Samsung Galaxy S24';

const TEXT = {
  en: {
    showAll: 'Show all',
    show: 'Show',
    hide: 'Hide',
    index: 'Jump to a section',
    scores: 'Scores',
    scoresTable: 'Show the scores as a table',
    differences: 'Differences',
  },
  tr: {
    showAll: 'Tümünü göster',
    show: 'Göster',
    hide: 'Gizle',
    index: 'Bir bölüme git',
    scores: 'Puanlar',
    scoresTable: 'Puanları tablo olarak göster',
    differences: 'Farklar',
  },
};

async function detailedReport(request: Parameters<typeof apiAs>[0], user: FreshUser, query: string): Promise<string> {
  const created = await apiAs<{ data: { id: string } }>(request, user, 'POST', '/api/comparisons', {
    query,
    features: ALL_FEATURES,
    isDetailed: true,
  });
  expect(created.status).toBe(202);
  await reportDone(request, user, created.body.data.id);
  return created.body.data.id;
}

/** The page's height once every section has been laid out (sections off screen are laid out lazily). */
async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let last = 0;
    for (let round = 0; round < 5; round++) {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      }
      const height = document.documentElement.scrollHeight;
      if (height === last) break;
      last = height;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return document.documentElement.scrollHeight;
  });
}

/** Words of the report's table headers that run over two lines (a word cut without a hyphen rule). */
async function brokenHeaderWords(report: Locator): Promise<string[]> {
  return report.evaluate((article) => {
    const broken: string[] = [];
    for (const header of article.querySelectorAll('th')) {
      if (!header.getClientRects().length) continue;
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s/–-]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`${match[0]} (in "${header.textContent}")`);
        }
      }
    }
    return broken;
  });
}

/** Every table of the report that scrolls sideways, by its name. */
async function scrollingTables(report: Locator): Promise<string[]> {
  return report.evaluate((article) =>
    [...article.querySelectorAll('.table-scroll')]
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('aria-label') ?? ''),
  );
}

for (const language of ['en', 'tr'] as const) {
  test(`a phone reads a long report folded, with a sticky index; headers whole, two items fit (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[language];
    const user = await freshUser(request, 'Level_4', { language });
    const six = await detailedReport(request, user, SIX);
    const two = await detailedReport(request, user, TWO);
    await page.setViewportSize(PHONE);
    await signIn(page, user.email, { password: user.password });

    // Six items: every section after the summary is its headline and a Show button.
    await page.goto(`/app/compare/${six}`);
    const report = page.getByRole('article');
    await expect(report.getByTestId('verdict')).toBeVisible();
    const toggles = report.getByRole('button', { name: new RegExp(`^${text.show}: `) });
    await expect(toggles.first()).toBeVisible();
    expect(await toggles.count()).toBeGreaterThanOrEqual(10);
    for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const folded = await pageHeight(page);
    test
      .info()
      .annotations.push({ type: 'height', description: `six items, ${language}, 390 px, folded: ${folded} px` });
    expect(folded, 'the folded six-item report').toBeLessThan(6000);
    await expectNoA11yViolations(page);

    // The index stays in view under the header while the reader scrolls, and opens what it jumps to.
    const index = report.getByRole('navigation', { name: text.index });
    // Well past where the index starts (the notes above it are longer in some languages than others).
    await page.mouse.wheel(0, (await index.boundingBox())!.y + 1500);
    await expect(index).toBeInViewport();
    await index.getByRole('link', { name: text.scores, exact: true }).click();
    const scoresHeading = report.getByRole('heading', { name: text.scores, exact: true });
    await expect(scoresHeading).toBeFocused();
    await expect(scoresHeading).toBeInViewport();
    await expect(report.getByRole('button', { name: `${text.hide}: ${text.scores}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(report.getByRole('img').first()).toBeVisible();
    const indexBox = await index.boundingBox();
    const headingBox = await scoresHeading.boundingBox();
    expect(headingBox!.y, 'the heading lands below the sticky index').toBeGreaterThanOrEqual(
      indexBox!.y + indexBox!.height - 1,
    );

    // By keyboard: a section's Show button opens it and folds it again, focus staying on it.
    const differences = report.getByRole('button', { name: `${text.show}: ${text.differences}` });
    await differences.focus();
    await page.keyboard.press('Enter');
    const opened = report.getByRole('button', { name: `${text.hide}: ${text.differences}` });
    await expect(opened).toBeFocused();
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${(await opened.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(report.getByRole('button', { name: `${text.show}: ${text.differences}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Everything open: the whole report, no header word cut; six items scroll sideways (with the hint).
    await report.getByRole('button', { name: text.showAll }).click();
    await report.getByRole('button', { name: text.scoresTable }).click();
    const open = await pageHeight(page);
    test
      .info()
      .annotations.push({ type: 'height', description: `six items, ${language}, 390 px, all open: ${open} px` });
    expect(await brokenHeaderWords(report)).toEqual([]);
    await expectNoA11yViolations(page);

    // Two items: every table fits the phone, no header word cut.
    await page.goto(`/app/compare/${two}`);
    await expect(report.getByTestId('verdict')).toBeVisible();
    await report.getByRole('button', { name: text.showAll }).click();
    await report.getByRole('button', { name: text.scoresTable }).click();
    await pageHeight(page);
    expect(await scrollingTables(report)).toEqual([]);
    expect(await brokenHeaderWords(report)).toEqual([]);
    await expectNoA11yViolations(page);

    // At 1280 px nothing is folded and the index is not sticky.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/app/compare/${six}`);
    await expect(report.getByTestId('verdict')).toBeVisible();
    await expect(report.getByRole('button', { name: new RegExp(`^${text.show}: `) })).toHaveCount(0);
    await expect(report.getByRole('heading', { name: text.differences, exact: true })).toBeVisible();
    await expect(index).toHaveCSS('position', 'static');
    expect(await brokenHeaderWords(report)).toEqual([]);
  });
}
