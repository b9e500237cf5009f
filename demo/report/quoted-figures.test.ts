// A sentence that quotes an item's figure names the figure's source for its section: the summary's
// prices and scores, a con's "60 Hz" (a measure inside the display row), and no section whose
// sentences quote none.
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
import { demoCompare, parseQuery } from '../index';

function sources(query: string, language: Language) {
  const outcome = demoCompare({ query, items: parseQuery(query).items, features: [], isDetailed: false, language });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe('the sources of the figures a sentence quotes', () => {
  it.each(['en', 'tr'] as const)('are named for each section that quotes them (%s)', (language) => {
    const result = sources('iPhone 15 vs Samsung Galaxy S24', language);
    const quoting = (section: string) =>
      (result.sources ?? []).filter((source) => source.quoted_in?.includes(section as never)).map((s) => s.kind);
    // The summary gives both prices and the best value's scores.
    expect(quoting('summary').sort()).toEqual(['estimate', 'price']);
    // "60 Hz screen at this price" quotes the iPhone's display row; "Cheapest here (about 42,000 TRY)" its price.
    expect(result.items[0].cons?.join(' ')).toMatch(/60 Hz/);
    expect(quoting('items').sort()).toEqual(['price', 'specification']);
    // The similarities quote no figure.
    expect(quoting('similarities')).toEqual([]);
  });
});
