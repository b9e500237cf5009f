// A fresh installation's home page claims no number its database does not hold: the counts it
// shows are the database's (read here from the same server), and no popular comparison shows a vote
// nobody cast. On the spec's own server (fresh, in memory, seeded): the shared one has the other
// journeys' accounts and votes. Port: E2E_PORT + 8.
import { test, expect, expectNoA11yViolations } from './fixtures';
import { onOwnServer } from './support/own-server';

onOwnServer({ port: Number(process.env.E2E_PORT ?? 4173) + 8 });

const cases = [
  { language: 'en', locale: 'en-US', width: 1280, noVotes: 'No votes yet', stats: /^So far on Kıyasla: / },
  { language: 'tr', locale: 'tr-TR', width: 390, noVotes: 'Henüz oy yok', stats: /^Kıyasla'da bugüne kadar: / },
  { language: 'en', locale: 'en-US', width: 390, noVotes: 'No votes yet', stats: /^So far on Kıyasla: / },
  { language: 'tr', locale: 'tr-TR', width: 1280, noVotes: 'Henüz oy yok', stats: /^Kıyasla'da bugüne kadar: / },
] as const;

for (const { language, locale, width, noVotes, stats } of cases) {
  test.describe(`${language} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 900 } });

    test(`the numbers on the home page are the database's (${language}, ${width} px)`, async ({ page, request }) => {
      const counts = (
        (await (await request.get('/api/stats')).json()) as {
          data: { accounts: number; comparisons: number; votes: number };
        }
      ).data;
      expect(counts.votes).toBe(0);
      await page.goto('/');
      const format = new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US');
      // The hero claims no number at all.
      await expect(page.locator('#main-content .landing-hero__proof')).not.toHaveText(/\d/);
      // The counts are read when they near the viewport, and they are the database's.
      const proof = page.locator('.landing-counts');
      await proof.scrollIntoViewIfNeeded();
      await expect(proof).toHaveText(stats);
      const shown = (await proof.textContent()) ?? '';
      expect(shown).toContain(format.format(counts.accounts));
      expect(shown).toContain(format.format(counts.comparisons));
      const numbers = shown.match(/\d[\d.,]*/g) ?? [];
      expect(numbers.sort()).toEqual(
        [counts.accounts, counts.comparisons, counts.votes].map((n) => format.format(n)).sort(),
      );
      await proof.screenshot({ path: `/work/shots/h40/landing-counts-${language}-${width}.png` });

      const popular = page.locator('#compare');
      await popular.scrollIntoViewIfNeeded();
      await expect(popular.getByText(noVotes).first()).toBeVisible();
      // Not one vote count in the section: a fresh database holds none.
      await expect(popular.locator('.landing-popular__votes')).toHaveText(Array(6).fill(noVotes));
      await expect(page.getByText(/12[.,]000|85[.,]000|2[.,]530/)).toHaveCount(0);
      await expectNoA11yViolations(page);
      await page.locator('#hero').screenshot({ path: `/work/shots/h40/landing-hero-${language}-${width}.png` });
      await popular.screenshot({ path: `/work/shots/h40/landing-popular-${language}-${width}.png` });
    });
  });
}
