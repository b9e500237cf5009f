// Property tests: thousands of generated queries (catalogue items under their names and aliases,
// in any case, mixed with unknown names, both languages, every feature mix and level) must give
// reports that keep the contract and every consistency rule (see report-rules.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompareFeature, Language } from '@shared/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { splitComparisonItems } from '@shared/compare-items';
import { CATALOGUE, demoCompare, identify, identifyAll } from '../index';
import { brokenRules } from './report-rules';

/** Case counts, stated once so the report can quote them. */
export const RUNS = { rules: 3000, deterministic: 1000, sameItem: 500, languages: 1000 } as const;

const FEATURES: CompareFeature[] = [
  'price',
  'performance',
  'usability',
  'design',
  'sentiment',
  'security_and_privacy',
  'sustainability',
];
const SEPARATORS = [' vs ', ' vs. ', ', ', ' ve ', ' ile ', ' veya ', ' and ', ' or '];

const spelling = fc
  .tuple(fc.nat(CATALOGUE.length - 1), fc.nat(20), fc.constantFrom('as-is', 'lower', 'upper'))
  .map(([index, alias, casing]) => {
    const entry = CATALOGUE[index];
    const names = [entry.name, ...(entry.aliases ?? [])];
    const name = names[alias % names.length];
    return casing === 'lower' ? name.toLocaleLowerCase('tr') : casing === 'upper' ? name.toLocaleUpperCase('tr') : name;
  });
/** Consonants only: never a catalogue name, never "both"/"hepsi". */
/** A catalogue item's id whatever language names it; an unknown name stays itself. */
const itemId = (name: string): string => {
  const found = identify(name);
  return found.kind === 'known' ? found.entry.id : name;
};

const unknownName = fc.stringMatching(/^[bcdfghjklmnpqrstvwxz]{5,10}$/);

const query = fc
  .tuple(
    fc.array(spelling, { minLength: 0, maxLength: 6 }),
    fc.array(unknownName, { minLength: 0, maxLength: 2 }),
    fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
    fc.nat(),
  )
  .map(([known, unknown, separators, seed]) => {
    const names = [...known, ...unknown];
    // Unknown names go somewhere in the middle too, not only at the end.
    const at = names.length ? seed % names.length : 0;
    const ordered = unknown.length ? [...names.slice(0, at), ...names.slice(at)] : names;
    return ordered.reduce(
      (text, name, i) => (i === 0 ? name : `${text}${separators[i % separators.length]}${name}`),
      '',
    );
  })
  .map(splitComparisonItems)
  .filter((items) => items.length >= 2 && items.length <= 6);

const request = fc.record({
  items: query,
  features: fc.subarray(FEATURES),
  isDetailed: fc.boolean(),
  language: fc.constantFrom<Language>('en', 'tr'),
});

function asComparison(input: {
  items: string[];
  features: CompareFeature[];
  isDetailed: boolean;
  language: Language;
}): { comparison?: Comparison; refused?: string } {
  const outcome = demoCompare({ query: input.items.join(' vs '), ...input });
  if (!outcome.ok) return { refused: outcome.message };
  return {
    comparison: {
      id: 'cmp_property',
      query: input.items.join(' vs '),
      items: outcome.items,
      features: input.features,
      isDetailed: input.isDetailed,
      createdAt: '2026-01-01T00:00:00.000Z',
      language: input.language,
      source: outcome.source,
      status: 'done',
      result: outcome.result,
    },
  };
}

describe('demo engine properties', () => {
  it(`keeps the contract and every consistency rule (${RUNS.rules} generated queries)`, { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(request, (input) => {
        const ids = input.items.map(identify).flatMap((f) => (f.kind === 'known' ? [f.entry.id] : []));
        const { comparison, refused } = asComparison(input);
        if (new Set(ids).size < ids.length) {
          // Two spellings of one product: refused, in the request language.
          expect(refused).toMatch(input.language === 'tr' ? /aynı öğe/ : /same item twice/);
          return;
        }
        expect(refused).toBeUndefined();
        expect(brokenRules(comparison!, ids.length)).toEqual([]);
        expect(comparison!.source).toMatchObject({ engine: 'demo' });
      }),
      { numRuns: RUNS.rules },
    );
  });

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

  it('keeps every rule for every pair of items of one category, in both languages', { timeout: 180_000 }, () => {
    // Not sampled: every pair the catalogue can make within a category, with every section.
    const byCategory = new Map<string, (typeof CATALOGUE)[number][]>();
    for (const entry of CATALOGUE) byCategory.set(entry.category, [...(byCategory.get(entry.category) ?? []), entry]);
    let pairs = 0;
    for (const entries of byCategory.values())
      for (let i = 0; i < entries.length; i += 1)
        for (let j = i + 1; j < entries.length; j += 1)
          for (const language of ['en', 'tr'] as const) {
            const items = [entries[i].name, entries[j].name];
            const { comparison } = asComparison({ items, features: FEATURES, isDetailed: true, language });
            expect(brokenRules(comparison!, 2), `${items.join(' vs ')} (${language})`).toEqual([]);
            pairs += 1;
          }
    expect(pairs).toBeGreaterThan(400);
  });

  it('scores an item the same in every report it is in', () => {
    const seen = new Map<string, string>();
    const compare = (items: string[]) => {
      const { comparison } = asComparison({
        items: [...new Set(items)],
        features: [],
        isDetailed: false,
        language: 'en',
      });
      // By the entry the report compared: two kinds may hold one name ("Antalya", city and destination).
      const names = (comparison?.result.items ?? []).map((item) => item.name);
      const entries = identifyAll(names);
      for (const s of comparison?.result.comparison_scores ?? []) {
        const found = entries[names.indexOf(s.item_name)];
        const id = found?.kind === 'known' ? found.entry.id : s.item_name;
        const figures = JSON.stringify([s.scores, s.overall_score]);
        expect(seen.get(id) ?? figures, s.item_name).toBe(figures);
        seen.set(id, figures);
      }
    };
    for (let i = 0; i < CATALOGUE.length; i += 1)
      compare([
        CATALOGUE[i].name,
        CATALOGUE[(i * 7 + 3) % CATALOGUE.length].name,
        CATALOGUE[(i + 1) % CATALOGUE.length].name,
      ]);
    // A name two kinds hold is read as the kind of the items beside it: an entry the mixed triples
    // never reached ("Antalya" the destination) is compared beside one of its own kind too.
    for (const entry of CATALOGUE.filter((candidate) => !seen.has(candidate.id))) {
      const other = CATALOGUE.find((candidate) => candidate.category === entry.category && candidate.id !== entry.id);
      if (other) compare([entry.name, other.name]);
    }
    expect(seen.size).toBe(CATALOGUE.length);
  });

  it(`refuses the same catalogue item twice under two names (${RUNS.sameItem} queries)`, { timeout: 60_000 }, () => {
    const namesOf = (entry: (typeof CATALOGUE)[number]) =>
      [entry.name, ...(entry.aliases ?? [])].filter(
        (n) => identify(n).kind === 'known' && (identify(n) as { entry: { id: string } }).entry.id === entry.id,
      );
    // An entry whose every name another kind holds first ("Antalya" the destination) is named alone as the other.
    const named = CATALOGUE.filter((entry) => namesOf(entry).length);
    const twice = fc.nat(named.length - 1).chain((index) => {
      const entry = named[index];
      const names = namesOf(entry);
      return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names), fc.constantFrom<Language>('en', 'tr'));
    });
    fc.assert(
      fc.property(twice, ([a, b, language]) => {
        const outcome = demoCompare({
          query: `${a} vs ${b}`,
          items: [a, `${b} `.trim() === a ? b.toLocaleUpperCase('tr') : b],
          features: [],
          isDetailed: false,
          language,
        });
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.field).toBe('query');
      }),
      { numRuns: RUNS.sameItem },
    );
  });
});
