// How a report continued after a restart shares its remaining sections between parallel calls
// (a restarted report should end within 30 s): only once its items, scores and summary are
// fixed, never more calls than sections, the provider has spare or MAX_PARALLEL_CALLS allows, and
// in shares of about the same length that keep the writing order.
import { describe, expect, it } from 'vitest';
import { COMPARISON_RESULT_JSON_SCHEMA } from '../ai/generated/comparison-result-schema';
import { continuationCalls, MAX_PARALLEL_CALLS, SECTION_ORDER, sectionGroups } from '../ai/report-sections';

const CORE = ['summary', 'comparison_scores', 'verdict', 'items'];
const LEFT = ['differences', 'similarities', 'pricing_analysis', 'use_case_recommendations'];

describe('continuationCalls', () => {
  it('is 1 until the summary, the scores, the verdict and the items are written', () => {
    expect(SECTION_ORDER.slice(0, 4)).toEqual(CORE);
    expect(continuationCalls(['summary', 'comparison_scores'], LEFT, 5)).toBe(1);
    expect(continuationCalls(['summary', 'comparison_scores', 'items'], LEFT, 5)).toBe(1);
    expect(continuationCalls([], LEFT, 5)).toBe(1);
  });

  it('takes the spare calls, up to the limit and the sections left', () => {
    expect(continuationCalls(CORE, LEFT, 0)).toBe(1);
    expect(continuationCalls(CORE, LEFT, 1)).toBe(2);
    expect(continuationCalls(CORE, LEFT, 10)).toBe(MAX_PARALLEL_CALLS);
    expect(continuationCalls(CORE, ['differences'], 10)).toBe(1);
  });
});

describe('SECTION_ORDER', () => {
  it('is the model’s schema in its order, with the server’s verdict after the scores and its poll last', () => {
    const model = Object.keys(COMPARISON_RESULT_JSON_SCHEMA.properties);
    expect(SECTION_ORDER.filter((name) => name !== 'verdict' && name !== 'poll')).toEqual(model);
    expect(SECTION_ORDER[SECTION_ORDER.indexOf('comparison_scores') + 1]).toBe('verdict');
    expect(SECTION_ORDER.at(-1)).toBe('poll');
  });
});

describe('sectionGroups', () => {
  it('shares the sections out evenly, each share in writing order, every section once', () => {
    const groups = sectionGroups(LEFT, 2);
    expect(groups).toEqual([
      ['differences', 'pricing_analysis'],
      ['similarities', 'use_case_recommendations'],
    ]);
  });

  it('gives the long detailed table a share of its own weight', () => {
    const groups = sectionGroups(
      ['differences', 'detailed_feature_comparison', 'pricing_analysis', 'design_analysis'],
      2,
    );
    expect(groups).toEqual([['detailed_feature_comparison'], ['differences', 'pricing_analysis', 'design_analysis']]);
  });

  it('makes no empty share', () => {
    expect(sectionGroups(['differences'], 3)).toEqual([['differences']]);
    expect(sectionGroups([], 3)).toEqual([]);
  });
});
