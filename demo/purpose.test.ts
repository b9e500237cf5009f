// A trailing purpose ("… yaşamak için", "… for running") is context for the report, not an item:
// both items are identified, and the summary says once that the demo scores are not tuned to it.
import { describe, expect, it } from 'vitest';
import { splitComparisonItems } from '@/lib/compare-items';
import { demoCompare } from './index';

function summaryOf(query: string, language: 'en' | 'tr') {
  const outcome = demoCompare({ query, items: splitComparisonItems(query), features: [], isDetailed: false, language });
  if (!outcome.ok) throw new Error(outcome.message);
  return { names: outcome.result.items.map((i) => i.name), summary: outcome.result.summary };
}

describe('a purpose in the query', () => {
  it.each([
    ['İstanbul mu İzmir mi yaşamak için?', 'tr', ['İstanbul', 'İzmir'], 'Belirttiğiniz amaç ("yaşamak için")'],
    ['İstanbul vs İzmir yaşamak için', 'en', ['İstanbul', 'İzmir'], 'The purpose you gave ("yaşamak için")'],
    ['Pegasus 41 or Adizero SL for running', 'en', ['Nike Pegasus 41', 'Adidas Adizero SL'], '("for running")'],
  ] as const)('%s (%s)', (query, language, names, sentence) => {
    const { names: identified, summary } = summaryOf(query, language);
    expect(identified).toEqual(names);
    expect(summary).toContain(sentence);
    expect(summary.split(sentence)).toHaveLength(2);
  });

  it('a query without a purpose says nothing about one', () => {
    for (const language of ['en', 'tr'] as const) {
      const { summary } = summaryOf('Turkcell mi Vodafone mu?', language);
      expect(summary).not.toMatch(/purpose|amaç/i);
    }
  });
});
