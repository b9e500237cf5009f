// How users feel about an item is in their reviews: a sentiment entry is written only where a
// listed page of users' reviews backs it, never from the editors' scores, rating, pros or cons.
// The catalogue cites no such page, so a demo report asked for sentiment has no sentiment section.
import { describe, expect, it } from 'vitest';
import type { ComparisonResult, FactSource, Language } from '@shared/api/generated/model';
import { splitComparisonItems } from '@shared/compare-items';
import { brokenRules } from './report-rules';
import { writtenComparison } from './test-support';

const LANGUAGES = ['en', 'tr'] as const;
const written = (query: string, language: Language) => writtenComparison(query, splitComparisonItems(query), language);

/** The emotions the writer used to read off the scores, in both languages. */
const EMOTIONS =
  /admiration|excitement|frustration|disappointment|impatience|worry about the price|satisfaction with|beğeni|heyecan|hayal kırıklığı|bıkkınlık|sabırsızlık|fiyat kaygısı|memnuniyet|hayranlık|merak|yorgunluk|sıkılma|"trust"|"güven"|"joy"|"keyif"/;

const QUERIES = [
  'iPhone 15 vs Samsung Galaxy S24',
  'PlayStation 5 vs Xbox Series X',
  'Beko çamaşır makinesi vs Arçelik çamaşır makinesi',
  'İstanbul vs Cappadocia',
  'iPhone 15',
];

describe('a demo report asked for sentiment', () => {
  for (const language of LANGUAGES)
    it.each(QUERIES)(`%s: no sentiment section and no emotion read off a score (${language})`, (query) => {
      const comparison = written(query, language);
      expect(comparison.features).toContain('sentiment');
      expect(comparison.result.sentiment_analysis).toBeUndefined();
      expect(JSON.stringify(comparison.result)).not.toMatch(EMOTIONS);
      expect(brokenRules(comparison, comparison.result.comparison_scores?.length ?? 0)).toEqual([]);
    });
});

describe('the rule: emotions and user phrases name a page of reviews', () => {
  const REVIEWS: FactSource = {
    id: 'store-reviews',
    kind: 'rating',
    title: 'Hepsiburada product reviews',
    url: 'https://www.hepsiburada.com/',
    as_of: '2025-09-01',
  };
  const withSentiment = (language: Language, entry: Record<string, unknown>, sources: FactSource[] = []) => {
    const comparison = written('iPhone 15 vs Samsung Galaxy S24', language);
    const result = comparison.result as ComparisonResult;
    return {
      ...comparison,
      result: { ...result, sentiment_analysis: [entry as never], sources: [...(result.sources ?? []), ...sources] },
    };
  };
  const sentimentRules = (comparison: ReturnType<typeof withSentiment>) =>
    brokenRules(comparison, 2).filter((rule) => /sentiment|store-reviews/.test(rule));
  const scoresSource = (language: Language) =>
    written('iPhone 15 vs Samsung Galaxy S24', language).result.comparison_scores![0].source_ref;
  const emotion = (language: Language) => (language === 'tr' ? 'beğeni' : 'admiration');

  for (const language of LANGUAGES) {
    it(`emotions without a source break it (${language})`, () => {
      const comparison = withSentiment(language, {
        item_name: 'iPhone 15',
        top_positive_emotions: [emotion(language)],
      });
      expect(sentimentRules(comparison)).toEqual(["iPhone 15's sentiment has no source"]);
    });

    it(`user phrases without a source break it (${language})`, () => {
      const phrase = language === 'tr' ? 'nihayet USB-C' : 'finally USB-C';
      const comparison = withSentiment(language, { item_name: 'iPhone 15', common_user_phrases: [phrase] });
      expect(sentimentRules(comparison)).toEqual(["iPhone 15's sentiment has no source"]);
    });

    it(`emotions resting on the editors' estimate break it (${language})`, () => {
      const comparison = withSentiment(language, {
        item_name: 'iPhone 15',
        top_negative_emotions: [language === 'tr' ? 'hayal kırıklığı' : 'disappointment'],
        source_ref: scoresSource(language),
      });
      expect(sentimentRules(comparison)).toEqual(["iPhone 15's sentiment is sourced as estimate, not rating"]);
    });

    it(`emotions from a listed page of users' reviews keep it (${language})`, () => {
      const comparison = withSentiment(
        language,
        { item_name: 'iPhone 15', top_positive_emotions: [emotion(language)], source_ref: REVIEWS.id },
        [REVIEWS],
      );
      expect(brokenRules(comparison, 2)).toEqual([]);
    });
  }
});
