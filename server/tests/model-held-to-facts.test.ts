/* eslint-disable @typescript-eslint/no-explicit-any -- stored reports are read loosely; each test asserts the shape it needs */
// A model that invents figures (the stand-in model of support/stub-model.ts, answering a report
// with a wrong price and a wrong battery for the iPhone 15, whose facts the catalogue holds): the
// stored report shows the catalogue's figures, names their sources, and marks what the catalogue
// cannot back (an item it does not know, a measure it has no fact for) as the model's, unverified.
import { describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { modelServerForFile } from './support/model-server';
import { behaviours } from './support/stub-model';
import { stubReport } from './support/stub-report';

const model = modelServerForFile(
  { tokensPerSecond: 0, idleTimeoutMs: 2_000, totalTimeoutMs: 20_000, concurrency: 1 },
  SEED_EMAILS.premium,
);

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
  model.stub.setBehaviour(behaviours.answer(inventedReport(items, language)));
  const body = { query: items.join(' vs '), features: ['price'], isDetailed: false };
  const done = await model.server.compare({ token: model.token, body, language });
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
      // The summary prints the catalogue's price and battery: their sources are named for the summary.
      const quoting = report.result.sources.filter((source: any) => source.quoted_in?.includes('summary'));
      expect(quoting.map((source: any) => source.kind).sort()).toEqual(['price', 'specification']);
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
    model.stub.requests.length = 0;
    await written('en');
    const request = model.stub.requests.at(-1) as any;
    const user = JSON.parse(request.messages.at(-1).content);
    expect(user.facts).toContainEqual({ id: 'f1-battery', item: 'iPhone 15', label: 'Battery', value: '3349 mAh' });
    expect(request.response_format.json_schema.schema.required).toContain('used_fact_ids');
  });
});
