// Property tests: thousands of generated queries (property-requests.ts) must give reports that keep
// the contract and every consistency rule (see report-rules.ts). Their sameness across runs and
// languages is report-stability.property.test.ts's, run beside this one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
import { CATALOGUE, demoCompare, identify, identifyAll } from '../index';
import { brokenRules } from './report-rules';
import { asComparison, FEATURES, request, RUNS } from './property-requests';

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
