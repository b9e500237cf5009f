import { test, expect, expectNoA11yViolations } from './fixtures';

// The landing page's live sample report: loaded only when its section nears the
// viewport, then the demo engine's verdict and one table, marked as demo data, in both languages.
test.describe('landing sample report', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The sample is iPhone 15 vs Galaxy S24, whose overall scores (8.3 and 8.5) are within the
  // scores' margin: the judgement calls it a tie, and the verdict says so.
  for (const { language, title, demo, winner, cta } of [
    {
      language: 'en',
      title: 'See what you get',
      demo: 'Demo data',
      winner: 'Tied for first place',
      cta: 'Run your own comparison free',
    },
    {
      language: 'tr',
      title: 'Neler alacağınızı görün',
      demo: 'Demo verisi',
      winner: 'Birinciliği paylaşanlar',
      cta: 'Kendi karşılaştırmanızı ücretsiz yapın',
    },
  ] as const) {
    test(`scrolled to, it shows the verdict and a table (${language})`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      // Every layout shift of the visit (the report arrives in a frame that holds its height).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/sample-comparison')
          calls.push(request.headers()['accept-language'] ?? '');
      });
      await page.goto('/');
      await expect(page.locator('#packages').getByRole('article')).toHaveCount(4);
      // Out of sight on a phone's first screen: not fetched yet.
      expect(calls).toEqual([]);

      const section = page.getByRole('region', { name: title });
      await section.scrollIntoViewIfNeeded();
      const report = section.getByRole('article', { name: 'iPhone 15 vs Samsung Galaxy S24' });
      await expect(report.getByTestId('verdict')).toContainText(winner);
      await expect(report.getByText(demo, { exact: true })).toBeVisible();
      await expect(report.getByRole('table')).toHaveCount(1);
      await expect(report.getByRole('table')).toBeVisible();
      await expect(report.getByRole('link', { name: cta })).toHaveAttribute('href', '/register');
      expect(calls).toEqual([language]);
      const cls = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(cls).toBeLessThanOrEqual(0.02);
      await expectNoA11yViolations(page);
    });
  }
});
