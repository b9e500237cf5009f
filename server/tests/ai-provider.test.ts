// The OpenAI-compatible provider against a stub chat-completions server (a real HTTP server on
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers and stub requests are read loosely on purpose; each test asserts the shape it needs */
// 127.0.0.1): the request carries the contract's strict JSON schema; a valid answer is stored;
// garbage, a schema-breaking answer, a timeout and a provider 500 each give the documented 503
// and store and count nothing; a client that goes away aborts the provider call.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { COMPARISON_RESULT_JSON_SCHEMA } from '../ai/generated/comparison-result-schema';
import { startTestServer, type TestServer } from './harness';

type Behaviour = (req: IncomingMessage, res: ServerResponse, body: Record<string, any>) => void;
const requests: Record<string, any>[] = [];
let behaviours: Behaviour[] = [];
let closedEarly = 0;

const completion = (content: string) => ({
  id: 'c1',
  object: 'chat.completion',
  created: 0,
  model: 'stub-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A report as a strict-mode model writes it: every property present, unused ones null. */
function strictReport(items: string[]) {
  const nulls = Object.fromEntries(Object.keys(COMPARISON_RESULT_JSON_SCHEMA.properties).map((key) => [key, null]));
  return {
    ...nulls,
    summary: `${items[0]} is the better all-rounder.`,
    items: items.map((name) => ({ name, user_rating: 4.2, user_vote_count: null, pros: ['Fast'], cons: null })),
    differences: ['Different prices'],
    pricing_analysis: items.map((item_name) => ({
      item_name,
      current_price: 'about 40,000 TRY',
      price_trend: null,
      resale_value_factor: null,
    })),
    design_analysis: items.map((item_name) => ({
      item_name,
      materials: 'Aluminium',
      color_options: null,
      ergonomics: null,
      build_quality: null,
    })),
  };
}

const valid: Behaviour = (_req, res, body) => {
  const names =
    /in this order: (.*)\. Use/
      .exec(body.messages[0].content)?.[1]
      .split(', ')
      .map((n: string) => n.replace(/"/g, '')) ?? [];
  json(res, 200, completion(JSON.stringify(strictReport(names))));
};
const garbage: Behaviour = (_req, res) => json(res, 200, completion('Sure! Here is your comparison: iPhone wins.'));
const schemaBreaking: Behaviour = (_req, res) =>
  json(res, 200, completion(JSON.stringify({ summary: 42, items: 'none' })));
const providerError: Behaviour = (_req, res) => json(res, 500, { error: { message: 'model crashed' } });
const hang: Behaviour = (req) => {
  req.socket.once('close', () => (closedEarly += 1));
};

const stub = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    requests.push(body);
    (behaviours.shift() ?? valid)(req, res, body);
  });
});

let stubUrl = '';
let server: TestServer;
let token = '';
const countRows = async (table: 'comparisons' | 'chat_messages' = 'comparisons') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const remaining = async () => (await server.call('GET', '/api/packages/me', { token })).body.data.remaining_compares;
const compare = (init: { signal?: AbortSignal; language?: 'tr' | 'en' } = {}) =>
  server.call('POST', '/api/comparisons', {
    token,
    body: { query: 'iPhone 15 vs Pixel 8', features: ['design'], isDetailed: false },
    ...init,
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
  server = await startTestServer({
    ai: { baseUrl: stubUrl, apiKey: 'test-key', model: 'stub-model', timeoutMs: 1500 },
  });
  token = await server.login(SEED_EMAILS.standard);
});
afterAll(async () => {
  await server?.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  behaviours = [];
});

describe('OpenAI-compatible provider', () => {
  it('sends the contract’s strict JSON schema and stores the validated report (nulls dropped, sections trimmed, poll added)', async () => {
    const answer = await compare();
    expect(answer.status).toBe(201);
    expect(requests).toHaveLength(1);
    expect(requests[0].model).toBe('stub-model');
    expect(requests[0].response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'comparison_result', strict: true, schema: COMPARISON_RESULT_JSON_SCHEMA },
    });
    expect(requests[0].messages[0].content).toContain('"iPhone 15", "Pixel 8"');
    const report = answer.body.data;
    expect(report.source).toEqual({ engine: 'ai', model: 'stub-model' });
    expect(report.result.items[0]).toEqual({ name: 'iPhone 15', user_rating: 4.2, pros: ['Fast'] });
    expect(report.result.design_analysis).toHaveLength(2);
    // Not asked for (features: design only), so dropped even though the model wrote it.
    expect(report.result).not.toHaveProperty('pricing_analysis');
    expect(report.result.poll).toMatchObject({
      total_votes: 0,
      user_vote: null,
      options: [
        { label: 'iPhone 15', votes: 0 },
        { label: 'Pixel 8', votes: 0 },
      ],
    });
    const stored = await server.call('GET', `/api/comparisons/${report.id}`, { token });
    expect(stored.body.data.result).toEqual(report.result);
  });

  it('asks once more after an invalid answer and stores the second, valid one', async () => {
    behaviours = [garbage, valid];
    const answer = await compare();
    expect(answer.status).toBe(201);
    expect(requests).toHaveLength(2);
  });

  for (const [name, sequence, message] of [
    [
      'garbage twice',
      [garbage, garbage],
      'The AI gave an answer that could not be used. Nothing was saved or counted; please try again.',
    ],
    [
      'a schema-breaking answer twice',
      [schemaBreaking, schemaBreaking],
      'The AI gave an answer that could not be used. Nothing was saved or counted; please try again.',
    ],
    [
      'a provider 500',
      [providerError],
      'The AI service is not available right now. Nothing was saved or counted; please try again later.',
    ],
    ['a timeout', [hang], 'The AI took too long to answer. Nothing was saved or counted; please try again.'],
  ] as const) {
    it(`${name}: 503 with a translated message; nothing stored, nothing counted`, async () => {
      const rowsBefore = await countRows();
      const leftBefore = await remaining();
      behaviours = [...sequence];
      const answer = await compare();
      expect(answer).toMatchObject({ status: 503, body: { success: false, message } });
      expect(await countRows()).toBe(rowsBefore);
      expect(await remaining()).toBe(leftBefore);
    });
  }

  it('answers in Turkish when asked in Turkish', async () => {
    behaviours = [providerError];
    const answer = await compare({ language: 'tr' });
    expect(answer.body.message).toBe(
      'Yapay zekâ hizmetine şu anda ulaşılamıyor. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen daha sonra tekrar deneyin.',
    );
  });

  it('a client that goes away aborts the provider call and stores nothing', async () => {
    const rowsBefore = await countRows();
    const leftBefore = await remaining();
    behaviours = [hang];
    closedEarly = 0;
    const controller = new AbortController();
    const pending = compare({ signal: controller.signal }).catch((error: Error) => error);
    await expect.poll(() => requests.length).toBe(1);
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    // The provider's connection closes well before the 1.5 s deadline would have closed it.
    await expect.poll(() => closedEarly, { timeout: 1000 }).toBe(1);
    await expect.poll(() => remaining()).toBe(leftBefore);
    expect(await countRows()).toBe(rowsBefore);
  });

  it('chat goes through the same provider with the conversation history', async () => {
    const premium = await server.login(SEED_EMAILS.premium);
    behaviours = [(_req, res) => json(res, 200, completion('**Pixel 8** for photos.'))];
    const first = await server.call('POST', '/api/chat', { token: premium, body: { content: 'Best camera?' } });
    expect(first.body.data).toMatchObject({
      output: '**Pixel 8** for photos.',
      source: { engine: 'ai', model: 'stub-model' },
    });
    behaviours = [(_req, res) => json(res, 200, completion('About 30,000 TRY.'))];
    await server.call('POST', '/api/chat', {
      token: premium,
      body: { content: 'Price?', conversationId: first.body.data.message.conversationId },
    });
    expect(requests[1].messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    behaviours = [providerError];
    const failed = await server.call('POST', '/api/chat', {
      token: premium,
      body: { content: 'Again?', conversationId: first.body.data.message.conversationId },
    });
    expect(failed.status).toBe(503);
    const messages = await server.call('GET', `/api/messages/${first.body.data.message.conversationId}`, {
      token: premium,
    });
    expect(messages.body.data).toHaveLength(4);
  });

  it('a chat reply longer than the contract allows (a 1 MB answer): 503, nothing stored, nothing counted', async () => {
    const premium = await server.login(SEED_EMAILS.premium);
    // Premium's messages are unlimited, so the counter itself is read.
    const counted = async () =>
      (await server.db
        .selectFrom('usage_counters')
        .innerJoin('users', 'users.id', 'usage_counters.user_id')
        .where('users.email', '=', SEED_EMAILS.premium)
        .select((eb) => [
          eb.fn.sum<string>('messages').as('messages'),
          eb.fn.sum<string>('conversations').as('started'),
        ])
        .executeTakeFirstOrThrow()) as object;
    const stored = () => countRows('chat_messages');
    const conversations = async () => (await server.call('GET', '/api/conversations', { token: premium })).body.data;
    const [countedBefore, storedBefore, conversationsBefore] = [await counted(), await stored(), await conversations()];
    behaviours = [(_req, res) => json(res, 200, completion('x'.repeat(1_048_576)))];
    const answer = await server.call('POST', '/api/chat', { token: premium, body: { content: 'Tell me everything.' } });
    expect(answer).toMatchObject({
      status: 503,
      body: {
        success: false,
        message: 'The AI gave an answer that could not be used. Nothing was saved or counted; please try again.',
      },
    });
    expect(await conversations()).toEqual(conversationsBefore);
    expect(await stored()).toBe(storedBefore);
    expect(await counted()).toEqual(countedBefore);
  });

  it('a chat opened from a report puts that comparison’s result in the prompt', async () => {
    const premium = await server.login(SEED_EMAILS.premium);
    behaviours = [valid];
    const subject = (
      await server.call('POST', '/api/comparisons', {
        token: premium,
        body: { query: 'iPhone 15 vs Pixel 8', features: [], isDetailed: false },
      })
    ).body.data;
    requests.length = 0;
    behaviours = [(_req, res) => json(res, 200, completion('The **Pixel 8** scored higher.'))];
    const reply = await server.call('POST', '/api/chat', {
      token: premium,
      body: { comparisonId: subject.id, content: 'Which one won?' },
    });
    expect(reply.status).toBe(200);
    const system = requests[0].messages
      .filter((m: { role: string }) => m.role === 'system')
      .map((m: { content: string }) => m.content);
    expect(system).toHaveLength(2);
    expect(system[1]).toContain('"iPhone 15" vs "Pixel 8"');
    expect(system[1]).toContain(JSON.stringify(subject.result.summary));
    expect(requests[0].messages.at(-1)).toEqual({ role: 'user', content: 'Which one won?' });
  });

  it('every answer kept the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
