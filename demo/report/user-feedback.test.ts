// What users think of an item is written only from a page that records it (a store's rating):
// never from the editors' rating, scores, pro or con. Without such a page the section is left out.
import { afterEach, describe, expect, it } from 'vitest';
import type { ComparisonResult, Language } from '@shared/api/generated/model';
import { splitComparisonItems } from '@shared/compare-items';
import { byName } from '../catalogue';
import type { CatalogueEntry, SourcedFact } from '../types';
import { brokenRules } from './report-rules';
import { writtenComparison } from './test-support';

const LANGUAGES = ['en', 'tr'] as const;
const written = (query: string, language: Language) => writtenComparison(query, splitComparisonItems(query), language);

/** What only a reading of users' reviews could say, in either language. */
const USER_CLAIMS =
  /Very positive|Çok olumlu|Users praise|Some users are critical|kullanıcılardan övgü|konusunda eleştiriler var/;

describe('user feedback without a source', () => {
  for (const language of LANGUAGES) {
    it(`a comparison of catalogue items has no user feedback section and no sentiment (${language})`, () => {
      const result = written('iPhone 15 vs Samsung Galaxy S24', language).result;
      expect(result.user_feedback_summary).toBeUndefined();
      expect(JSON.stringify(result)).not.toMatch(USER_CLAIMS);
    });

    it(`a one-item profile says nothing about what users feel (${language})`, () => {
      const result = written('iPhone 15', language).result;
      expect(result.items).toHaveLength(1);
      expect(result.user_feedback_summary).toBeUndefined();
      expect(JSON.stringify(result)).not.toMatch(USER_CLAIMS);
    });

    it(`the report rules hold for it (${language})`, () => {
      expect(brokenRules(written('iPhone 15 vs Samsung Galaxy S24', language), 2)).toEqual([]);
    });
  }
});

describe('the rule: user feedback names its source', () => {
  const withFeedback = (language: Language, entry: Record<string, unknown>) => {
    const comparison = written('iPhone 15 vs Samsung Galaxy S24', language);
    const result = comparison.result as ComparisonResult;
    return { ...comparison, result: { ...result, user_feedback_summary: [entry as never] } };
  };
  /** The editors' estimate the scores name: not what users said. */
  const scoresSource = (language: Language) =>
    written('iPhone 15 vs Samsung Galaxy S24', language).result.comparison_scores![0].source_ref;

  for (const language of LANGUAGES) {
    it(`an overall sentiment without a source breaks it (${language})`, () => {
      const comparison = withFeedback(language, {
        item_name: 'iPhone 15',
        overall_sentiment: language === 'tr' ? 'Çok olumlu' : 'Very positive',
      });
      expect(brokenRules(comparison, 2)).toContain("iPhone 15's user feedback has no source");
    });

    it(`"users praise" points without a source break it (${language})`, () => {
      const comparison = withFeedback(language, {
        item_name: 'iPhone 15',
        overall_sentiment: '',
        positive_points: [language === 'tr' ? 'Tasarım kullanıcılardan övgü alıyor' : 'Users praise its design'],
      });
      expect(brokenRules(comparison, 2)).toContain("iPhone 15's user feedback has no source");
    });

    it(`feedback resting on an editorial estimate breaks it (${language})`, () => {
      const comparison = withFeedback(language, {
        item_name: 'iPhone 15',
        overall_sentiment: language === 'tr' ? 'Çok olumlu' : 'Very positive',
        source_ref: scoresSource(language),
      });
      expect(brokenRules(comparison, 2)).toContain("iPhone 15's user feedback is sourced as estimate, not rating");
    });
  }
});

describe('user feedback from a store rating the catalogue cites', () => {
  const STORE_RATING: SourcedFact = {
    kind: 'rating',
    as_of: '2025-09-01',
    url: 'https://www.hepsiburada.com/',
    title: 'Hepsiburada product ratings',
  };
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  /** The catalogue entry of `name` with a sourced store rating, for this test only. */
  const citeRating = (name: string) => {
    const entry = byName(name) as CatalogueEntry & { sourced?: Record<string, SourcedFact> };
    const before = entry.sourced;
    (entry as { sourced?: Record<string, SourcedFact> }).sourced = { ...before, rating: STORE_RATING };
    restore = () => {
      (entry as { sourced?: Record<string, SourcedFact> }).sourced = before;
    };
  };

  for (const language of LANGUAGES) {
    it(`gives that item alone an entry naming the rating's source, and keeps the rules (${language})`, () => {
      citeRating('iPhone 15');
      const comparison = written('iPhone 15 vs Samsung Galaxy S24', language);
      const feedback = comparison.result.user_feedback_summary ?? [];
      expect(feedback.map((entry) => entry.item_name)).toEqual(['iPhone 15']);
      const source = comparison.result.sources?.find((s) => s.id === feedback[0].source_ref);
      expect(source).toMatchObject({ kind: 'rating', url: STORE_RATING.url, as_of: STORE_RATING.as_of });
      expect(feedback[0].overall_sentiment).toBe(language === 'tr' ? 'Çok olumlu' : 'Very positive');
      // A rating says how users score it, not what they praise: no points are made up from the scores.
      expect(feedback[0].positive_points ?? []).toEqual([]);
      expect(feedback[0].negative_points ?? []).toEqual([]);
      expect(brokenRules(comparison, 2)).toEqual([]);
    });
  }
});
