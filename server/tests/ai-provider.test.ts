/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers and stub requests are read loosely on purpose; each test asserts the shape it needs */
// The server with an OpenAI-compatible model (the stand-in model of support/stub-model.ts, a real
// HTTP server streaming its answer): a report is streamed with the contract's strict JSON schema,
// its sections are stored as the model finishes them, and the finished report is validated and
// stored; a model that writes about other items, garbage, an HTTP error or a stall ends the report
// failed with a translated reason, stores no report and counts nothing; closing the tab does not
// stop a report, cancelling does (the model's connection closes).
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { periodOf } from '../domain/period';
import { COMPARISON_RESULT_JSON_SCHEMA } from '../ai/generated/comparison-result-schema';
import { withUsedFacts } from '../ai/openai-report';
import { waitForReport } from './harness';
import { modelServerForFile } from './support/model-server';
import { behaviours } from './support/stub-model';

const model = modelServerForFile(
  { tokensPerSecond: 0, idleTimeoutMs: 500, totalTimeoutMs: 20_000, concurrency: 2 },
  SEED_EMAILS.standard,
);
const remaining = async () =>
  (await model.server.call('GET', '/api/packages/me', { token: model.token })).body.data.remaining_compares;
const history = async () =>
  (await model.server.call('GET', '/api/comparisons?limit=50', { token: model.token })).body.data.items.map(
    (row: any) => row.id,
  );
const body = { query: 'iPhone 15 vs Pixel 8', features: ['design'], isDetailed: false };
const queue = async (language: 'tr' | 'en' = 'en') =>
  (await model.server.call('POST', '/api/comparisons', { token: model.token, body, language })).body.data.id as string;

beforeEach(() => {
  model.stub.requests.length = 0;
  model.stub.setBehaviour(behaviours.valid);
  model.stub.setTokensPerSecond(0);
});

describe('reports by a model', () => {
  it('streams with the contract’s strict schema, shows sections while the model writes, and stores the validated report', async () => {
    model.stub.setTokensPerSecond(1_500);
    const id = await queue();
    const seen = new Set<string>();
    let done: Record<string, any> | undefined;
    while (!done) {
      const read = (await model.server.call('GET', `/api/comparisons/${id}`, { token: model.token })).body.data;
      if (read.status === 'writing') for (const name of read.progress.done) seen.add(name);
      if (!['queued', 'writing'].includes(read.status)) done = read;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Sections were readable before the report was done, summary first.
    expect([...seen][0]).toBe('summary');
    expect(seen.size).toBeGreaterThan(1);
    expect(model.stub.requests).toHaveLength(1);
    const request = model.stub.requests[0] as any;
    expect(request).toMatchObject({
      model: 'stub-model',
      stream: true,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'comparison_result', strict: true, schema: withUsedFacts(COMPARISON_RESULT_JSON_SCHEMA) },
      },
    });
    // The user's words travel in the user message only.
    expect(request.messages[0].content).not.toContain('iPhone 15 vs Pixel 8');
    const asked = JSON.parse(request.messages[1].content);
    expect(asked).toMatchObject({ query: body.query, items: ['iPhone 15', 'Pixel 8'] });
    // Both are in the catalogue: its facts go to the model, each with an id to name it by.
    expect([...new Set(asked.facts.map((fact: any) => fact.item))]).toEqual(['iPhone 15', 'Pixel 8']);
    expect(asked.facts).toEqual(
      expect.arrayContaining([
        { id: 'f1-brand', item: 'iPhone 15', label: 'Brand', value: 'Apple' },
        { id: 'f1-year', item: 'iPhone 15', label: 'Year', value: '2023' },
      ]),
    );
    expect(done).toMatchObject({ status: 'done', source: { engine: 'ai', model: 'stub-model' } });
    // The same facts stay with the report, dated, for the page to name.
    expect(done.source.evidence.map((entry: any) => entry.item)).toEqual(['iPhone 15', 'Pixel 8']);
    expect(done.result.items.map((item: any) => item.name)).toEqual(['iPhone 15', 'Pixel 8']);
    expect(done.result.design_analysis).toHaveLength(2);
    // Not asked for (features: design only), so never stored even if a model wrote it.
    expect(done.result).not.toHaveProperty('pricing_analysis');
    expect(done.result.poll).toMatchObject({ total_votes: 0, user_vote: null });
  });

  it('a model that writes about other items twice: failed with a translated reason, nothing stored, nothing counted', async () => {
    const before = await remaining();
    model.stub.setBehaviour(behaviours.wrongItems);
    const id = await queue('tr');
    const ended = (await waitForReport(model.server.call, id, { token: model.token, language: 'tr' })).data;
    expect(ended).toMatchObject({
      status: 'failed',
      failure: {
        reason: 'wrongItems',
        message:
          'Yapay zekâ iki kez sorduğunuzdan başka ürünler hakkında yazdı. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen tekrar deneyin, belki daha tam adlarla.',
      },
    });
    expect(ended).not.toHaveProperty('result');
    expect(model.stub.requests).toHaveLength(2);
    expect(await remaining()).toBe(before);
    expect(await history()).not.toContain(id);
  });

  it('other items once, then the right ones: the report is done, written on the second attempt', async () => {
    model.stub.setBehaviour(behaviours.wrongItemsOnce);
    const ended = (await waitForReport(model.server.call, await queue(), { token: model.token })).data;
    expect(ended.status).toBe('done');
    expect(ended.result.items.map((item: any) => item.name)).toEqual(['iPhone 15', 'Pixel 8']);
    expect(model.stub.requests).toHaveLength(2);
  });

  it.each([
    ['garbage twice', [behaviours.garbage], 'invalidOutput', 'The AI gave an answer that could not be used.'],
    // One entry past the contract's bounds (a probe stored a 5.66 MB report of 2,500 use cases).
    [
      'nine use cases',
      [behaviours.padded('use_case_recommendations', 9)],
      'invalidOutput',
      'The AI gave an answer that could not be used.',
    ],
    [
      'nine spec categories',
      [behaviours.padded('specialized_features', 9)],
      'invalidOutput',
      'The AI gave an answer that could not be used.',
    ],
    ['a model HTTP 500', [behaviours.status(500)], 'unavailable', 'The AI service is not available right now.'],
    ['a model that stops writing', [behaviours.stallAfter(50)], 'stalled', 'The AI stopped writing partway through.'],
  ] as const)('%s: failed with its reason, nothing counted', async (_name, sequence, reason, words) => {
    const before = await remaining();
    model.stub.setBehaviour(sequence);
    model.stub.setTokensPerSecond(2_000);
    const ended = (await waitForReport(model.server.call, await queue(), { token: model.token })).data;
    expect(ended).toMatchObject({ status: 'failed', failure: { reason } });
    expect(ended.failure.message).toContain(words);
    expect(await remaining()).toBe(before);
  });

  it('closing the tab does not stop a report; cancelling it closes the model’s connection and counts nothing', async () => {
    model.stub.setTokensPerSecond(200);
    const before = await remaining();
    // Nobody reads this one: it is written anyway.
    const unattended = await queue();
    const cancelled = await queue();
    await expect.poll(() => model.stub.requests.length).toBe(2);
    const closedBefore = model.stub.closedEarly;
    expect(
      (await model.server.call('POST', `/api/comparisons/${cancelled}/cancel`, { token: model.token })).status,
    ).toBe(200);
    await expect.poll(() => model.stub.closedEarly, { timeout: 2_000 }).toBe(closedBefore + 1);
    model.stub.setTokensPerSecond(0);
    expect((await waitForReport(model.server.call, unattended, { token: model.token })).data.status).toBe('done');
    expect(await remaining()).toBe(before - 1);
  });
});

/** This month's counted chat messages and conversations of an account. */
async function chatUsage(email: string): Promise<[number, number]> {
  const row = await model.server.db
    .selectFrom('usage_counters')
    .innerJoin('users', 'users.id', 'usage_counters.user_id')
    .select(['usage_counters.messages', 'usage_counters.conversations'])
    .where('users.email', '=', email)
    .where('usage_counters.period', '=', periodOf())
    .executeTakeFirst();
  return [Number(row?.messages ?? 0), Number(row?.conversations ?? 0)];
}

describe('the assistant with a model', () => {
  it('answers with the conversation’s history; a model error fails the answer, counts nothing, and the question sent again replaces it', async () => {
    const premium = await model.server.login(SEED_EMAILS.premium);
    // Premium's messages are unlimited, so what was counted is read from the month's counters.
    const remaining = async () => -(await chatUsage(SEED_EMAILS.premium))[0];
    model.stub.setBehaviour(behaviours.answer('**Pixel 8** for photos.'));
    const first = await model.server.chat({ token: premium, body: { content: 'Best camera?' } });
    expect(first.status).toBe(202);
    expect(first.answer).toMatchObject({
      status: 'done',
      content: '**Pixel 8** for photos.',
      source: { engine: 'ai', model: 'stub-model' },
    });
    const conversationId = first.body.data.message.conversationId;
    model.stub.setBehaviour(behaviours.answer('About 30,000 TRY.'));
    await model.server.chat({ token: premium, body: { content: 'Price?', conversationId } });
    expect((model.stub.requests[1] as any).messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    const before = await remaining();
    model.stub.setBehaviour(behaviours.status(500));
    const failed = await model.server.chat({
      token: premium,
      body: { content: 'Again?', conversationId },
      language: 'tr',
    });
    expect(failed.status).toBe(202);
    expect(failed.answer).toMatchObject({
      status: 'failed',
      content: '',
      failure: {
        reason: 'unavailable',
        message:
          'Yapay zekâ hizmetine şu anda ulaşılamıyor. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen daha sonra tekrar deneyin.',
      },
    });
    expect(await remaining()).toBe(before);
    const statuses = async () =>
      (await model.server.call('GET', `/api/messages/${conversationId}`, { token: premium })).body.data.map(
        (m: { role: string; status: string }) => `${m.role}:${m.status}`,
      );
    expect(await statuses()).toEqual([
      'user:done',
      'assistant:done',
      'user:done',
      'assistant:done',
      'user:failed',
      'assistant:failed',
    ]);
    // Sent again: the failed attempt is replaced, and the model never sees it as history.
    model.stub.requests.length = 0;
    model.stub.setBehaviour(behaviours.answer('Yes.'));
    await model.server.chat({ token: premium, body: { content: 'Again?', conversationId } });
    expect((model.stub.requests[0] as any).messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(await statuses()).toEqual([
      'user:done',
      'assistant:done',
      'user:done',
      'assistant:done',
      'user:done',
      'assistant:done',
    ]);
    expect(await remaining()).toBe(before - 1);
  });

  it('a reply longer than the contract allows (1 MB): the answer fails, nothing of it is stored or counted', async () => {
    const premium = await model.server.login(SEED_EMAILS.premium);
    const usage = () => chatUsage(SEED_EMAILS.premium);
    const before = await usage();
    model.stub.setBehaviour(behaviours.answer('x'.repeat(1_048_576)));
    const answer = await model.server.chat({ token: premium, body: { content: 'Tell me everything.' } });
    expect(answer.answer).toMatchObject({
      status: 'failed',
      content: '',
      failure: {
        reason: 'invalidOutput',
        message: 'The AI gave an answer that could not be used. Nothing was saved or counted; please try again.',
      },
    });
    expect(await usage()).toEqual(before);
  });

  it('an answer is readable while it is written: the conversation shows it growing, then done', async () => {
    const premium = await model.server.login(SEED_EMAILS.premium);
    const text = 'The **Pixel 8** takes the better night photos, and the iPhone 15 the better video. '.repeat(4);
    model.stub.setBehaviour(behaviours.answer(text));
    model.stub.setTokensPerSecond(40); // about 85 tokens: two seconds of writing
    const posted = await model.server.call('POST', '/api/chat', { token: premium, body: { content: 'Night photos?' } });
    expect(posted).toMatchObject({ status: 202, body: { data: { status: 'writing', output: '' } } });
    const { conversationId, id } = posted.body.data.message;
    const seen: { status: string; length: number }[] = [];
    for (;;) {
      const messages = (await model.server.call('GET', `/api/messages/${conversationId}`, { token: premium })).body
        .data;
      const answer = messages.find((m: { id: string }) => m.id === id);
      seen.push({ status: answer.status, length: answer.content.length });
      if (answer.status !== 'writing') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const partial = seen.filter(
      (read) => read.status === 'writing' && read.length > 0 && read.length < text.trim().length,
    );
    // Several reads saw a part of the answer, each at least as long as the one before.
    expect(partial.length).toBeGreaterThan(2);
    expect(partial.map((read) => read.length)).toEqual([...partial.map((read) => read.length)].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ status: 'done', length: text.trim().length });
  });

  it('an answer the server stops writing fails as interrupted and is not counted, in both languages', async () => {
    const premium = await model.server.login(SEED_EMAILS.premium);
    model.stub.setBehaviour(behaviours.answer('A long answer. '.repeat(200)));
    model.stub.setTokensPerSecond(20);
    const before = await chatUsage(SEED_EMAILS.premium);
    const closedBefore = model.stub.closedEarly;
    const posted = await model.server.call('POST', '/api/chat', {
      token: premium,
      body: { content: 'Tell me slowly.' },
    });
    const { conversationId, id } = posted.body.data.message;
    // A writer that died (a crash, a kill): its lease runs out, and the next reader fails the answer.
    await model.server.db
      .updateTable('chat_messages')
      .set({ lease_until: new Date(Date.now() - 1) })
      .where('id', '=', id)
      .execute();
    const read = async (language: 'tr' | 'en') =>
      (await model.server.call('GET', `/api/messages/${conversationId}`, { token: premium, language })).body.data.find(
        (m: { id: string }) => m.id === id,
      );
    expect(await read('en')).toMatchObject({
      status: 'failed',
      content: '',
      failure: {
        reason: 'interrupted',
        message:
          'The server restarted while this answer was being written. Nothing was counted; please send the question again.',
      },
    });
    expect((await read('tr')).failure.message).toBe(
      'Bu yanıt yazılırken sunucu yeniden başladı. Hiçbir şey sayılmadı; lütfen soruyu yeniden gönderin.',
    );
    // Its old writer finds the answer ended: it stops the model, stores nothing more and refunds nothing twice.
    await expect.poll(() => model.stub.closedEarly, { timeout: 3_000 }).toBe(closedBefore + 1);
    expect((await read('en')).content).toBe('');
    expect(await chatUsage(SEED_EMAILS.premium)).toEqual(before);
  });

  it('a chat opened from a report puts that report in the prompt', async () => {
    const premium = await model.server.login(SEED_EMAILS.premium);
    const subject = (
      await model.server.compare({
        token: premium,
        body: { query: 'iPhone 15 vs Pixel 8', features: [], isDetailed: false },
      })
    ).body.data;
    model.stub.requests.length = 0;
    model.stub.setBehaviour(behaviours.answer('The **Pixel 8** scored higher.'));
    const reply = await model.server.chat({
      token: premium,
      body: { comparisonId: subject.id, content: 'Which one won?' },
    });
    expect(reply.answer?.status).toBe('done');
    const messages = (model.stub.requests[0] as any).messages;
    expect(messages.map((m: any) => m.content).join('\n')).toContain(JSON.stringify(subject.result.summary));
    // The report's items were typed by a user: they travel as data, never in the system text.
    const system = messages.filter((m: any) => m.role === 'system').map((m: any) => m.content);
    expect(system.join('\n')).not.toContain('iPhone 15');
    expect(JSON.parse(messages.find((m: any) => m.role === 'user').content).items).toEqual(['iPhone 15', 'Pixel 8']);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Which one won?' });
  });

  it('every answer kept the contract', () => {
    expect(model.server.violations).toEqual([]);
  });
});

describe('evidence', () => {
  it('items the catalogue does not know go to the model without evidence, and the report claims none', async () => {
    const id = (
      await model.server.call('POST', '/api/comparisons', {
        token: model.token,
        body: { query: 'Zorblax 3000 vs Quuxphone Z', features: [], isDetailed: false },
      })
    ).body.data.id;
    const ended = (await waitForReport(model.server.call, id, { token: model.token })).data;
    expect(JSON.parse((model.stub.requests.at(-1) as any).messages[1].content)).not.toHaveProperty('facts');
    expect(ended.source).toEqual({ engine: 'ai', model: 'stub-model' });
  });
});
