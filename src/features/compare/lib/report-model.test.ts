import { describe, expect, it } from 'vitest';
import { verdictOf } from './report-model';

const scores = (name: string, overall: number) => ({
  item_name: name,
  scores: { design: overall, usability: overall, performance: overall, pricing: overall },
  overall_score: overall,
});

describe('verdictOf', () => {
  it('crowns no winner of one: with one identified item there is no overall winner and no best-for', () => {
    const verdict = verdictOf({
      comparison_scores: [scores('Toyota Corolla', 8.1)],
      use_case_recommendations: [
        { use_case: 'Best value', recommended_item: 'Toyota Corolla', reason: 'It is the only one known.' },
      ],
      unidentified_items: ['Honda Civic'],
    });
    expect(verdict).toEqual({ leaders: [], bestFor: [] });
  });

  it('an unidentified item scored by a writer does not count as a second one', () => {
    const verdict = verdictOf({
      comparison_scores: [scores('Toyota Corolla', 8.1), scores('Honda Civic', 0)],
      unidentified_items: ['Honda Civic'],
    });
    expect(verdict.leaders).toEqual([]);
  });

  it('names the winner of two', () => {
    const verdict = verdictOf({ comparison_scores: [scores('iPhone 15', 8.3), scores('Google Pixel 9', 8.1)] });
    expect(verdict.leaders).toEqual([{ name: 'iPhone 15', score: 8.3 }]);
  });
});

describe('best-for scores', () => {
  const twoScores = [
    { item_name: 'Dyson V15 Detect', scores: { design: 9, pricing: 5.8 }, overall_score: 8.2 },
    { item_name: 'Xiaomi Vacuum Cleaner G10', scores: { design: 7.8, pricing: 9.8 }, overall_score: 8.4 },
  ];
  it('shows the score a pick names, not the overall score', () => {
    const { bestFor } = verdictOf({
      comparison_scores: twoScores,
      use_case_recommendations: [
        { use_case: 'Best design and build', recommended_item: 'Dyson V15 Detect', reason: '…', criterion: 'design' },
        { use_case: 'Best overall', recommended_item: 'Xiaomi Vacuum Cleaner G10', reason: '…', criterion: 'overall' },
        { use_case: 'Pets', recommended_item: 'Dyson V15 Detect', reason: '…' },
      ],
    });
    expect(bestFor.map((pick) => [pick.useCase, pick.criterion, pick.score])).toEqual([
      ['Best design and build', 'design', 9],
      ['Best overall', 'overall', 8.4],
      ['Pets', undefined, undefined],
    ]);
  });
});
