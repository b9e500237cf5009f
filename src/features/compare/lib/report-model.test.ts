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
