import { describe, expect, it } from 'vitest';
import { foldCase, parseComparisonQuery, repeatedItem, splitComparisonItems } from './compare-items';

describe('splitComparisonItems', () => {
  it.each([
    ['iPhone 15 vs Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['iPhone 15 vs. Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['iPhone 15 VS Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['Netflix, Disney+ ve HBO', ['Netflix', 'Disney+', 'HBO']],
    ['Kindle ile Kobo', ['Kindle', 'Kobo']],
    ['Kindle İLE Kobo', ['Kindle', 'Kobo']],
    ['PS5 or Xbox', ['PS5', 'Xbox']],
    ['Spotify and Apple Music', ['Spotify', 'Apple Music']],
    ['Çay veya kahve', ['Çay', 'kahve']],
    ['tek ürün', ['tek ürün']],
  ])('splits %s', (query, expected) => {
    expect(splitComparisonItems(query)).toEqual(expected);
  });

  it('does not split inside words', () => {
    expect(splitComparisonItems('Xbox Series X vs Vodafone Red')).toEqual(['Xbox Series X', 'Vodafone Red']);
    expect(splitComparisonItems('Oreo vs Android')).toEqual(['Oreo', 'Android']);
  });

  it('trims, drops empties and collapses spaces', () => {
    expect(splitComparisonItems('  A ,, B ,  ')).toEqual(['A', 'B']);
    expect(splitComparisonItems('Galaxy   S24  vs  Pixel 8')).toEqual(['Galaxy S24', 'Pixel 8']);
    expect(splitComparisonItems('')).toEqual([]);
    expect(splitComparisonItems('   ')).toEqual([]);
  });

  it('dedupes case-insensitively and keeps the first spelling and order', () => {
    expect(splitComparisonItems('iPhone vs IPHONE')).toEqual(['iPhone']);
    expect(splitComparisonItems('B, A, b ve C')).toEqual(['B', 'A', 'C']);
  });
});

describe('question forms and a purpose', () => {
  it.each([
    // Turkish question particles, in every vowel-harmony form, with or without a question mark.
    ['İstanbul mu İzmir mi?', ['İstanbul', 'İzmir']],
    ['İstanbul mu İzmir mi', ['İstanbul', 'İzmir']],
    ['Kindle mı Kobo mu?', ['Kindle', 'Kobo']],
    ['Netflix mi Disney+ mı?', ['Netflix', 'Disney+']],
    ['Türk Telekom mu Turkcell mi Vodafone mu?', ['Türk Telekom', 'Turkcell', 'Vodafone']],
    ['Ütü mü Buharlı ütü mü?', ['Ütü', 'Buharlı ütü']],
    ['iPhone 15 mi yoksa Galaxy S24 mü?', ['iPhone 15', 'Galaxy S24']],
    ['iPhone 15 mi, Galaxy S24 mü?', ['iPhone 15', 'Galaxy S24']],
    // A capitalised "Mi" is part of a name, not a particle.
    ['Xiaomi Mi 11 mi Pixel 8 mi?', ['Xiaomi Mi 11', 'Pixel 8']],
    // Words for "or".
    ['PS5 or Xbox Series X?', ['PS5', 'Xbox Series X']],
    ['Spotify veya YouTube Music', ['Spotify', 'YouTube Music']],
    ['Spotify yoksa YouTube Music', ['Spotify', 'YouTube Music']],
    ['Kindle ya da Kobo', ['Kindle', 'Kobo']],
  ])('%s', (query, expected) => {
    expect(splitComparisonItems(query)).toEqual(expected);
  });

  it.each([
    ['İstanbul vs İzmir yaşamak için', ['İstanbul', 'İzmir'], 'yaşamak için'],
    ['İstanbul mu İzmir mi yaşamak için?', ['İstanbul', 'İzmir'], 'yaşamak için'],
    // After the last question particle, everything up to "için" is the purpose.
    ['Turkcell mi Vodafone mu faturalı hat için', ['Turkcell', 'Vodafone'], 'faturalı hat için'],
    ['Tesla Model Y mi Togg T10X mu uzun yol için?', ['Tesla Model Y', 'Togg T10X'], 'uzun yol için'],
    ['İstanbul vs İzmir, yaşamak için', ['İstanbul', 'İzmir'], 'yaşamak için'],
    ['PS5 vs Xbox Series X oyun için', ['PS5', 'Xbox Series X'], 'oyun için'],
    ['Nike Pegasus 41 vs Adidas Adizero SL for running', ['Nike Pegasus 41', 'Adidas Adizero SL'], 'for running'],
    ['MacBook Air or Dell XPS 13 for a student?', ['MacBook Air', 'Dell XPS 13'], 'for a student'],
    // An infinitive with the word it governs, and the question itself at the end.
    ['Claude vs ChatGPT kod yazmak için', ['Claude', 'ChatGPT'], 'kod yazmak için'],
    ['Galaxy S24 mü Pixel 8 mi fotoğraf çekmek için?', ['Galaxy S24', 'Pixel 8'], 'fotoğraf çekmek için'],
    ['react vs vue öğrenmek için', ['react', 'vue'], 'öğrenmek için'],
    ['Turkcell mi Vodafone mu, yurt dışı için hangisi daha iyi?', ['Turkcell', 'Vodafone'], 'yurt dışı için'],
    // Several lower-case words before "için", back to where a name ends (a capital or a digit).
    ['Tesla Model Y uzun yol için', ['Tesla Model Y'], 'uzun yol için'],
    ['Fiat Egea vs Renault Clio şehir içi kullanım için', ['Fiat Egea', 'Renault Clio'], 'şehir içi kullanım için'],
    ['iPhone 15 vs Pixel 8 günlük kullanım için', ['iPhone 15', 'Pixel 8'], 'günlük kullanım için'],
    [
      'MacBook Air M3 vs Dell XPS 13 yazılım geliştirmek için',
      ['MacBook Air M3', 'Dell XPS 13'],
      'yazılım geliştirmek için',
    ],
    ['Tesla Model Y vs Togg T10X for long road trips', ['Tesla Model Y', 'Togg T10X'], 'for long road trips'],
    [
      'Kindle Paperwhite vs Kobo Clara 2E for reading in bed',
      ['Kindle Paperwhite', 'Kobo Clara 2E'],
      'for reading in bed',
    ],
    // Settling somewhere, said as an English infinitive.
    ['İzmir or Ankara to live in', ['İzmir', 'Ankara'], 'to live in'],
    ['İstanbul vs Kocaeli to move to', ['İstanbul', 'Kocaeli'], 'to move to'],
    ['Ankara mı İzmir mi taşınmak için', ['Ankara', 'İzmir'], 'taşınmak için'],
  ])('%s: the purpose is context, not part of an item', (query, items, purpose) => {
    expect(parseComparisonQuery(query)).toEqual({ items, purpose });
    expect(splitComparisonItems(query)).toEqual(items);
  });

  it('typed all in lower case, nothing shows where a name ends: only one word before "için" is the purpose', () => {
    expect(parseComparisonQuery('netflix vs disney plus aile için')).toEqual({
      items: ['netflix', 'disney plus'],
      purpose: 'aile için',
    });
  });

  describe('with names the caller knows, the purpose ends where a known name does', () => {
    const names = new Set([
      'fiat egea',
      'renault clio',
      'galaxy s24',
      'galaxy s24 ultra',
      'iphone 15',
      'tesla model y',
    ]);
    const known = (name: string) => names.has(name.toLowerCase());

    it.each([
      // Typed all in lower case: the words after the known name go to the purpose.
      ['renault clio vs fiat egea şehir içi kullanım için', ['renault clio', 'fiat egea'], 'şehir içi kullanım için'],
      ['iphone 15 vs tesla model y uzun yol için', ['iphone 15', 'tesla model y'], 'uzun yol için'],
      // A plain word after a model number stays in a known name ("ultra"), where the text alone would take it for the purpose.
      ['iphone 15 vs galaxy s24 ultra oyun için', ['iphone 15', 'galaxy s24 ultra'], 'oyun için'],
    ])('%s', (query, items, purpose) => {
      expect(parseComparisonQuery(query, { known })).toEqual({ items, purpose });
      // The item count is the one the compare form (no names known) counts.
      expect(splitComparisonItems(query)).toHaveLength(items.length);
    });

    it.each([
      // A comma or a question particle already marks where the purpose starts.
      [
        'renault clio vs fiat egea, şehir içi için',
        { items: ['renault clio', 'fiat egea'], purpose: 'şehir içi için' },
      ],
      [
        'renault clio mu fiat egea mı şehir içi için',
        { items: ['renault clio', 'fiat egea'], purpose: 'şehir içi için' },
      ],
      // Nothing known nearer: the text's own reading stands.
      ['netflix vs disney plus aile için', { items: ['netflix', 'disney plus'], purpose: 'aile için' }],
      // A word with a capital or a digit is never moved out of a name.
      [
        'fiat egea vs renault clio Sport şehir için',
        { items: ['fiat egea', 'renault clio Sport'], purpose: 'şehir için' },
      ],
    ])('%s: unchanged', (query, parsed) => {
      expect(parseComparisonQuery(query, { known })).toEqual(parsed);
    });

    it('never leaves "için" alone as the purpose', () => {
      const everything = (name: string) => name.startsWith('fiat');
      expect(parseComparisonQuery('renault clio vs fiat egea aile için', { known: everything })).toEqual({
        items: ['renault clio', 'fiat egea'],
        purpose: 'aile için',
      });
    });
  });

  it('"için" after the last item alone is not a purpose: the item stays', () => {
    expect(parseComparisonQuery('İstanbul vs İzmir için')).toEqual({ items: ['İstanbul', 'İzmir için'] });
    expect(splitComparisonItems('İstanbul vs İzmir vs Ankara için')).toEqual(['İstanbul', 'İzmir', 'Ankara için']);
  });

  it.each([
    ['Vodafone vs Turkcell hangisi iyi', ['Vodafone', 'Turkcell']],
    ['iPhone 15 mi Galaxy S24 mü daha iyi?', ['iPhone 15', 'Galaxy S24']],
    ['Trendyol mu Hepsiburada mı, hangisinden alayım?', ['Trendyol', 'Hepsiburada']],
    ['PS5 or Xbox Series X, which is better?', ['PS5', 'Xbox Series X']],
  ])('%s: the question at the end is not part of an item', (query, items) => {
    expect(parseComparisonQuery(query)).toEqual({ items });
  });

  it('a query without a purpose has none', () => {
    expect(parseComparisonQuery('iPhone 15 vs Galaxy S24')).toEqual({ items: ['iPhone 15', 'Galaxy S24'] });
  });
});

describe('foldCase', () => {
  it('treats Turkish and English I/i variants alike', () => {
    expect(foldCase('IPHONE')).toBe(foldCase('iPhone'));
    expect(foldCase('İLE')).toBe('ile');
    expect(foldCase('ılık')).toBe('ilik');
  });
});

describe('repeatedItem', () => {
  it.each([
    ['iPhone 15 vs iPhone 15', 'iPhone 15'],
    ['iPhone 15 vs IPHONE 15', 'iPhone 15'],
    ['Netflix, Disney+ ve netflix', 'Netflix'],
    ['İzmir mi izmir mi?', 'İzmir'],
    ['iPhone 15 vs Galaxy S24', undefined],
    ['iPhone 15', undefined],
    ['', undefined],
  ])('%s → %s', (query, expected) => {
    expect(repeatedItem(query)).toBe(expected);
  });
});
