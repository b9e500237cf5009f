// Property test: the report renders every contract-valid result without throwing. Results come
// from the generated faker mock (what the contract allows: 1–6 items, optional sections missing,
// arrays from empty-ish to full), seeded by fast-check so a failure prints a reproducible seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { faker } from '@faker-js/faker';
import { getCreateComparisonResponseMock } from '@/api/generated/query/comparisons/comparisons.msw';
import { createComparison201Response } from '@/api/generated/zod/comparisons/comparisons.zod';
import type { Comparison } from '@/api/generated/model';
import { makeComparison, prepareI18n, renderReport } from './report-test-utils';

beforeAll(() => prepareI18n('en'));

function generated(seed: number): Comparison {
  faker.seed(seed);
  const response = getCreateComparisonResponseMock();
  return response.data;
}

describe('the report on any contract-valid comparison', () => {
  it('renders 300 generated results without an error', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, share) => {
        const comparison = generated(seed);
        // The generator follows the contract; check that it does, so the test means what it says.
        expect(createComparison201Response.safeParse({ success: true, data: comparison }).success).toBe(true);
        try {
          renderReport(comparison, { showShareButtons: share });
          expect(screen.getByRole('heading', { name: 'Comparison report' })).toBeInTheDocument();
          expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(comparison.result.items.length);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('renders the extremes: empty arrays, long strings, six items, nulls everywhere', () => {
    const long = 'x'.repeat(5000);
    const names = Array.from({ length: 6 }, (_, index) => `${long.slice(0, 200)} ${index}`);
    renderReport(
      makeComparison({
        summary: long,
        items: names.map((name) => ({ name, pros: [], cons: [long] })),
        differences: [],
        similarities: Array.from({ length: 10 }, () => long),
        specialized_features: [
          { category: long, features: [{ name: long, item1Value: null, item6Value: long }] },
          { category: 'empty', features: [] },
        ],
        comparison_scores: names.map((name) => ({ item_name: name, scores: {}, overall_score: 0 })),
        pricing_analysis: [],
        security_and_privacy_analysis: [{ item_name: names[0], known_vulnerabilities: [] }],
        use_case_recommendations: [],
        user_feedback_summary: [{ item_name: '', overall_sentiment: '' }],
        poll: {
          options: [
            { label: long, votes: 0 },
            { label: 'b', votes: 0 },
          ],
          total_votes: 0,
          user_vote: null,
        },
        detailed_feature_comparison: [{ category: 'c', rows: [{ feature: 'f', values: [] }] }],
      }),
      { showShareButtons: true },
    );
    expect(screen.getByRole('heading', { name: 'Comparison report' })).toBeInTheDocument();
    expect(screen.getAllByText('0 votes (0%)')).toHaveLength(2);
  });
});
