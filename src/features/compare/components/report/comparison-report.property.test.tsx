// Property test: the report renders every contract-valid result without throwing. Results are the
// contract's example varied by fast-check (contract-comparisons.ts: 1–6 items, optional sections
// absent, empty or present, any text), checked against the generated zod schema so the test means
// what it says; a failure prints a reproducible seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { GetComparison200Response } from '@shared/api/generated/zod/comparisons/comparisons.zod';
import { contractComparison } from './contract-comparisons';
import { makeComparison, prepareI18n, renderReport } from './report-test-utils';

beforeAll(() => prepareI18n('en'));

describe('the report on any contract-valid comparison', () => {
  it('renders 300 generated results without an error', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(contractComparison(), fc.boolean(), (comparison, share) => {
        // The generator follows the contract; check that it does, so the test means what it says.
        const parsed = GetComparison200Response.safeParse({ success: true, data: comparison });
        expect(parsed.error?.issues ?? []).toEqual([]);
        try {
          renderReport(comparison, { showShareButtons: share });
          expect(screen.getByRole('heading', { name: 'Comparison report' })).toBeInTheDocument();
          expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(comparison.result?.items.length ?? 0);
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
