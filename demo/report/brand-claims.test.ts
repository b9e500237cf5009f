// What a maker says it does for the environment is the catalogue's data (catalogue/brands.yaml),
// and a report that repeats it names where it was said, and as of when.
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
import { splitComparisonItems } from '@shared/compare-items';
import { brokenRules } from './report-rules';
import { writtenComparison } from './test-support';

const written = (query: string, language: Language) =>
  writtenComparison(query, splitComparisonItems(query), language, ['sustainability']);

describe("a brand's sustainability claim", () => {
  for (const language of ['en', 'tr'] as const) {
    it(`names its source, with the source's date (${language})`, () => {
      const comparison = written('iPhone 15 vs Samsung Galaxy S24', language);
      const { sustainability_analysis: entries = [], sources = [] } = comparison.result;
      const claimed = entries.filter((entry) => entry.company_sustainability_efforts);
      expect(claimed.map((entry) => entry.item_name)).toEqual(['iPhone 15', 'Samsung Galaxy S24']);
      for (const entry of claimed) {
        const source = sources.find((s) => s.id === entry.company_sustainability_efforts_source_ref);
        expect(source, `${entry.item_name}'s claim`).toBeDefined();
        expect(source!.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const apple = sources.find((s) => s.id === claimed[0].company_sustainability_efforts_source_ref);
      expect(apple).toMatchObject({ kind: 'specification', url: 'https://www.apple.com/environment/' });
      expect(brokenRules(comparison, 2)).toEqual([]);
    });
  }

  it('is not written for a brand the catalogue records no claim of', () => {
    const { sustainability_analysis: entries = [] } = written('Arçelik bulaşık makinesi vs Bosch', 'en').result;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.company_sustainability_efforts === undefined)).toBe(true);
  });
});
