// Reports per category, read the way a reader would: what a streaming service, a phone or an
// e-reader costs, which fields are "not applicable", what happens to unknown and repeated items.
import { describe, expect, it } from 'vitest';
import type { CompareFeature, ComparisonResult, Language } from '@shared/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { CATEGORIES } from '../categories';
import { CATALOGUE, CATALOGUE_AS_OF, demoCompare } from '../index';
import { brokenRules } from './report-rules';
import { EVERY_FEATURE, writtenComparison } from './test-support';
import { splitComparisonItems } from '@shared/compare-items';

const ALL = EVERY_FEATURE;

const comparison = (query: string, language: Language, features: CompareFeature[] = ALL, isDetailed = true) =>
  writtenComparison(query, splitComparisonItems(query), language, features, isDetailed);

function report(
  query: string,
  language: Language = 'en',
  features: CompareFeature[] = ALL,
  isDetailed = true,
): ComparisonResult {
  return comparison(query, language, features, isDetailed).result;
}

/** The typical price in TRY from a price cell ("about 58,000 TRY", "189.99 TRY a month"). */
function amount(cell: string | null | undefined): number {
  const match = /(\d[\d,]*(?:\.\d+)?) TRY/.exec(cell ?? '');
  if (!match) throw new Error(`no price in ${cell}`);
  return Number(match[1].replace(/,/g, ''));
}
const priceRow = (result: ComparisonResult) =>
  result.specialized_features![0].features.find((f) => /price|fiyat/i.test(f.name))!;

describe('reports by category', () => {
  it('streaming services are not physical: no design section, no warranty, recyclability or eco flag, no "not applicable"', () => {
    for (const language of ['en', 'tr'] as const) {
      const result = report('Netflix vs Disney+ vs Amazon Prime Video', language);
      // Nothing of a physical product fits a streaming service: the section is left out, not filled.
      expect(result.design_analysis).toBeUndefined();
      expect(JSON.stringify(result)).not.toMatch(/Not applicable|Uygulanamaz/);
      for (const s of result.sustainability_analysis ?? []) {
        expect(s).not.toHaveProperty('recyclability_score');
        expect(s).not.toHaveProperty('eco_friendly_materials');
        expect(s).not.toHaveProperty('energy_consumption');
      }
      const rows = result.detailed_feature_comparison!.flatMap((c) => c.rows).map((r) => r.feature);
      expect(rows.some((r) => /Warranty|Garanti/.test(r))).toBe(false);
      // Priced per month, in the hundreds of lira, never like a phone.
      expect(priceRow(result).name).toMatch(language === 'en' ? /per month/ : /Aylık/);
      if (language === 'en')
        for (const v of [priceRow(result).item1Value, priceRow(result).item2Value, priceRow(result).item3Value])
          expect(amount(v)).toBeLessThan(1_000);
    }
  });

  it('a phone costs what a phone costs, in its category band, with phone spec rows', () => {
    const result = report('iPhone 15 vs Pixel 8');
    const [band0, band1] = CATEGORIES.phone.band!;
    for (const v of [priceRow(result).item1Value, priceRow(result).item2Value]) {
      expect(amount(v)).toBeGreaterThanOrEqual(band0);
      expect(amount(v)).toBeLessThanOrEqual(band1);
    }
    expect(amount(priceRow(result).item1Value)).not.toBe(amount(priceRow(result).item2Value));
    const specs = result.specialized_features![1].features.map((f) => f.name);
    expect(specs).toEqual(
      expect.arrayContaining(['Display', 'Processor', 'Rear cameras', 'Battery', 'Software updates']),
    );
    expect(result.specialized_features![1].features.find((f) => f.name === 'Processor')).toMatchObject({
      item1Value: 'Apple A16 Bionic',
      item2Value: 'Google Tensor G3',
    });
    expect(result.design_analysis![0].color_options).toContain('Pink');
  });

  it('an e-reader costs less than a laptop', () => {
    const reader = amount(priceRow(report('Kindle Paperwhite vs Kobo Clara 2E')).item1Value);
    const laptop = amount(priceRow(report('MacBook Air M3 vs Dell XPS 13')).item1Value);
    expect(reader).toBeLessThan(laptop / 3);
  });

  it('every catalogue price sits in its category band', () => {
    for (const entry of CATALOGUE) {
      const band = CATEGORIES[entry.category].band;
      if (band && entry.price.amount !== undefined) {
        expect(entry.price.amount, entry.name).toBeGreaterThanOrEqual(band[0]);
        expect(entry.price.amount, entry.name).toBeLessThanOrEqual(band[1]);
      }
    }
  });

  it('databases are free software: no price claims, no warranty, licence and replication rows', () => {
    const result = report('PostgreSQL vs MySQL');
    expect(result.summary).toMatch(/free to use/);
    expect(result.summary).not.toMatch(/TRY/);
    expect(result.specialized_features![1].features.map((f) => f.name)).toEqual([
      'Type',
      'Licence',
      'Replication',
      'JSON support',
      'Managed offerings',
    ]);
    expect(result.design_analysis).toBeUndefined();
    expect(result.differences!.join(' ')).not.toMatch(/Design 8/);
  });

  it('cars cost millions of lira; travel has no price and no launch year', () => {
    expect(amount(priceRow(report('Tesla Model 3 vs BMW i4')).item1Value)).toBeGreaterThan(1_000_000);
    const travel = report('Istanbul vs Cappadocia', 'tr');
    expect(travel.specialized_features![0].features.map((f) => f.name)).not.toContain('Çıkış yılı');
    expect(priceRow(travel).item1Value).toMatch(/Tek bir fiyatı yok/);
    expect(travel.summary).not.toMatch(/TL/);
  });

  it('writes summaries in the request language that name the numbers they rest on', () => {
    const en = report('iPhone 15 vs Samsung Galaxy S24', 'en', [], false);
    const tr = report('iPhone 15 vs Samsung Galaxy S24', 'tr', [], false);
    // 8.5 against 8.3 is within the scores' noise: a tie, each with its number.
    expect(en.verdict?.deciding).toMatch(/Overall it is a tie: .+ \(\d\.\d\/10\) and .+ \(\d\.\d\/10\)/);
    expect(report('Tesla Model 3 vs BMW i4', 'en', [], false).verdict?.deciding).toMatch(
      /Tesla Model 3 comes out ahead overall with \d\.\d\/10/,
    );
    expect(tr.summary).toMatch(/karşılaştırıldı/);
    expect(tr.summary).toMatch(/\d,\d\/10/);
    expect(tr.summary).toContain(CATALOGUE_AS_OF.startsWith('2025-06') ? 'Haziran 2025' : '');
    expect(en.design_analysis).toBeUndefined();
  });
});

describe('unknown and repeated items', () => {
  it('admits unknown items by name, invents nothing for them and suggests a phrasing', () => {
    for (const language of ['en', 'tr'] as const) {
      const result = report('asdfgh vs qwerty', language);
      expect(result.unidentified_items).toEqual(['asdfgh', 'qwerty']);
      expect(result.items).toEqual([{ name: 'asdfgh' }, { name: 'qwerty' }]);
      for (const key of [
        'comparison_scores',
        'poll',
        'pricing_analysis',
        'specialized_features',
        'differences',
        'use_case_recommendations',
      ] as const)
        expect(result[key]).toBeUndefined();
      expect(result.summary).toMatch(
        language === 'en' ? /could not identify "asdfgh" and "qwerty"/ : /"asdfgh" ve "qwerty" tanımlanamadı/,
      );
      expect(result.summary).toMatch(
        language === 'en'
          ? /for example "iPhone 15 vs Samsung Galaxy S24"/
          : /örneğin "iPhone 15 vs Samsung Galaxy S24"/,
      );
    }
  });

  it('compares only the known items and says which kind of thing an unknown one looks like', () => {
    const result = report('iPhone 15 vs Samsung Galaxy S24 vs Samsung phone');
    expect(result.items.map((i) => i.name)).toEqual(['iPhone 15', 'Samsung Galaxy S24']);
    expect(result.unidentified_items).toEqual(['Samsung phone']);
    expect(result.poll!.options.map((o) => o.label)).toEqual(['iPhone 15', 'Samsung Galaxy S24']);
    expect(result.summary).toMatch(/"Samsung phone" looks like a phone/);
  });

  it('with one known item: its facts, no poll, no comparison claims', () => {
    const result = report('Kindle Paperwhite vs zzkindlish', 'en');
    expect(result.comparison_scores).toHaveLength(1);
    expect(result.poll).toBeUndefined();
    expect(result.differences).toBeUndefined();
    expect(result.summary).toMatch(/Only Kindle Paperwhite could be identified/);
  });

  it.each([
    ['en', 'Toyota Corolla vs Honda Jazz', 'Toyota Corolla', 'Honda Jazz', /We could not identify "Honda Jazz"/],
    ['tr', 'Toyota Corolla vs Honda Jazz', 'Toyota Corolla', 'Honda Jazz', /"Honda Jazz" tanımlanamadı/],
    [
      'en',
      'Sony A7 IV vs Nikon Z6 vs Canon R6',
      'Sony A7 IV',
      'Nikon Z6',
      /We could not identify "Nikon Z6" and "Canon R6"/,
    ],
    ['tr', 'Kindle Paperwhite ile zzkindlish', 'Kindle Paperwhite', 'zzkindlish', /"zzkindlish" tanımlanamadı/],
  ] as const)(
    'with one known item (%s, %s): a profile of it, no winner, no best-for, no comparison language',
    (language, query, known, unknown, named) => {
      const result = report(query, language);
      expect(result.items.map((i) => i.name)).toEqual([known]);
      expect(result.unidentified_items).toContain(unknown);
      expect(result.summary).toMatch(named);
      expect(result.use_case_recommendations).toBeUndefined();
      expect(result.poll).toBeUndefined();
      expect(result.differences).toBeUndefined();
      expect(result.similarities).toBeUndefined();
      const text = JSON.stringify(result);
      for (const comparing of [
        /\bvs\.?\s/i,
        /winner|\bwins\b|best in this comparison|compared (with|to)|\bthan the\b|of the two|\bboth\b|all of them/i,
        /kazanan|kazanıyor|bu karşılaştırmada|ikisinden|ikisi de|hepsi|karşısında|göre daha/i,
      ])
        expect(text).not.toMatch(comparing);
    },
  );

  it('refuses the same item under two names with a 422-ready message in both languages', () => {
    for (const [language, text] of [
      ['en', /same item twice/],
      ['tr', /aynı öğe iki kez/],
    ] as const) {
      const outcome = demoCompare({
        query: 'PS5 vs PlayStation 5',
        items: ['PS5', 'PlayStation 5'],
        features: [],
        isDetailed: false,
        language,
      });
      expect(outcome).toMatchObject({ ok: false, field: 'query', message: expect.stringMatching(text) });
    }
  });
});

describe('the rule checker', () => {
  // The property tests are only as good as the checker: it must catch the old engine's mistakes.
  it('catches self-comparisons, wrong numbers, "all" for two, wrong winners and cheap claims', () => {
    const good = comparison('iPhone 15 vs Google Pixel 8', 'en');
    expect(brokenRules(good, 2)).toEqual([]);
    const broken = (edit: (c: Comparison) => void) => {
      const copy = structuredClone(good);
      edit(copy);
      return brokenRules(copy, 2);
    };
    expect(
      broken(
        (c) =>
          (c.result.differences![0] = 'iPhone 15 is ahead on design and build: 8.6/10 against 8.6/10 for iPhone 15.'),
      ),
    ).not.toEqual([]);
    expect(broken((c) => (c.result.comparison_scores![0].scores.design = 5))).not.toEqual([]);
    expect(broken((c) => (c.result.summary += ' All of them are phones.'))).not.toEqual([]);
    expect(broken((c) => (c.result.poll!.options[0].votes = 120))).not.toEqual([]);
    expect(broken((c) => (c.result.poll!.total_votes = 759))).not.toEqual([]);
    expect(broken((c) => (c.result.use_case_recommendations![0].recommended_item = 'Samsung Galaxy S24'))).not.toEqual(
      [],
    );
    expect(broken((c) => (c.result.pricing_analysis![0].current_price = 'about 999 TRY'))).not.toEqual([]);
    expect(
      broken(
        (c) =>
          (c.result.summary = c.result.summary.replace(/Google Pixel 8 is the cheaper/, 'iPhone 15 is the cheaper')),
      ),
    ).not.toEqual([]);
  });
});
