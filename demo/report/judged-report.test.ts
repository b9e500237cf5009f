// The report as the demo writer writes it from a query: its verdict, ties, best value and
// pros/cons come from the judgement of facts, never from a restated score.
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
import { demoCompare, parseQuery } from '../index';

function report(query: string, language: Language, isDetailed = true) {
  const outcome = demoCompare({ query, items: parseQuery(query).items, features: [], isDetailed, language });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe('the verdict names the facts that decide it', () => {
  it('for running the Forerunner wins on battery days against hours and multi-band GPS (en, tr)', () => {
    const en = report('Garmin Forerunner 265 vs Apple Watch Series 9 for running', 'en');
    expect(en.verdict?.deciding).toBe(
      'For running, Garmin Forerunner 265 is the pick: 13 days of battery against 18 hours and multi-band GPS against standard GPS.',
    );
    expect(`${en.verdict?.deciding} ${en.summary}`).not.toMatch(/purpose you gave|highest overall score/);
    const tr = report('Garmin Forerunner 265 vs Apple Watch Series 9 koşu için', 'tr');
    expect(tr.verdict?.deciding).toBe(
      'Koşu için tercih Garmin Forerunner 265: 18 saat yerine 13 gün pil ömrü ve standart GPS yerine çok bantlı GPS.',
    );
    expect(tr.use_case_recommendations?.[0]).toMatchObject({
      use_case: 'Koşu için',
      recommended_item: 'Garmin Forerunner 265',
    });
  });

  it('for students the verdict names the cost of living and the universities, not jobs (tr, en)', () => {
    const tr = report('İzmir mi Eskişehir mi öğrenci için', 'tr');
    const verdict = tr.verdict?.deciding;
    expect(verdict).toMatch(/^Öğrenciler için tercih Eskişehir: yaşam maliyetinde .+ öğrenci şehri/);
    expect(verdict).not.toMatch(/\biş\b/);
    const en = report('İzmir vs Eskişehir for students', 'en');
    expect(en.verdict?.deciding).toMatch(
      /For students, Eskişehir is the pick: a cost of living .+ known as a student city/,
    );
  });

  it('to live in a city, the verdict names the cost of living, work and transport it turns on (tr, en)', () => {
    const tr = report('Antalya mı İzmir mi yaşamak için', 'tr');
    expect(tr.verdict?.deciding).toContain(
      'Yaşamak için tercih İzmir: iş olanaklarında "turizm, plajlar ve tarım" yerine "rahat sahil yaşamı, büyük liman ve ticaret" ve ulaşımda metro, İZBAN banliyö treni, tramvay ve vapurlar; Adnan Menderes Havalimanı.',
    );
    expect(tr.summary).not.toMatch(/not edildi/);
    expect(tr.verdict).toMatchObject({ winners: ['İzmir'], basis: 'purpose', purpose: 'yaşamak' });
    const en = report('İzmir or Ankara to live in', 'en');
    expect(en.items.map((i) => i.name)).toEqual(['İzmir', 'Ankara']);
    expect(en.verdict?.deciding).toContain(
      'For a place to live, Ankara is the pick: a cost of living "cheaper than İstanbul and İzmir" against "rents among the highest in Türkiye".',
    );
    expect(en.summary).not.toMatch(/purpose you gave/);
  });

  it('a purpose with no weights in the data is still only noted', () => {
    expect(report('iPhone 15 vs Samsung Galaxy S24 for running', 'en').summary).toMatch(/purpose you gave/);
  });
});

describe('the verdict as data, said once: the summary goes on from it', () => {
  it('for running: the Forerunner, judged for the purpose, with the facts that decide it (en, tr)', () => {
    const en = report('Garmin Forerunner 265 vs Apple Watch Series 9 for running', 'en');
    expect(en.verdict).toEqual({
      winners: ['Garmin Forerunner 265'],
      basis: 'purpose',
      purpose: 'running',
      deciding:
        'For running, Garmin Forerunner 265 is the pick: 13 days of battery against 18 hours and multi-band GPS against standard GPS.',
      deciding_source_refs: ['specification-1'],
    });
    // The battery and GPS rows it quotes are the makers' figures, listed with their date.
    expect(en.sources?.find((source) => source.id === 'specification-1')).toMatchObject({
      kind: 'specification',
      as_of: '2025-06-01',
    });
    expect(en.summary).not.toContain(en.verdict!.deciding);
    const tr = report('Garmin Forerunner 265 vs Apple Watch Series 9 koşu için', 'tr');
    expect(tr.verdict).toMatchObject({ winners: ['Garmin Forerunner 265'], basis: 'purpose', purpose: 'koşu' });
    expect(tr.summary).not.toContain(tr.verdict!.deciding);
  });

  it('a lead within the scores’ noise is a tie of both items, by the overall scores', () => {
    const en = report('LG C4 vs Samsung S90D', 'en');
    expect(en.verdict?.basis).toBe('overall');
    expect(en.verdict?.winners).toHaveLength(2);
    expect(en.verdict?.deciding).toMatch(/^Overall it is a tie: /);
    expect(en.summary).not.toContain(en.verdict!.deciding);
  });

  it('a clear overall lead names one winner; one known item has no verdict', () => {
    const apps = report('Notion vs Evernote', 'en');
    expect(apps.verdict).toEqual({
      winners: ['Notion'],
      basis: 'overall',
      deciding: expect.stringMatching(/^Notion comes out ahead overall with 8.6\/10/),
      deciding_source_refs: ['estimate-1'],
    });
    // The scores it quotes are the editors' estimates, and the verdict says so.
    expect(apps.sources?.find((source) => source.id === 'estimate-1')).toMatchObject({ kind: 'estimate' });
    expect(apps.summary).not.toContain(apps.verdict!.deciding);
    expect(report('iPhone 15 vs Xyzzy Gadget 9000', 'en').verdict).toBeUndefined();
  });
});

describe('the verdict is said once', () => {
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);
  it.each([
    ['Garmin Forerunner 265 vs Apple Watch Series 9 for running', 'en'],
    ['Garmin Forerunner 265 mi Apple Watch Series 9 mu koşu için', 'tr'],
    ['LG C4 vs Samsung S90D', 'en'],
    ['LG C4 mi Samsung S90D mi', 'tr'],
    ['Tesla Model 3 vs BMW i4', 'en'],
    ['Tesla Model 3 ile BMW i4', 'tr'],
    ['Xiaomi 14 vs Samsung Galaxy S24 vs iPhone 15', 'en'],
    ['Xiaomi 14, Samsung Galaxy S24 ve iPhone 15', 'tr'],
  ] as const)('%s (%s): the summary goes on from the verdict, repeating none of its sentences', (query, language) => {
    const result = report(query, language, false);
    expect(result.verdict?.deciding).toBeTruthy();
    for (const sentence of sentences(result.verdict!.deciding)) expect(result.summary).not.toContain(sentence);
    // It still introduces what is compared, and goes on to prices where there are any.
    expect(result.summary).toMatch(language === 'en' ? /compared/ : /karşılaştırıldı/);
  });
});

describe('ties, best value, pros and cons', () => {
  it('a lead within the scores’ noise is a tie with what would decide it, never "comes out ahead"', () => {
    const en = report('LG C4 vs Samsung S90D', 'en');
    expect(en.verdict?.deciding).toMatch(/Overall it is a tie: .+ What would decide it is which matters more to you: /);
    expect(`${en.verdict?.deciding} ${en.summary}`).not.toMatch(/comes out ahead/);
  });

  it('best value is the better score per price; no price, no best-value claim', () => {
    const phones = report('iPhone 15 vs Samsung Galaxy S24', 'en');
    expect(phones.summary).toContain(
      'Best value for the money: Samsung Galaxy S24, whose score per lira at these prices is 41% higher (8.5/10 against 8.3/10 for iPhone 15).',
    );
    // The prices are said once, in the price sentence.
    expect(phones.summary.match(/\d TRY/g)).toHaveLength(2);
    expect(phones.use_case_recommendations?.map((r) => r.use_case)).toContain('Best value for the money');
    // The best-for card is read on its own: its reason carries the prices too.
    const card = phones.use_case_recommendations?.find((r) => r.use_case === 'Best value for the money');
    expect(card?.reason).toMatch(
      /^Samsung Galaxy S24 is the cheaper of the two at about [\d,]+ TRY \(iPhone 15: about [\d,]+ TRY\)\. Best value/,
    );
    // Of three, the price sentence names the cheapest and the dearest: the two the value compares
    // are given with their prices, so a lower score that is the better value reads right.
    for (const [language, said] of [
      ['en', /\(8\.5\/10 at about 42,000 TRY against 8\.2\/10 at about 45,000 TRY for Google Pixel 8\)/],
      ['tr', /\(8,5\/10, yaklaşık 42\.000 TL; Google Pixel 8: 8,2\/10, yaklaşık 45\.000 TL\)/],
    ] as const)
      expect(report('iPhone 15 vs Samsung Galaxy S24 vs Google Pixel 8', language).summary).toMatch(said);
    const cities = report('İstanbul vs Ankara', 'en');
    expect(JSON.stringify(cities)).not.toMatch(/Best value/);
  });

  it('of two items level on score, best value is said by the prices, never by two equal scores (en, tr)', () => {
    const en = report('Turkcell vs Vodafone', 'en');
    expect(en.summary).toContain(
      'Vodafone is the cheaper of the two at 500 TRY a month (Turkcell: 550 TRY a month). Best value for the money: Vodafone; the overall scores are level (8.0/10), so the lower price decides it.',
    );
    expect(en.summary).not.toMatch(/% higher \((\d+\.\d)\/10 against \1\/10/);
    // Read on its own, the best-value pick gives the prices it rests on: the summary's two sentences.
    expect(en.use_case_recommendations).toContainEqual({
      use_case: 'Best value for the money',
      recommended_item: 'Vodafone',
      reason:
        'Vodafone is the cheaper of the two at 500 TRY a month (Turkcell: 550 TRY a month). Best value for the money: Vodafone; the overall scores are level (8.0/10), so the lower price decides it.',
    });
    const tr = report('Turkcell mi Vodafone mu', 'tr');
    expect(tr.summary).toContain(
      'Fiyatta Vodafone daha uygun: aylık 500 TL (Turkcell: aylık 550 TL). Fiyatına göre en iyi değer: Vodafone; genel puanlar aynı (8,0/10), farkı fiyat yapıyor.',
    );
    expect(tr.summary).not.toMatch(/lira başına puanı %\d+ daha yüksek/);
    expect(tr.use_case_recommendations?.find((r) => r.use_case === 'Fiyatına göre en iyi değer')?.reason).toBe(
      'Fiyatta Vodafone daha uygun: aylık 500 TL (Turkcell: aylık 550 TL). Fiyatına göre en iyi değer: Vodafone; genel puanlar aynı (8,0/10), farkı fiyat yapıyor.',
    );
  });

  it('no best-for pick or con restates a score ("highest overall score (8.6/10)", "Lowest … score here")', () => {
    for (const language of ['en', 'tr'] as const) {
      const result = report('Xiaomi 14 vs Samsung Galaxy S24 vs iPhone 15', language);
      const lines = result.items.flatMap((i) => [...(i.pros ?? []), ...(i.cons ?? [])]);
      expect(lines.join('\n')).not.toMatch(/\/10|score|puan/i);
      expect(JSON.stringify(result)).not.toMatch(/highest overall score|Genel puanı en yüksek/);
    }
  });

  it('a pros or cons list with nothing true to say is left out, not shown empty', () => {
    for (const query of ['Amazon.com.tr vs n11', 'MacBook Air M2 vs Monster Abra A5', 'MongoDB vs MySQL'])
      for (const item of report(query, 'en').items) {
        expect(item.pros === undefined || item.pros.length > 0).toBe(true);
        expect(item.cons === undefined || item.cons.length > 0).toBe(true);
      }
    const unknown = report('asdfgh vs qwerty', 'en');
    expect(unknown.items.every((i) => !('pros' in i) && !('cons' in i))).toBe(true);
  });
});
