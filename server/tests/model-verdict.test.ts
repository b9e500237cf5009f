// A model's report takes its verdict from the judgement (the seam), never from the model: told as
// its own section right after the scores, so the page's verdict card waits for it, and the same
// verdict in the finished report. With no judgement for the report, it is told empty.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportVerdict } from '@shared/api/generated/model';
import { openAiProvider } from '../ai/openai-provider';
import type { CompareInput, ReportEvent } from '../ai/provider';
import { behaviours, startStubModel, type StubModel } from './support/stub-model';
import { stubReport } from './support/stub-report';

const JUDGED: ReportVerdict = {
  winners: ['iPhone 15'],
  basis: 'overall',
  deciding: 'iPhone 15 comes out ahead overall.',
};
const seam = vi.hoisted(() => ({ verdict: undefined as ReportVerdict | undefined }));
vi.mock('../ai/judgement-seam', async (original) => ({
  ...(await original<typeof import('../ai/judgement-seam')>()),
  judgedVerdict: () => seam.verdict,
}));

const INPUT: CompareInput = {
  query: 'iPhone 15 vs Galaxy S24',
  items: ['iPhone 15', 'Galaxy S24'],
  features: [],
  isDetailed: false,
  language: 'en',
  now: new Date('2025-03-14T12:00:00Z'),
};

let stub: StubModel;
beforeAll(async () => {
  stub = await startStubModel({ tokensPerSecond: 4000 });
});
afterAll(async () => {
  await stub.close();
});

async function compare(input: CompareInput = INPUT) {
  const sections: { name: string; value: unknown }[] = [];
  const provider = openAiProvider({
    baseUrl: stub.url,
    model: 'stub-model',
    idleTimeoutMs: 2000,
    totalTimeoutMs: 20_000,
    concurrency: 1,
  });
  const outcome = await provider.compare(input, new AbortController().signal, (event: ReportEvent) => {
    if (event.type === 'section') sections.push({ name: event.name, value: event.value });
  });
  return { outcome, sections, names: sections.map((section) => section.name) };
}

describe('a model’s report and the judgement’s verdict', () => {
  it('tells the judged verdict right after the scores and keeps it in the finished report', async () => {
    seam.verdict = JUDGED;
    const { outcome, sections, names } = await compare();
    expect(names.indexOf('verdict')).toBe(names.indexOf('comparison_scores') + 1);
    expect(sections.find((section) => section.name === 'verdict')?.value).toEqual(JUDGED);
    if (!outcome.ok) throw new Error('not ok');
    expect(outcome.result.verdict).toEqual(JUDGED);
  });

  it('tells it empty when nothing judged the report, and the finished report has none', async () => {
    seam.verdict = undefined;
    const { outcome, sections, names } = await compare();
    expect(names.filter((name) => name === 'verdict')).toHaveLength(1);
    expect(sections.find((section) => section.name === 'verdict')?.value).toBeNull();
    if (!outcome.ok) throw new Error('not ok');
    expect(outcome.result.verdict).toBeUndefined();
  });
});

describe('a model’s drafts', () => {
  it('show no rating, sentiment or user feedback that no listed source backs, as the finished report', async () => {
    const report = stubReport({ items: INPUT.items, language: 'en' });
    report.items = INPUT.items.map((name) => ({
      name,
      pros: ['Fast'],
      cons: ['Dear'],
      user_rating: 4.8,
      user_vote_count: 1200,
    }));
    report.user_feedback_summary = INPUT.items.map((item_name) => ({ item_name, summary: 'Users love it.' }));
    report.sentiment_analysis = INPUT.items.map((item_name) => ({
      item_name,
      overall_sentiment_score: 0.9,
      top_positive_emotions: ['joy'],
      common_user_phrases: ['best phone ever'],
    }));
    stub.setBehaviour(behaviours.answer(JSON.stringify(report)));
    const { outcome, sections } = await compare({ ...INPUT, features: ['sentiment'] });
    const drafted = (name: string) => sections.find((section) => section.name === name);
    // Told as written, without what users are claimed to think: no draft shows more than the report.
    expect(JSON.stringify(drafted('items')?.value)).not.toMatch(/user_rating|user_vote_count/);
    expect(drafted('user_feedback_summary')?.value ?? null).toBeNull();
    expect(drafted('sentiment_analysis')?.value ?? null).toBeNull();
    if (!outcome.ok) throw new Error('not ok');
    expect(outcome.result.user_feedback_summary).toBeUndefined();
    expect(outcome.result.sentiment_analysis).toBeUndefined();
  });
});
