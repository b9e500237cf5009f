import { describe, expect, it } from 'vitest';
import type { CompareFeature, Language } from '@/api/generated/model';
import { createComparison201Response } from '@/api/generated/zod/comparisons/comparisons.zod';
import { ALL_SECTIONS, FEATURE_SECTIONS, SUMMARY_SECTIONS } from './comparison-analyses';
import { buildComparison } from './comparison-builder';

const FEATURES = Object.keys(FEATURE_SECTIONS) as CompareFeature[];
const NAMES = ['iPhone 15', 'Samsung Galaxy S24', 'Google Pixel 8', 'Xiaomi 14', 'OnePlus 12', 'Nothing Phone 2'];

/** Every subset of the seven features (128). */
const SUBSETS: CompareFeature[][] = Array.from({ length: 1 << FEATURES.length }, (_, mask) =>
  FEATURES.filter((_, bit) => mask & (1 << bit)),
);

const build = (items: string[], features: CompareFeature[], isDetailed: boolean, language: Language) =>
  buildComparison({ id: 'cmp_test', query: items.join(' vs '), items, features, isDetailed, language, createdAt: new Date().toISOString() });

describe('buildComparison', () => {
  it('satisfies the contract for 2..6 items, both languages, every feature mix and level', () => {
    let checked = 0;
    for (let count = 2; count <= 6; count += 1) {
      for (const language of ['tr', 'en'] as const) {
        for (const features of SUBSETS) {
          for (const isDetailed of [false, true]) {
            const comparison = build(NAMES.slice(0, count), features, isDetailed, language);
            const parsed = createComparison201Response.safeParse({ success: true, data: comparison });
            if (!parsed.success) throw new Error(`${count} items, ${language}, [${features}], ${isDetailed}: ${parsed.error.message}`);
            const { result } = comparison;
            const expected = features.length ? ALL_SECTIONS.filter((key) => features.some((f) => FEATURE_SECTIONS[f] === key)) : isDetailed ? ALL_SECTIONS : SUMMARY_SECTIONS;
            for (const key of ALL_SECTIONS) expect(result[key]?.length ?? 0).toBe(expected.includes(key) ? count : 0);
            expect(result.comparison_scores).toHaveLength(count);
            expect(result.detailed_feature_comparison !== undefined).toBe(isDetailed);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(5 * 2 * 128 * 2);
  });

  it('writes a full report with sensible bounds', () => {
    const { result } = build(NAMES.slice(0, 3), [], true, 'en');
    expect(result.items).toHaveLength(3);
    for (const item of result.items) {
      expect(item.user_rating).toBeGreaterThanOrEqual(3.5);
      expect(item.user_rating).toBeLessThanOrEqual(4.9);
      expect(item.pros).toHaveLength(3);
      expect(item.cons).toHaveLength(2);
    }
    expect(result.differences!.length).toBeGreaterThanOrEqual(4);
    expect(result.differences!.length).toBeLessThanOrEqual(6);
    expect(result.similarities!.length).toBeGreaterThanOrEqual(4);
    expect(result.specialized_features).toHaveLength(2);
    expect(result.specialized_features![0].features[0]).toHaveProperty('item3Value');
    expect(result.specialized_features![0].features[0]).not.toHaveProperty('item4Value');
    expect(result.use_case_recommendations).toHaveLength(3);
    expect(result.poll!.options.map((o) => o.label)).toEqual(NAMES.slice(0, 3));
    expect(result.poll!.total_votes).toBe(result.poll!.options.reduce((sum, o) => sum + o.votes, 0));
    for (const score of result.comparison_scores!) {
      expect(Number.isInteger(score.overall_score * 10)).toBe(true);
      expect(score.overall_score).toBeLessThanOrEqual(10);
    }
  });

  it('is deterministic: the same query gives the same report', () => {
    const a = build(['Kindle', 'Kobo'], ['price', 'sentiment'], true, 'tr');
    const b = build(['Kindle', 'Kobo'], ['price', 'sentiment'], true, 'tr');
    expect(a).toEqual({ ...b, createdAt: a.createdAt });
    // An item keeps its rating whatever it is compared with.
    const c = build(['Kindle', 'Nook'], [], false, 'en');
    expect(c.result.items[0].user_rating).toBe(a.result.items[0].user_rating);
  });

  it('writes in the requested language and keeps a shorter summary report', () => {
    const tr = build(['Netflix', 'Disney+'], [], false, 'tr');
    const en = build(['Netflix', 'Disney+'], [], false, 'en');
    expect(tr.result.summary).toContain('karşılaştırıldı');
    expect(en.result.summary).toContain('were compared');
    expect(tr.result.poll!.question).toBe('Hangisini tercih ederdiniz?');
    expect(en.result.differences).toHaveLength(4);
    expect(en.result.design_analysis).toBeUndefined();
  });
});
