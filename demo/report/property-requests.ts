// Generated report requests for the demo engine's property tests: catalogue items under their
// names and aliases, in any case, mixed with unknown names, in both languages, with every feature
// mix and level. Shared by the property test files, which run side by side.
import fc from 'fast-check';
import type { CompareFeature, Language } from '@shared/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { splitComparisonItems } from '@shared/compare-items';
import { CATALOGUE, demoCompare, identify } from '../index';

/** Case counts, stated once so the report can quote them. */
export const RUNS = { rules: 3000, deterministic: 1000, sameItem: 500, languages: 1000 } as const;

export const FEATURES: CompareFeature[] = [
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
export const itemId = (name: string): string => {
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

export const request = fc.record({
  items: query,
  features: fc.subarray(FEATURES),
  isDetailed: fc.boolean(),
  language: fc.constantFrom<Language>('en', 'tr'),
});

export function asComparison(input: {
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
