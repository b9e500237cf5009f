/* eslint-disable @typescript-eslint/no-explicit-any -- stored reports are read loosely; each test asserts the shape it needs */
// A model's report takes its scores and its verdict from the judgement over the catalogue's facts
// and the query's purpose, never from the model: the stand-in model scores the Apple Watch 9.9 and
// the Forerunner 5.0, and a runner still reads that the Forerunner is the pick, for its battery and
// GPS, with the catalogue's scores. An item the catalogue does not know leaves nothing to judge.
import { describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { modelServerForFile } from './support/model-server';
import { behaviours } from './support/stub-model';
import { stubReport } from './support/stub-report';

const model = modelServerForFile(
  { tokensPerSecond: 0, idleTimeoutMs: 2_000, totalTimeoutMs: 20_000, concurrency: 1 },
  SEED_EMAILS.premium,
);

const INVENTED = { design: 9.9, usability: 9.9, performance: 9.9, value_for_money: 9.9 };
const LOW = { design: 5, usability: 5, performance: 5, value_for_money: 5 };

/** The model's recommendations: its own best-value pick (the second item), and a use case that is not about value. */
const modelPicks = (items: string[]) => [
  { use_case: 'Best value', recommended_item: items[1], reason: `${items[1]} costs less.`, criterion: 'pricing' },
  { use_case: 'Fiyat/performans', recommended_item: items[1], reason: `${items[1]} daha ucuz.` },
  { use_case: 'For everyday use', recommended_item: items[0], reason: `${items[0]} is easy to live with.` },
];

/** The model's report, scoring the second item far above the first and calling it the best value. */
async function written(items: string[], query: string, language: 'en' | 'tr') {
  const report = stubReport({ items, language });
  report.comparison_scores = [
    { item_name: items[0], scores: LOW, overall_score: 5 },
    { item_name: items[1], scores: INVENTED, overall_score: 9.9 },
  ];
  report.use_case_recommendations = modelPicks(items);
  model.stub.setBehaviour(behaviours.answer(JSON.stringify(report)));
  const done = await model.server.compare({
    token: model.token,
    body: { query, features: [], isDetailed: false },
    language,
  });
  expect(done.body.data.status).toBe('done');
  return done.body.data.result as Record<string, any>;
}

/** The user message of the model's last request: the query, the facts and the judgement, as JSON. */
function lastUserMessage(): string {
  const messages = model.stub.requests.at(-1)?.messages as { role: string; content: string }[];
  return messages.findLast((message) => message.role === 'user')!.content;
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
      const result = await written(['Garmin Forerunner 265', 'Apple Watch Series 9'], query, language);
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
    const result = await written(['Garmin Forerunner 265', 'Zorblax Z9'], 'Garmin Forerunner 265 vs Zorblax Z9', 'en');
    expect(result.verdict ?? undefined).toBeUndefined();
    for (const score of result.comparison_scores) expect(score.source_ref).toBe('model-estimate');
    // Nothing judged the items: the model's recommendations stay as it wrote them, and it was told no judgement.
    expect(result.use_case_recommendations.map((pick: any) => pick.use_case)).toEqual(
      modelPicks(['Garmin Forerunner 265', 'Zorblax Z9']).map((pick) => pick.use_case),
    );
    expect(JSON.parse(lastUserMessage())).not.toHaveProperty('judgement');
  });

  it.each([
    ['en', 'Best value for the money', 'Samsung Galaxy A55'],
    ['tr', 'Fiyatına göre en iyi değer', 'Samsung Galaxy A55'],
  ] as const)(
    'names the judgement’s best value, with its prices, never the model’s (%s)',
    async (language, title, pick) => {
      const items = ['Samsung Galaxy A55', 'iPhone 16'];
      const result = await written(items, items.join(' vs '), language);
      const picks = result.use_case_recommendations as any[];
      expect(picks[0]).toMatchObject({ use_case: title, recommended_item: pick });
      expect(picks[0].reason).toMatch(/TRY|TL/);
      // The model's own value picks are gone; its other use case stays.
      expect(picks.map((entry) => entry.use_case)).toEqual([title, 'For everyday use']);
      // The model was told the verdict and the best value, to write around them; the sources of
      // the verdict's figures are the report's list, which the server keeps.
      const told = JSON.parse(lastUserMessage()).judgement;
      const { deciding_source_refs: refs, ...verdict } = result.verdict;
      expect(told.verdict).toEqual(verdict);
      expect(refs).toEqual([expect.any(String)]);
      expect(result.sources.find((source: any) => source.id === refs[0])).toMatchObject({ kind: 'estimate' });
      expect(told.best_value).toMatchObject({ use_case: title, recommended_item: pick });
    },
  );

  it('makes room for the judgement’s best value in a full list: the model’s last pick gives way', async () => {
    const items = ['Samsung Galaxy A55', 'iPhone 16'];
    const report = stubReport({ items, language: 'en' });
    const eight = Array.from({ length: 8 }, (_, index) => ({
      use_case: `Use case ${index + 1}`,
      recommended_item: items[index % 2],
      reason: `Reason ${index + 1}.`,
    }));
    report.use_case_recommendations = eight;
    model.stub.setBehaviour(behaviours.answer(JSON.stringify(report)));
    const done = await model.server.compare({
      token: model.token,
      body: { query: items.join(' vs '), features: [], isDetailed: false },
    });
    expect(done.body.data.status).toBe('done');
    expect(done.body.data.result.use_case_recommendations.map((pick: any) => pick.use_case)).toEqual([
      'Best value for the money',
      ...eight.slice(0, 7).map((pick) => pick.use_case),
    ]);
  });

  it('names no best value when the stored prices name none, and leaves out the model’s', async () => {
    const items = ['Garmin Forerunner 265', 'Apple Watch Series 9'];
    const result = await written(items, items.join(' vs '), 'en');
    expect(result.use_case_recommendations.map((pick: any) => pick.use_case)).toEqual(['For everyday use']);
    expect(JSON.parse(lastUserMessage()).judgement.best_value).toBeNull();
  });
});
