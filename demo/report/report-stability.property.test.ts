// Property tests over generated queries (property-requests.ts): the demo engine gives the same
// report for the same request, and the same figures in either language.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asComparison, itemId, request, RUNS } from './property-requests';

describe('demo engine properties: the same report every time, the same figures in both languages', () => {
  it(
    `is deterministic: the same query gives the same report (${RUNS.deterministic} queries)`,
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(request, (input) => {
          expect(asComparison(input)).toEqual(asComparison(structuredClone(input)));
        }),
        { numRuns: RUNS.deterministic },
      );
    },
  );

  it(`gives the same figures in both languages (${RUNS.languages} queries)`, { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(request, (input) => {
        const en = asComparison({ ...input, language: 'en' }).comparison?.result;
        const tr = asComparison({ ...input, language: 'tr' }).comparison?.result;
        // The same item under either language's name (Kapadokya in Turkish, Cappadocia in English).
        const scores = (r: typeof en) => r?.comparison_scores?.map((s) => ({ ...s, item_name: itemId(s.item_name) }));
        expect(scores(tr)).toEqual(scores(en));
        const options = (r: typeof en) => r?.poll?.options.map((o) => ({ ...o, label: itemId(o.label) }));
        expect(options(tr)).toEqual(options(en));
        expect(tr?.items.map((i) => [itemId(i.name), i.user_rating, i.user_vote_count])).toEqual(
          en?.items.map((i) => [itemId(i.name), i.user_rating, i.user_vote_count]),
        );
        expect(tr?.unidentified_items).toEqual(en?.unidentified_items);
      }),
      { numRuns: RUNS.languages },
    );
  });
});
