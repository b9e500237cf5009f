// The personal score's arithmetic: a weighted average of the report's criterion scores, weights
// renormalised over the criteria an item has, ranked as shown (one decimal, ties share a place).
import { describe, expect, it } from 'vitest';
import type { ReportDraft, ScoreWeights } from '@shared/api/generated/model';
import { criterionScoresOf, personalScore, ranksOf, weightedScore } from './personal-score';

const NONE: ScoreWeights = { design: 0, usability: 0, performance: 0, pricing: 0, sentiment: 0, sustainability: 0 };
const EQUAL: ScoreWeights = { design: 3, usability: 3, performance: 3, pricing: 3, sentiment: 3, sustainability: 3 };

// The demo engine's "iPhone 15 vs Pixel 8" scores: the report ranks the iPhone first.
const PHONES: ReportDraft = {
  comparison_scores: [
    { item_name: 'iPhone 15', scores: { design: 8.6, usability: 9, performance: 8.4, pricing: 7 }, overall_score: 8.3 },
    {
      item_name: 'Google Pixel 8',
      scores: { design: 8.5, usability: 8.8, performance: 8.3, pricing: 7.2 },
      overall_score: 8.2,
    },
  ],
};

describe('weightedScore', () => {
  it('is the weighted average of the criteria with a weight, to one decimal', () => {
    const scores = { design: 8, usability: 6, performance: 10, pricing: 4 };
    expect(weightedScore(scores, { ...NONE, design: 1, pricing: 3 })).toBe(5); // (8 + 3·4) / 4
    expect(weightedScore(scores, { ...NONE, usability: 2, performance: 1 })).toBe(7.3); // (12 + 10) / 3
    expect(weightedScore(scores, EQUAL)).toBe(7);
  });

  it('renormalises over the criteria the item has a score for', () => {
    // Sentiment is weighted but missing: only design and pricing count, with their own weights.
    expect(weightedScore({ design: 8, pricing: 4 }, { ...NONE, design: 1, pricing: 1, sentiment: 5 })).toBe(6);
  });

  it('has no score when no weighted criterion has one, or every weight is 0', () => {
    expect(weightedScore({ design: 8 }, { ...NONE, pricing: 5 })).toBeUndefined();
    expect(weightedScore({ design: 8, pricing: 4 }, NONE)).toBeUndefined();
  });
});

describe('ranksOf', () => {
  it('ranks highest first; equal one-decimal values share a place and the next is skipped', () => {
    expect(ranksOf([8, 9, 8, 7])).toEqual([2, 1, 2, 4]);
    expect(ranksOf([8.04, 8.01])).toEqual([1, 1]);
  });
});

describe('criterionScoresOf', () => {
  it('reads sentiment and recyclability (doubled to the 10-point scale) by item name, in any casing', () => {
    const report: ReportDraft = {
      comparison_scores: [{ item_name: 'Kindle', scores: { design: 8 }, overall_score: 8 }],
      sentiment_analysis: [{ item_name: 'KINDLE', overall_sentiment_score: 9.4 }],
      sustainability_analysis: [{ item_name: 'kindle', recyclability_score: 2.5 }],
    };
    expect(criterionScoresOf(report, 'Kindle')).toEqual({ design: 8, sentiment: 9.4, sustainability: 5 });
  });
});

describe('personalScore', () => {
  it('flips the ranking when value for money is all that matters, and says so', () => {
    const personal = personalScore(PHONES, { ...NONE, pricing: 5 });
    expect(personal).toEqual({
      criteria: ['pricing'],
      items: [
        { item_name: 'iPhone 15', score: 7, rank: 2, report_score: 8.3, report_rank: 1, missing: [] },
        { item_name: 'Google Pixel 8', score: 7.2, rank: 1, report_score: 8.2, report_rank: 2, missing: [] },
      ],
      leader_differs: true,
      ranking_differs: true,
      partial: false,
    });
  });

  it('agrees with the report when the weights favour the same item', () => {
    const personal = personalScore(PHONES, { ...NONE, design: 5, usability: 2 });
    expect(personal?.leader_differs).toBe(false);
    expect(personal?.ranking_differs).toBe(false);
    expect(personal?.items.map((item) => item.rank)).toEqual([1, 2]);
  });

  it('lists the criteria that counted, strongest first, and leaves out weighted ones the report has no score for', () => {
    const personal = personalScore(PHONES, { ...NONE, design: 1, pricing: 4, sentiment: 5 });
    expect(personal?.criteria).toEqual(['pricing', 'design']);
  });

  it('names the criteria an item lacks, whose weight went to the others', () => {
    const report: ReportDraft = {
      ...PHONES,
      sustainability_analysis: [{ item_name: 'iPhone 15', recyclability_score: 4 }, { item_name: 'Google Pixel 8' }],
    };
    const personal = personalScore(report, { ...NONE, pricing: 1, sustainability: 1 });
    expect(personal?.items.map((item) => [item.score, item.missing])).toEqual([
      [7.5, []], // (7 + 8) / 2
      [7.2, ['sustainability']], // pricing alone
    ]);
  });

  it('shares first place on a tie, and a tie the report does not have is a different leader', () => {
    const report: ReportDraft = {
      comparison_scores: [
        { item_name: 'A', scores: { design: 8, pricing: 6 }, overall_score: 8 },
        { item_name: 'B', scores: { design: 6, pricing: 8 }, overall_score: 7 },
      ],
    };
    const personal = personalScore(report, { ...NONE, design: 2, pricing: 2 });
    expect(personal?.items.map((item) => item.rank)).toEqual([1, 1]);
    expect(personal?.leader_differs).toBe(true);
  });

  it('is absent with fewer than two items to rank: no scores yet, one item, unidentified ones, nothing weighted', () => {
    expect(personalScore({}, EQUAL)).toBeUndefined();
    expect(personalScore({ comparison_scores: PHONES.comparison_scores!.slice(0, 1) }, EQUAL)).toBeUndefined();
    expect(personalScore({ ...PHONES, unidentified_items: ['google pixel 8'] }, EQUAL)).toBeUndefined();
    expect(personalScore(PHONES, NONE)).toBeUndefined();
    expect(personalScore(PHONES, { ...NONE, sentiment: 5 })).toBeUndefined();
  });

  it('is partial while a weighted criterion’s section is still being written', () => {
    expect(personalScore(PHONES, { ...NONE, pricing: 1, sentiment: 1 }, ['sentiment_analysis'])?.partial).toBe(true);
    // A section whose criterion has no weight does not matter.
    expect(personalScore(PHONES, { ...NONE, pricing: 1 }, ['sentiment_analysis'])?.partial).toBe(false);
  });
});
