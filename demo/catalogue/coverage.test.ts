// What people in Türkiye compare: the catalogue knows the common pairs of every category, places
// names it does not hold by their words, forgives typos, and every entry is complete in both languages.
import { describe, expect, it } from 'vitest';
import { parseComparisonQuery } from '@/lib/compare-items';
import { CATEGORIES } from '../categories';
import type { CategoryId, Value } from '../types';
import { CATALOGUE, closeNames, detectCategory, identify } from './index';

const nameOf = (typed: string) => {
  const found = identify(typed);
  return found.kind === 'known' ? found.entry.name : undefined;
};

describe('new categories', () => {
  it.each([
    // Catalogue entries, as people type them.
    ['Turkcell', 'mobile_operator'],
    ['türk telekom', 'mobile_operator'],
    ['VODAFONE', 'mobile_operator'],
    ['Superonline', 'home_internet'],
    ['TurkNet', 'home_internet'],
    ['Vodafone Net', 'home_internet'],
    ['Millenicom', 'home_internet'],
    ['TT internet', 'home_internet'],
    ['ChatGPT', 'ai_assistant'],
    ['chat gpt', 'ai_assistant'],
    ['Claude', 'ai_assistant'],
    ['Gemini', 'ai_assistant'],
    ['Copilot', 'ai_assistant'],
    ['Perplexity', 'ai_assistant'],
    ['DeepSeek', 'ai_assistant'],
    ['Grok', 'ai_assistant'],
    ['Nike Pegasus 41', 'running_shoes'],
    ['Adizero SL', 'running_shoes'],
    ['Gel-Nimbus 26', 'running_shoes'],
    ['Clifton 9', 'running_shoes'],
    ['1080v14', 'running_shoes'],
    ['Brooks Ghost 16', 'running_shoes'],
    ['Trendyol', 'ecommerce'],
    ['hepsiburada', 'ecommerce'],
    ['Amazon Türkiye', 'ecommerce'],
    ['n11', 'ecommerce'],
    ['çiçek sepeti', 'ecommerce'],
    ['Temu', 'ecommerce'],
    ['Pazarama', 'ecommerce'],
    ['İzmir', 'city'],
    ['ANKARA', 'city'],
    ['Eskisehir', 'city'],
    ['Bursa', 'city'],
    ['Kayseri', 'city'],
    ['İzmit', 'city'],
    ['Honda Civic', 'car'],
    ['VW Golf', 'car'],
    ['Toyota C-HR', 'car'],
    ['Dacia Duster', 'car'],
    ['Hyundai i20', 'car'],
    ['Canon EOS R6 Mark II', 'camera'],
    ['Nikon Z6 III', 'camera'],
    ['Galaxy S25 Ultra', 'phone'],
    ['iPhone 16 Pro', 'phone'],
    ['MacBook Air M2', 'laptop'],
    ['LG C4', 'tv'],
    ['PS5 Pro', 'console'],
    ['Flutter', 'framework'],
    ['React Native', 'framework'],
    ['MSSQL', 'database'],
    // Not in the catalogue, placed by their words.
    ['Pttcell', 'mobile_operator'],
    ['Kablonet', 'home_internet'],
    ['Mistral Le Chat', 'ai_assistant'],
    ['Saucony Endorphin Speed 4', 'running_shoes'],
    ['Shein', 'ecommerce'],
    ['Mersin', 'city'],
  ] as [string, CategoryId][])('%s → %s', (name, category) => {
    expect(detectCategory(name)).toBe(category);
  });

  it('holds enough entries in every category for its common comparisons', () => {
    for (const id of Object.keys(CATEGORIES) as CategoryId[]) {
      const count = CATALOGUE.filter((e) => e.category === id).length;
      expect(count, id).toBeGreaterThanOrEqual(3);
    }
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(175);
  });
});

describe('queries a Turkish user types', () => {
  it.each([
    ['Turkcell mi Vodafone mu?', ['Turkcell', 'Vodafone'], undefined],
    ['Turkcell vs Türk Telekom vs Vodafone', ['Turkcell', 'Türk Telekom', 'Vodafone'], undefined],
    ['İstanbul mu İzmir mi yaşamak için', ['İstanbul', 'İzmir'], 'yaşamak için'],
    ['Pegasus 41 or Adizero SL for running', ['Nike Pegasus 41', 'Adidas Adizero SL'], 'for running'],
    ['ChatGPT yoksa Claude', ['ChatGPT', 'Claude'], undefined],
    ['ChatGPT vs Claude vs Gemini', ['ChatGPT', 'Claude', 'Google Gemini'], undefined],
    ['Trendyol veya Hepsiburada', ['Trendyol', 'Hepsiburada'], undefined],
    ['Superonline mı TurkNet mi?', ['Turkcell Superonline', 'TurkNet'], undefined],
    ['Toyota Corolla vs Honda Civic', ['Toyota Corolla', 'Honda Civic'], undefined],
    ['Ankara ile Eskişehir, öğrenci için', ['Ankara', 'Eskişehir'], 'öğrenci için'],
    ['iphon 15 vs galaxy s24', ['iPhone 15', 'Samsung Galaxy S24'], undefined],
  ])('%s', (query, names, purpose) => {
    const parsed = parseComparisonQuery(query);
    expect(parsed.purpose).toBe(purpose);
    expect(parsed.items.map(nameOf)).toEqual(names);
  });
});

describe('typos', () => {
  it.each([
    ['iphon 15', 'iPhone 15'],
    ['galaxy s24', 'Samsung Galaxy S24'],
    ['turkcel', 'Turkcell'],
    ['vodafon', 'Vodafone'],
    ['Trendyl', 'Trendyol'],
    ['hepsibrada', 'Hepsiburada'],
    ['ChatGTP', 'ChatGPT'],
  ])('%s is %s', (typed, name) => {
    expect(nameOf(typed)).toBe(name);
  });

  it.each(['Xiaomi 14T', 'Pixel 8a', 'Galaxy S24+', 'iPhone 16e'])(
    '%s is another model, not a typo of its base model',
    (typed) => {
      expect(nameOf(typed)).toBeUndefined();
    },
  );

  it.each([
    ['macbok air', 'MacBook Air M3'],
    ['Canon R6', 'Canon EOS R6 Mark II'],
    ['Nikon Z6', 'Nikon Z6 III'],
    ['Pegasus', 'Nike Pegasus 41'],
  ])('"%s" is not guessed but suggests %s', (typed, suggestion) => {
    expect(nameOf(typed)).toBeUndefined();
    expect(closeNames(typed)).toContain(suggestion);
  });
});

describe('every catalogue entry is complete', () => {
  const texts = (value: Value): string[] => (typeof value === 'string' ? [value] : [value.en, value.tr]);

  it.each(CATALOGUE.map((e) => [e.name, e] as const))('%s', (_, entry) => {
    const category = CATEGORIES[entry.category];
    // A price model, with an amount exactly when it is paid for, inside the category's band.
    expect(['one_off', 'monthly', 'free', 'varies']).toContain(entry.price.model);
    const paid = entry.price.model === 'one_off' || entry.price.model === 'monthly';
    expect(entry.price.amount !== undefined).toBe(paid);
    if (paid && category.band) {
      expect(entry.price.amount).toBeGreaterThanOrEqual(category.band[0]);
      expect(entry.price.amount).toBeLessThanOrEqual(category.band[1]);
    }
    // A fact for each of its category's rows, or a deliberate omission; nothing outside the rows.
    const rows = category.rows.map(([key]) => key);
    for (const key of rows) expect(key in entry.specs !== (entry.unstated ?? []).includes(key), key).toBe(true);
    for (const key of [...Object.keys(entry.specs), ...(entry.unstated ?? [])]) expect(rows).toContain(key);
    // Both languages, never empty; physical attributes exactly for physical things.
    for (const value of [...Object.values(entry.specs), entry.pro, entry.con])
      for (const text of texts(value)) expect(text.trim()).not.toBe('');
    expect(entry.pro.en).not.toBe(entry.pro.tr);
    expect(entry.con.en).not.toBe(entry.con.tr);
    expect(entry.physical !== undefined).toBe(category.physical);
    // Turkish casing: İstanbul and İzmir keep their dotted capital in the name and every Turkish text.
    for (const text of [
      entry.name,
      entry.pro.tr,
      entry.con.tr,
      ...Object.values(entry.specs).map((v) => texts(v).at(-1)!),
    ])
      expect(text).not.toMatch(/\bI(stanbul|zmir)/);
  });
});
