// The demo engine compares what the query asked about: the kind its subject names and the version
// its items name, with a sentence when the catalogue holds no figures for the version asked for.
import { describe, expect, it } from 'vitest';
import { demoCompare, parseQuery } from './index';

/** The report of a query as the server asks for it: the items split by the one parser. */
function reportOf(query: string, language: 'en' | 'tr') {
  const outcome = demoCompare({ query, items: parseQuery(query).items, features: [], isDetailed: false, language });
  if (!outcome.ok) throw new Error(outcome.message);
  const { result } = outcome;
  return { names: result.items.map((item) => item.name), unknown: result.unidentified_items, summary: result.summary };
}

describe('the items a query asks about, as the catalogue holds them', () => {
  it.each([
    ['Garanti BBVA mı Akbank mı kredi kartı', 'tr', ['Garanti BBVA', 'Akbank']],
    ['Garanti BBVA vs Akbank credit cards', 'en', ['Garanti BBVA', 'Akbank']],
    ['Garanti BBVA ve Akbank karşılaştır', 'tr', ['Garanti BBVA', 'Akbank']],
    // The subject is home internet: each operator's home internet, not its mobile line.
    ['Türk Telekom vs Vodafone fiber internet', 'en', ['Türk Telekom İnternet', 'Vodafone Net']],
    ['Turkcell mi Türk Telekom mu ev interneti', 'tr', ['Turkcell Superonline', 'Türk Telekom İnternet']],
    // A version the entry's own facts have: the entry, with no sentence about it.
    ['Toyota Corolla hibrit ile Honda Civic hibrit karşılaştır', 'tr', ['Toyota Corolla', 'Honda Civic']],
  ] as const)('%s', (query, language, names) => {
    const report = reportOf(query, language);
    expect(report.names).toEqual(names);
    expect(report.unknown).toBeUndefined();
    expect(report.summary).not.toMatch(/ayrı veri bulunmadığından|No figures for/);
  });

  it.each([
    ['Toyota Corolla elektrikli vs Honda Civic', 'en', 'No figures for "Toyota Corolla elektrikli" are held'],
    [
      'Toyota Corolla elektrikli mi Honda Civic mi',
      'tr',
      '"Toyota Corolla elektrikli" için ayrı veri bulunmadığından bu raporda Toyota Corolla genel olarak karşılaştırılıyor.',
    ],
  ] as const)(
    '%s: a version the catalogue lacks is the base item, and the summary says so',
    (query, language, note) => {
      const report = reportOf(query, language);
      expect(report.names).toEqual(['Toyota Corolla', 'Honda Civic']);
      expect(report.summary).toContain(note);
    },
  );

  it('a version the catalogue holds by name is that entry', () => {
    expect(reportOf('PS5 Pro vs Xbox Series X', 'en').names).toEqual(['PlayStation 5 Pro', 'Xbox Series X']);
  });
});
