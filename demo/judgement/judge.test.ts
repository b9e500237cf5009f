import { describe, expect, it } from 'vitest';
import { byName } from '../catalogue';
import { CATALOGUE_DATA } from '../catalogue/data';
import { CatalogueError } from '../catalogue/files';
import { writeReport } from '../report/build';
import { profileOf, type Profile } from '../report/profile';
import type { CatalogueEntry } from '../types';
import { judge, parsePurposes, purposeFor, verdictFor, bestValueSentence } from './index';

const profile = (name: string, change: Partial<CatalogueEntry> = {}): Profile => {
  const entry = byName(name);
  if (!entry) throw new Error(`no ${name} in the catalogue`);
  return profileOf({ ...entry, ...change }, 'en');
};

describe('judgement from facts and weights', () => {
  const forerunner = profile('Garmin Forerunner 265');
  const appleWatch = profile('Apple Watch Series 9');
  const running = purposeFor('for running', 'smartwatch');

  it('finds the purpose in the query’s words, in either language, within the category', () => {
    expect(running?.id).toBe('running');
    expect(purposeFor('koşu için', 'smartwatch')?.id).toBe('running');
    expect(purposeFor('öğrenciler için', 'city')?.id).toBe('students');
    expect(purposeFor('for running', 'phone')).toBeUndefined();
  });

  it('living in a city is a purpose of its own, in either language; students keep theirs', () => {
    for (const said of ['yaşamak için', 'taşınmak için', 'to live in', 'for living', 'to move to'])
      expect(purposeFor(said, 'city')?.id, said).toBe('living');
    expect(purposeFor('öğrenci için', 'city')?.id).toBe('students');
    expect(purposeFor('for living', 'smartwatch')).toBeUndefined();
    const cities = [profileOf(byName('İzmir')!, 'en'), profileOf(byName('Ankara')!, 'en')];
    const j = judge(cities, purposeFor('to live in', 'city'), 'en');
    expect(j.winner?.name).toBe('Ankara');
    expect(verdictFor(j, cities, 'en')).toBe(
      'For a place to live, Ankara is the pick: a cost of living "cheaper than İstanbul and İzmir" against "rents among the highest in Türkiye".',
    );
    // A name that starts a fact keeps its capital in running text.
    expect(verdictFor(judge(cities, purposeFor('yaşamak için', 'city'), 'tr'), cities, 'tr')).toBe(
      'Yaşamak için tercih Ankara: yaşam maliyetinde "kiralar Türkiye’nin en yükseklerinden" yerine "İstanbul ve İzmir’den ucuz".',
    );
  });

  it('the purpose’s weights flip the winner: in general Apple Watch leads, for running the Forerunner', () => {
    const general = judge([forerunner, appleWatch], undefined, 'en');
    expect(general.ranking[0]).toBe(appleWatch);
    const forRunning = judge([forerunner, appleWatch], running, 'en');
    expect(forRunning.winner).toBe(forerunner);
    expect(verdictFor(forRunning, [forerunner, appleWatch], 'en')).toBe(
      'For running, Garmin Forerunner 265 is the pick: 13 days of battery against 18 hours and multi-band GPS against standard GPS.',
    );
    expect(verdictFor(judge([appleWatch, forerunner], running, 'tr'), [appleWatch, forerunner], 'tr')).toBe(
      'Koşu için tercih Garmin Forerunner 265: 18 saat yerine 13 gün pil ömrü ve standart GPS yerine çok bantlı GPS.',
    );
  });

  it('a verdict for students names student facts, not jobs', () => {
    const cities = [profileOf(byName('İzmir')!, 'tr'), profileOf(byName('Eskişehir')!, 'tr')];
    const j = judge(cities, purposeFor('öğrenci için', 'city'), 'tr');
    expect(j.winner?.name).toBe('Eskişehir');
    const verdict = verdictFor(j, cities, 'tr');
    expect(verdict).toMatch(/yaşam maliyeti/);
    expect(verdict).toMatch(/öğrenci şehri/);
    expect(verdict).not.toMatch(/\biş\b|jobs/);
  });

  it('a lead within the scores’ noise is a tie, and says what would decide it', () => {
    const a = profile('Samsung Galaxy S24');
    const b = profile('Samsung Galaxy S24', { id: 'twin', name: 'Twin S24', scores: [8.7, 8.6, 8.6, 8.3] });
    const j = judge([a, b], undefined, 'en');
    expect(Math.abs(a.overall - b.overall)).toBeGreaterThan(0);
    expect(j.winner).toBeUndefined();
    expect(j.tied).toEqual(expect.arrayContaining([a, b]));
    const battery = judge(
      [forerunner, profile('Garmin Forerunner 265', { id: 'fr2', name: 'FR copy' })],
      running,
      'en',
    );
    expect(battery.winner).toBeUndefined();
    const far = profile('Samsung Galaxy S24', { id: 'far', name: 'Far S24', scores: [9.9, 9.9, 9.9, 9.9] });
    expect(judge([a, far], undefined, 'en').winner).toBe(far);
  });

  it('best value is score per stored price: never the dearer item unless its score per price is higher', () => {
    const cheap = profile('Samsung Galaxy S24');
    const dear = profile('Samsung Galaxy S24', {
      id: 'dear',
      name: 'Dear S24',
      price: { model: 'one_off', amount: 80_000 },
      scores: [9.5, 9.5, 9.5, 9.5],
    });
    const j = judge([cheap, dear], undefined, 'en');
    expect(j.winner).toBe(dear);
    expect(j.bestValue?.item).toBe(cheap);
    expect(bestValueSentence(j, 'en')).toMatch(/^Best value for the money: Samsung Galaxy S24, /);
    // A dearer item whose score per price is really higher is the best value.
    const worth = profile('Samsung Galaxy S24', {
      id: 'worth',
      name: 'Worth S24',
      price: { model: 'one_off', amount: 43_000 },
      scores: [9.9, 9.9, 9.9, 9.9],
    });
    expect(judge([cheap, worth], undefined, 'en').bestValue?.item).toBe(worth);
    // No price, no claim; the same price, no claim (the better one is simply better).
    const unpriced = profile('Samsung Galaxy S24', { id: 'np', name: 'No price', price: { model: 'varies' } });
    expect(judge([cheap, unpriced], undefined, 'en').bestValue).toBeUndefined();
    expect(judge([forerunner, appleWatch], undefined, 'en').bestValue).toBeUndefined();
  });

  it('a value lead between scores that read the same is the price’s, said with the prices (en, tr)', () => {
    for (const language of ['en', 'tr'] as const) {
      const operators = [profileOf(byName('Turkcell')!, language), profileOf(byName('Vodafone')!, language)];
      const j = judge(operators, undefined, language);
      expect(j.bestValue?.item.name).toBe('Vodafone');
      expect(bestValueSentence(j, language)).toBe(
        language === 'en'
          ? 'Best value for the money: Vodafone; the overall scores are level (8.0/10), so the lower price decides it: 500 TRY a month against 550 TRY a month for Turkcell.'
          : 'Fiyatına göre en iyi değer: Vodafone; genel puanlar aynı (8,0/10), farkı fiyat yapıyor: aylık 500 TL (Turkcell: aylık 550 TL).',
      );
    }
  });
});

describe('what a report may say', () => {
  it('pros and cons never restate a score', () => {
    for (const items of [
      ['Xiaomi 14', 'Samsung Galaxy S24'],
      ['Garmin Forerunner 265', 'Apple Watch Series 9', 'Google Pixel Watch 2'],
      ['İzmir', 'Eskişehir'],
    ])
      for (const language of ['en', 'tr'] as const) {
        const outcome = writeReport({ items, features: [], isDetailed: true, language });
        if (!outcome.ok) throw new Error(outcome.message);
        const lines = outcome.result.items.flatMap((i) => [...(i.pros ?? []), ...(i.cons ?? [])]);
        expect(lines.join('\n')).not.toMatch(/\/10|score|puan/i);
      }
  });

  it('a list with nothing true in it is left out, not shown empty', () => {
    // A shop with no weakness left once no score is restated has no cons list at all.
    const outcome = writeReport({ items: ['Amazon.com.tr', 'n11'], features: [], isDetailed: false, language: 'en' });
    if (!outcome.ok) throw new Error(outcome.message);
    for (const item of outcome.result.items) {
      if (item.pros) expect(item.pros.length).toBeGreaterThan(0);
      if (item.cons) expect(item.cons.length).toBeGreaterThan(0);
    }
    const unknown = writeReport({ items: ['asdfgh', 'qwerty'], features: [], isDetailed: false, language: 'en' });
    if (!unknown.ok) throw new Error(unknown.message);
    expect(unknown.result.items.every((i) => i.pros === undefined && i.cons === undefined)).toBe(true);
    expect(Object.values(outcome.result).every((v) => !Array.isArray(v) || v.length > 0)).toBe(true);
  });

  it('the purposes file is checked: a weight on a row its category lacks names the file and field', () => {
    const text = `purposes:\n  - id: running\n    category: smartwatch\n    label: { en: running, tr: koşu }\n    words: [running]\n    weights:\n      - { attribute: horsepower, weight: 1, read: duration, say: { en: '{a}', tr: '{a}' } }\n`;
    expect(() => parsePurposes('purposes.yaml', text, CATALOGUE_DATA)).toThrow(CatalogueError);
    expect(() => parsePurposes('purposes.yaml', text, CATALOGUE_DATA)).toThrow(
      /purposes\.yaml: purposes\[0\]\.weights\[0\]\.attribute: "horsepower" is no attribute of smartwatch/,
    );
    expect(() => parsePurposes('purposes.yaml', text.replace('weight: 1', 'weight: -1'), CATALOGUE_DATA)).toThrow(
      /purposes\.yaml: purposes\[0\]\.weights\[0\]\.weight/,
    );
  });
});
