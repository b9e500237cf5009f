// A trailing purpose ("… yaşamak için", "… for running") is context for the report, not an item:
// both items are identified, and the report says once either the verdict for that purpose (in its
// verdict, when the purposes data weighs it) or, in the summary, that the demo scores are not tuned to it.
import { describe, expect, it } from 'vitest';
import { demoCompare, parseQuery } from './index';

/** The query as the server sends it: split with the catalogue's names (server/ai/item-check's itemsOfQuery). */
function summaryOf(query: string, language: 'en' | 'tr') {
  const outcome = demoCompare({ query, items: parseQuery(query).items, features: [], isDetailed: false, language });
  if (!outcome.ok) throw new Error(outcome.message);
  // The verdict (its own section, shown above the summary) and then the summary, as a reader reads them.
  const { verdict, summary } = outcome.result;
  return {
    names: outcome.result.items.map((i) => i.name),
    summary: [verdict?.deciding, summary].filter(Boolean).join(' '),
  };
}

describe('a purpose in the query', () => {
  it.each([
    ['İstanbul mu İzmir mi yaşamak için?', 'tr', ['İstanbul', 'İzmir'], 'Yaşamak için tercih İstanbul: '],
    ['İstanbul vs İzmir yaşamak için', 'en', ['İstanbul', 'İzmir'], 'For a place to live, İstanbul is the pick: '],
    ['Pegasus 41 or Adizero SL for running', 'en', ['Nike Pegasus 41', 'Adidas Adizero SL'], '("for running")'],
    // Several words of purpose without a question particle: the item before them is still found.
    ['Tesla Model Y uzun yol için', 'tr', ['Tesla Model Y'], 'Belirttiğiniz amaç ("uzun yol için")'],
    ['Tesla Model Y uzun yol için', 'en', ['Tesla Model Y'], 'The purpose you gave ("uzun yol için")'],
    [
      'Fiat Egea vs Renault Clio şehir içi kullanım için',
      'tr',
      ['Fiat Egea', 'Renault Clio'],
      'Belirttiğiniz amaç ("şehir içi kullanım için")',
    ],
    [
      'MacBook Air M3 vs Dell XPS 13 yazılım geliştirmek için',
      'tr',
      ['MacBook Air M3', 'Dell XPS 13'],
      'Belirttiğiniz amaç ("yazılım geliştirmek için")',
    ],
    // Typed all in lower case: the purpose still ends where a catalogue name does.
    [
      'renault clio vs fiat egea şehir içi kullanım için',
      'tr',
      ['Renault Clio', 'Fiat Egea'],
      'Belirttiğiniz amaç ("şehir içi kullanım için")',
    ],
    ['tesla model y uzun yol için', 'en', ['Tesla Model Y'], 'The purpose you gave ("uzun yol için")'],
    [
      'iphone 15 vs galaxy s24 ultra oyun için',
      'tr',
      ['iPhone 15', 'Samsung Galaxy S24 Ultra'],
      'Belirttiğiniz amaç ("oyun için")',
    ],
    [
      'Tesla Model Y vs Togg T10X for long road trips',
      'en',
      ['Tesla Model Y', 'Togg T10X'],
      'The purpose you gave ("for long road trips")',
    ],
    [
      'Kindle Paperwhite vs Kobo Clara 2E for reading in bed',
      'en',
      ['Kindle Paperwhite', 'Kobo Clara 2E'],
      'The purpose you gave ("for reading in bed")',
    ],
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
