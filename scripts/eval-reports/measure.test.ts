// The evaluation counts what a reader would: a figure that is not the catalogue's, a con that
// restates a score, a spec row of another kind, a verdict that ignores the purpose; and a run
// below its floor fails.
import { describe, expect, it } from 'vitest';
import type { ComparisonResult } from '@shared/api/generated/model';
import { measure } from './measure';
import { belowFloor, totals } from './totals';

const asked = {
  query: 'iPhone 15 vs Galaxy S24 for battery',
  language: 'en' as const,
  items: ['iPhone 15', 'Samsung Galaxy S24'],
  purpose: ['battery'],
};

function report(overrides: Partial<ComparisonResult> = {}): ComparisonResult {
  return {
    summary: 'The iPhone 15 is the better phone overall.',
    items: [
      { name: 'iPhone 15', cons: ['Lowest performance score here (9.5/10)', 'No telephoto lens'] },
      { name: 'Samsung Galaxy S24', cons: ['Puan olarak geride (7,7/10)', 'Satıcı puanına bakmak gerekiyor'] },
    ],
    specialized_features: [
      {
        category: 'Specifications',
        features: [
          { name: 'Battery', item1Value: '3349 mAh', item2Value: '9999 mAh' },
          { name: 'Suction', item1Value: '200 W', item2Value: null },
        ],
      },
    ],
    ...overrides,
  } as ComparisonResult;
}

describe('measure', () => {
  it('counts figures the catalogue backs, score-restating cons and rows of another kind', () => {
    const measured = measure(asked, report());
    expect(measured.itemsRight).toBe(true);
    // 3349 mAh is the iPhone's fact; 9999 mAh and 200 W are nobody's. "Check the seller's rating"
    // (satıcı puanına) names a rating, not a score the report gives.
    expect(measured).toMatchObject({ figures: 3, traced: 1, scoreCons: 2, offRows: 1 });
    expect(measured.purposeReflected).toBe(false);
  });

  it('sees the purpose when the verdict names its deciding fact, and only there', () => {
    const said = 'For battery, the Galaxy S24 wins: 4000 mAh against 3349 mAh.';
    const verdict = { winners: ['Samsung Galaxy S24'], basis: 'purpose' as const, deciding: said };
    expect(measure(asked, report({ verdict })).purposeReflected).toBe(true);
    // The same words in the summary alone are not the verdict's reason.
    expect(measure(asked, report({ summary: said })).purposeReflected).toBe(false);
  });

  it('reads items the catalogue does not know, or in another order, as not understood', () => {
    expect(measure({ ...asked, items: ['Samsung Galaxy S24', 'iPhone 15'] }, report()).itemsRight).toBe(false);
  });

  it('fails a run below its floor, and names what fell short', () => {
    const total = totals([measure(asked, report())]);
    const floor = { itemsRight: 1, tracedPercent: 50, purposeReflected: 0, maxScoreCons: 1, maxOffRows: 0 };
    expect(belowFloor(total, floor)).toEqual([
      'figures traced 33.3% < 50%',
      'cons restating a score 2 > 1',
      'rows off their category 1 > 0',
    ]);
    expect(belowFloor(total, { ...floor, tracedPercent: 30, maxScoreCons: 2, maxOffRows: 1 })).toEqual([]);
  });
});
