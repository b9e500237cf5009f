/* eslint-disable @typescript-eslint/no-explicit-any -- stored reports are read loosely; each test asserts the shape it needs */
// A model that invents figures (the stand-in model of support/stub-model.ts, answering a report
// with a wrong price and a wrong battery for the iPhone 15, whose facts the catalogue holds): the
// stored report shows the catalogue's figures, names their sources, and marks what the catalogue
// cannot back (an item it does not know, a measure it has no fact for) as the model's, unverified.
// Its scores and verdict are the judgement's over the catalogue's facts and the query's purpose: the
// model scoring the Apple Watch 9.9 and the Forerunner 5.0, a runner still reads that the Forerunner
// is the pick, for its battery and GPS. An item the catalogue does not know leaves nothing to judge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';
import { behaviours, startStubModel, type StubModel } from './support/stub-model';
import { stubReport } from './support/stub-report';

let stub: StubModel;
let server: TestServer;
let token = '';

beforeAll(async () => {
  stub = await startStubModel({ tokensPerSecond: 0 });
  server = await startTestServer({
    ai: {
      baseUrl: stub.url,
      apiKey: 'test-key',
      model: 'stub-model',
      idleTimeoutMs: 2_000,
      totalTimeoutMs: 20_000,
      concurrency: 1,
    },
  });
  token = await server.login(SEED_EMAILS.premium);
});
afterAll(async () => {
  await server?.close();
  await stub?.close();
});

/** The iPhone 15 costs about 58,000 TRY with a 3349 mAh battery in the catalogue; the model says otherwise. */
function inventedReport(items: string[], language: 'en' | 'tr') {
  const report = stubReport({ items, language });
  const en = language === 'en';
  report.summary = en
    ? `The ${items[0]} costs 19,999 TRY and has a 5000 mAh battery. The ${items[1]} offers 45 hours of battery life.`
    : `${items[0]} 19.999 TL'ye satılıyor ve 5000 mAh bataryası var. ${items[1]} 45 saat pil ömrü sunuyor.`;
  report.specialized_features = [
    {
      category: en ? 'Specifications' : 'Teknik özellikler',
      features: [
        { name: en ? 'Battery' : 'Batarya', item1Value: '5000 mAh', item2Value: '6000 mAh' },
        { name: en ? 'Storage' : 'Depolama', item1Value: '128 GB', item2Value: '256 GB' },
      ],
    },
  ];
  report.pricing_analysis = items.map((item_name, index) => ({
    item_name,
    current_price: index === 0 ? '19,999 TRY' : '12,000 TRY',
    price_trend: en ? 'Stable.' : 'Sabit.',
    resale_value_factor: en ? 'High.' : 'Yüksek.',
  }));
  report.unidentified_items = null;
  return JSON.stringify(report);
}

async function written(language: 'en' | 'tr') {
  const items = ['iPhone 15', 'Zorblax Z9'];
  stub.setBehaviour(behaviours.answer(inventedReport(items, language)));
  const body = { query: items.join(' vs '), features: ['price'], isDetailed: false };
  const done = await server.compare({ token, body, language });
  expect(done.body.data.status).toBe('done');
  return done.body.data as Record<string, any>;
}

describe('a model held to the catalogue’s facts', () => {
  it.each(['en', 'tr'] as const)(
    'never stores an invented price or spec of a known item as a fact (%s)',
    async (language) => {
      const report = await written(language);
      const text = JSON.stringify(report.result);
      // The invented figures are gone from everything the page shows.
      expect(text).not.toMatch(/19[.,]999/);
      expect(text).not.toMatch(/5000 mAh/);
      // The catalogue's figures stand in their place, named by a catalogue source.
      const iphonePrice = report.result.pricing_analysis[0];
      expect(iphonePrice.current_price).toMatch(/58[.,]000/);
      const sources = new Map(report.result.sources.map((source: any) => [source.id, source]));
      expect((sources.get(iphonePrice.current_price_source_ref) as any).kind).toBe('price');
      const battery = report.result.specialized_features[0].features[0];
      expect(battery.item1Value).toBe('3349 mAh');
      expect((sources.get(battery.source_refs[0]) as any).kind).toBe('specification');
      expect(report.result.summary).toContain('3349 mAh');
    },
  );

  it.each(['en', 'tr'] as const)(
    'marks what the catalogue cannot back as the model’s estimate, unverified (%s)',
    async (language) => {
      const report = await written(language);
      const sources = new Map(report.result.sources.map((source: any) => [source.id, source]));
      const estimate = (id: string) => sources.get(id) as any;
      // The unknown item's price and spec, and a measure the catalogue has no fact for, name the model's estimate.
      expect(estimate(report.result.pricing_analysis[1].current_price_source_ref)).toMatchObject({ kind: 'estimate' });
      const [battery, storage] = report.result.specialized_features[0].features;
      expect(estimate(battery.source_refs[1]).kind).toBe('estimate');
      expect(estimate(storage.source_refs[0]).kind).toBe('estimate');
      expect(estimate(storage.source_refs[0]).title).toBe(
        language === 'en' ? 'Model estimate, unverified' : 'Model tahmini, doğrulanmadı',
      );
      // In prose, the figure the catalogue cannot back says so, and so does the summary about the unknown item.
      const mark = language === 'en' ? 'model estimate, unverified' : 'model tahmini, doğrulanmadı';
      expect(report.result.summary).toMatch(new RegExp(`45 (hours|saat) \\(${mark}\\)`));
      expect(report.result.summary).toContain(
        language === 'en' ? "Zorblax Z9 is not in Kıyasla's catalogue" : 'Zorblax Z9 Kıyasla kataloğunda yok',
      );
      // Scores are the model's until the judgement gives them: named as its estimate.
      for (const score of report.result.comparison_scores ?? [])
        expect(estimate(score.source_ref).kind).toBe('estimate');
    },
  );

  it('gives the model the catalogue’s facts with ids and asks for the ids it used', async () => {
    stub.requests.length = 0;
    await written('en');
    const request = stub.requests.at(-1) as any;
    const user = JSON.parse(request.messages.at(-1).content);
    expect(user.facts).toContainEqual({ id: 'f1-battery', item: 'iPhone 15', label: 'Battery', value: '3349 mAh' });
    expect(request.response_format.json_schema.schema.required).toContain('used_fact_ids');
  });
});

const INVENTED = { design: 9.9, usability: 9.9, performance: 9.9, value_for_money: 9.9 };
const LOW = { design: 5, usability: 5, performance: 5, value_for_money: 5 };

/** The model's report, scoring the second item far above the first: the judgement, not this, decides. */
async function judgedReport(items: string[], query: string, language: 'en' | 'tr') {
  const report = stubReport({ items, language });
  report.comparison_scores = [
    { item_name: items[0], scores: LOW, overall_score: 5 },
    { item_name: items[1], scores: INVENTED, overall_score: 9.9 },
  ];
  stub.setBehaviour(behaviours.answer(JSON.stringify(report)));
  const done = await server.compare({ token, body: { query, features: [], isDetailed: false }, language });
  expect(done.body.data.status).toBe('done');
  return done.body.data.result as Record<string, any>;
}

describe('a model’s report judged from the facts', () => {
  it.each([
    [
      'en',
      'Garmin Forerunner 265 vs Apple Watch Series 9 for running',
      'For running, Garmin Forerunner 265 is the pick: 13 days of battery against 18 hours',
    ],
    [
      'tr',
      'Garmin Forerunner 265 vs Apple Watch Series 9 koşu için',
      'Koşu için tercih Garmin Forerunner 265: 18 saat yerine 13 gün pil ömrü',
    ],
  ] as const)(
    'takes its verdict and scores from the judgement, not the model (%s)',
    async (language, query, verdict) => {
      const result = await judgedReport(['Garmin Forerunner 265', 'Apple Watch Series 9'], query, language);
      expect(result.verdict).toMatchObject({ winners: ['Garmin Forerunner 265'], basis: 'purpose' });
      expect(result.verdict.deciding).toContain(verdict);
      const sources = new Map(result.sources.map((source: any) => [source.id, source]));
      for (const score of result.comparison_scores) {
        expect(score.overall_score).not.toBe(9.9);
        expect(score.overall_score).not.toBe(5);
        expect(score.source_ref).not.toBe('model-estimate');
        expect(sources.has(score.source_ref)).toBe(true);
      }
      expect(result.comparison_scores.map((score: any) => score.item_name)).toEqual([
        'Garmin Forerunner 265',
        'Apple Watch Series 9',
      ]);
    },
  );

  it('leaves the model’s scores as its estimate, with no verdict, when an item is not in the catalogue', async () => {
    const result = await judgedReport(
      ['Garmin Forerunner 265', 'Zorblax Z9'],
      'Garmin Forerunner 265 vs Zorblax Z9',
      'en',
    );
    expect(result.verdict ?? undefined).toBeUndefined();
    for (const score of result.comparison_scores) expect(score.source_ref).toBe('model-estimate');
  });
});
