// What the parser understands of a whole query, in both languages: the items, and apart from them
// the subject, the purpose, the market and a version word, never the verb that asks for it.
import { describe, expect, it } from 'vitest';
import { parseComparisonQuery, splitComparisonItems } from './compare-items';

/** A stand-in catalogue: the names a writer knows, case-insensitively. */
const NAMES = new Set(['garanti bbva', 'akbank', 'toyota corolla', 'honda civic', 'türk telekom', 'vodafone', 'ps5']);
const known = (name: string) => NAMES.has(name.toLocaleLowerCase('tr'));

describe('the questions people type, read whole', () => {
  it.each([
    [
      'Garanti BBVA mı Akbank mı kredi kartı',
      { items: ['Garanti BBVA', 'Akbank'], subject: { text: 'kredi kartı', topic: 'credit_cards' } },
    ],
    [
      'Toyota Corolla hibrit ile Honda Civic hibrit karşılaştır',
      { items: ['Toyota Corolla hibrit', 'Honda Civic hibrit'] },
    ],
    [
      'Türk Telekom vs Vodafone fiber internet',
      { items: ['Türk Telekom', 'Vodafone'], subject: { text: 'fiber internet', topic: 'home_internet' } },
    ],
    [
      'Garmin Forerunner 265 vs Apple Watch Series 9 for running',
      { items: ['Garmin Forerunner 265', 'Apple Watch Series 9'], purpose: 'for running' },
    ],
    ['İzmir mi Eskişehir mi öğrenci için', { items: ['İzmir', 'Eskişehir'], purpose: 'öğrenci için' }],
    ['Antalya mı Bodrum mu tatil için', { items: ['Antalya', 'Bodrum'], purpose: 'tatil için' }],
    // Names with the case endings Turkish sets off by an apostrophe: the names alone.
    ["İzmir'e mi Ankara'ya mı taşınmak için", { items: ['İzmir', 'Ankara'], purpose: 'taşınmak için' }],
    ["İstanbul'da mı Ankara'da mı yaşamak için", { items: ['İstanbul', 'Ankara'], purpose: 'yaşamak için' }],
    ["Bodrum'un mu Çeşme'nin mi plajları", { items: ['Bodrum', 'Çeşme'], subject: { text: 'plajları' } }],
    ["iPhone 15'i mi Galaxy S24'ü mü", { items: ['iPhone 15', 'Galaxy S24'] }],
    // An apostrophe that is part of a name stays.
    ["Domino's vs Little Caesars", { items: ["Domino's", 'Little Caesars'] }],
    ["De'Longhi Dedica vs Philips 2200", { items: ["De'Longhi Dedica", 'Philips 2200'] }],
    ["O'Neill vs Quiksilver", { items: ["O'Neill", 'Quiksilver'] }],
  ])('%s', (query, understood) => {
    expect(parseComparisonQuery(query)).toEqual(understood);
    // The compare form counts the same items as the server.
    expect(splitComparisonItems(query)).toEqual(understood.items);
  });
});

describe('every form, in Turkish and English', () => {
  it.each([
    ['Garanti BBVA mı Akbank mı?', ['Garanti BBVA', 'Akbank']],
    ['Kindle mi Kobo mu', ['Kindle', 'Kobo']],
    ['Kindle mu Kobo mu', ['Kindle', 'Kobo']],
    ['Ütü mü Buharlı ütü mü', ['Ütü', 'Buharlı ütü']],
    ['Garanti BBVA ile Akbank', ['Garanti BBVA', 'Akbank']],
    ['Garanti BBVA ve Akbank karşılaştır', ['Garanti BBVA', 'Akbank']],
    ['Garanti BBVA ile Akbank’ı karşılaştır', ['Garanti BBVA', 'Akbank']],
    ["Garanti BBVA ile Akbank'ı kıyasla", ['Garanti BBVA', 'Akbank']],
    ['Garanti BBVA ve Akbank karşılaştırır mısın?', ['Garanti BBVA', 'Akbank']],
    ['karşılaştır: Garanti BBVA, Akbank', ['Garanti BBVA', 'Akbank']],
    ['Garanti BBVA veya Akbank', ['Garanti BBVA', 'Akbank']],
    ['iPhone 15 or Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['iPhone 15 vs Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['compare iPhone 15 and Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['Compare iPhone 15 with Galaxy S24', ['iPhone 15', 'Galaxy S24']],
  ])('%s', (query, items) => {
    expect(parseComparisonQuery(query).items).toEqual(items);
  });

  it('never keeps the verb inside an item', () => {
    for (const query of ['Honda Civic ve Toyota Corolla karşılaştır', 'Honda Civic ile Toyota Corolla kıyasla'])
      expect(parseComparisonQuery(query).items).toEqual(['Honda Civic', 'Toyota Corolla']);
  });
});

describe('the subject: what about the items is compared', () => {
  it.each([
    ['Garanti mi Akbank mı kredi kartları', 'credit_cards', ['Garanti', 'Akbank']],
    ['Garanti BBVA vs Akbank credit cards', 'credit_cards', ['Garanti BBVA', 'Akbank']],
    ['Garanti mi Akbank mı konut kredisi', 'loans', ['Garanti', 'Akbank']],
    ['Türk Telekom mu Vodafone mu ev interneti', 'home_internet', ['Türk Telekom', 'Vodafone']],
    ['Turkcell vs Vodafone home internet', 'home_internet', ['Turkcell', 'Vodafone']],
    ['Turkcell mi Vodafone mu faturalı hat', 'mobile_plans', ['Turkcell', 'Vodafone']],
    ['Turkcell vs Vodafone mobile plans', 'mobile_plans', ['Turkcell', 'Vodafone']],
  ])('%s', (query, topic, items) => {
    const parsed = parseComparisonQuery(query);
    expect(parsed.items).toEqual(items);
    expect(parsed.subject?.topic).toBe(topic);
  });

  it('keeps words after the question particles as the subject even when no topic names them', () => {
    expect(parseComparisonQuery('Garanti mi Akbank mı mobil uygulama')).toEqual({
      items: ['Garanti', 'Akbank'],
      subject: { text: 'mobil uygulama' },
    });
  });

  it('takes no subject that would leave one item, nor the end of a name the writer knows', () => {
    expect(parseComparisonQuery('Vodafone fiber internet').items).toEqual(['Vodafone fiber internet']);
    const withInternet = (name: string) => known(name) || name.toLowerCase() === 'türk telekom internet';
    expect(parseComparisonQuery('TurkNet vs Türk Telekom internet', { known: withInternet })).toEqual({
      items: ['TurkNet', 'Türk Telekom internet'],
    });
  });
});

describe('a market and a version word', () => {
  it.each([
    ["Netflix vs Disney+ Türkiye'de", 'TR'],
    ['Netflix vs Disney+ in Turkey', 'TR'],
    ['Netflix vs Disney+ in the UK', 'GB'],
  ])('%s', (query, market) => {
    expect(parseComparisonQuery(query)).toEqual({ items: ['Netflix', 'Disney+'], market });
  });

  it('tells a version word on a known item apart, keeping it in the name', () => {
    expect(parseComparisonQuery('Toyota Corolla hibrit ile Honda Civic hibrit karşılaştır', { known })).toEqual({
      items: ['Toyota Corolla hibrit', 'Honda Civic hibrit'],
      variants: [
        { item: 'Toyota Corolla hibrit', base: 'Toyota Corolla', qualifier: 'hibrit' },
        { item: 'Honda Civic hibrit', base: 'Honda Civic', qualifier: 'hibrit' },
      ],
    });
    expect(parseComparisonQuery('PS5 Pro vs Xbox Series X', { known }).variants).toEqual([
      { item: 'PS5 Pro', base: 'PS5', qualifier: 'Pro' },
    ]);
  });
});
