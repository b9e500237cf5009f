/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely on purpose; each test asserts the shape it needs */
// A comparison is a job: the POST answers at once, the report's state is readable at
// any time (queued with its place, writing with the sections finished so far, done, failed with a
// translated reason, cancelled), cancel stops the writer and counts nothing, a failure counts
// nothing, and a server restart takes an unfinished report up again. The writer here is a
// provider the test drives section by section.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { demoProvider } from '../ai/demo-provider';
import { AiError, type AiProvider, type CompareInput, type ReportEvent } from '../ai/provider';
import { removeEndedReports } from '../services/report-jobs';
import { startTestServer, testDatabase, waitForReport, type TestServer } from './harness';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the catalogue's example pair of a kind
import { categoryExample, identify } from '../../demo/index';

/** A writer the test drives: each report waits at `gate` between sections; `fail` makes the next ones throw. */
function drivenProvider(options: { concurrency?: number; failWith?: AiError; hang?: boolean } = {}) {
  const demo = demoProvider();
  const calls: { input: CompareInput; signal: AbortSignal }[] = [];
  let opened: () => void = () => {};
  let gate = new Promise<void>((resolve) => (opened = resolve));
  const provider: AiProvider = {
    engine: 'ai',
    concurrency: options.concurrency ?? 4,
    async compare(input, signal, onEvent) {
      calls.push({ input, signal });
      if (options.failWith) throw options.failWith;
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new AiError('aborted')), { once: true }),
      );
      const events: ReportEvent[] = [];
      const outcome = await demo.compare(input, signal, (event) => events.push(event));
      if (!outcome.ok) return outcome;
      for (const event of events) {
        if (event.type !== 'section') continue;
        onEvent?.(event);
        // Every section after the first waits for the test to open the gate.
        await Promise.race([gate, aborted]);
        if (options.hang) await aborted;
      }
      return { ...outcome, source: { engine: 'ai', model: 'driven-model' } };
    },
    chat: demo.chat,
  };
  return {
    provider,
    calls,
    /** Lets every waiting report run to its end. */
    open() {
      opened();
      gate = Promise.resolve();
    },
  };
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function start(provider: AiProvider, extra: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer({ ai: provider, ...extra });
  servers.push(server);
  return server;
}

const sharedServers: Promise<{ server: TestServer; token: string }>[] = [];
afterAll(async () => {
  await Promise.all(sharedServers.splice(0).map(async (shared) => (await shared).server.close()));
});
/**
 * A server started on first use and kept for the rest of the file, with the free account signed in:
 * for tests that differ only in what they post, where a start costs more than the report.
 */
function shared(provider: AiProvider): () => Promise<{ server: TestServer; token: string }> {
  let started: Promise<{ server: TestServer; token: string }> | undefined;
  return () => {
    if (!started) {
      started = startTestServer({ ai: provider }).then(async (server) => {
        const token = await server.login(SEED_EMAILS.free);
        // The tests read the violations of their own calls only: the sign-in's are read here.
        expect(server.violations).toEqual([]);
        return { server, token };
      });
      sharedServers.push(started);
    }
    return started;
  };
}
const sharedDemo = shared(demoProvider());
/** The writer failing tests share: each says how it fails. */
const failing: { failWith?: AiError } = {};
const sharedFailing = shared(drivenProvider(failing).provider);
/** The tests' own writers share one server, any engine's: each puts its `compare` in. */
const stub: Pick<AiProvider, 'compare'> = { compare: demoProvider().compare };
const sharedStub = shared({
  engine: 'ai',
  concurrency: 1,
  compare: (input, signal, onEvent) => stub.compare(input, signal, onEvent),
  chat: demoProvider().chat,
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const remaining = async (server: TestServer, token: string) =>
  (await server.call('GET', '/api/packages/me', { token })).body.data.remaining_compares as number;

const query = { query: 'Kindle Paperwhite vs Kobo Clara 2E', features: [], isDetailed: false };

describe('a report’s life', () => {
  it('answers 202 at once, then shows the sections as they are written, then the whole report with when and by whom', async () => {
    const driven = drivenProvider();
    const server = await start(driven.provider);
    const token = await server.login(SEED_EMAILS.free);
    const before = await remaining(server, token);

    const posted = await server.call('POST', '/api/comparisons', { token, body: query });
    expect(posted.status).toBe(202);
    expect(posted.body.data).toMatchObject({
      status: 'queued',
      items: ['Kindle Paperwhite', 'Kobo Clara 2E'],
      progress: { done: [], pending: expect.arrayContaining(['summary', 'comparison_scores', 'items']) },
    });
    expect(posted.body.data.progress.pending[0]).toBe('summary');
    expect(posted.body.data).not.toHaveProperty('result');
    const id = posted.body.data.id;
    // Counted when queued.
    expect(await remaining(server, token)).toBe(before - 1);

    const writing = await until(
      () => server.call('GET', `/api/comparisons/${id}`, { token }),
      (read) => read.body.data.status === 'writing' && read.body.data.progress.done.length > 0,
    );
    expect(writing.body.data.progress.done).toEqual(['summary']);
    expect(writing.body.data.progress.pending[0]).toBe('comparison_scores');
    expect(writing.body.data.draft).toEqual({ summary: expect.any(String) });
    expect(writing.body.data.progress.lastActivityAt).toEqual(expect.any(String));
    // History lists it while it is written, with the summary already there.
    const listed = (await server.call('GET', '/api/comparisons?limit=1', { token })).body.data.items[0];
    expect(listed).toMatchObject({ id, status: 'writing', summary: writing.body.data.draft.summary });
    // Not shareable until it is finished.
    expect((await server.call('PUT', `/api/comparisons/${id}/share`, { token })).status).toBe(409);

    driven.open();
    const ended = await waitForReport(server.call, id, { token });
    expect(ended.data).toMatchObject({ status: 'done', source: { engine: 'ai', model: 'driven-model' } });
    expect(ended.data.result.summary).toBe(writing.body.data.draft.summary);
    expect(ended.data.result.poll.options).toHaveLength(2);
    expect(Date.parse(ended.data.finishedAt)).toBeGreaterThanOrEqual(Date.parse(ended.data.createdAt));
    expect(ended.data).not.toHaveProperty('draft');
    expect(ended.data).not.toHaveProperty('progress');
    expect(await remaining(server, token)).toBe(before - 1);
    expect(server.violations).toEqual([]);
  });

  it('queues beyond the provider’s concurrency and says each report’s place', async () => {
    const driven = drivenProvider({ concurrency: 1 });
    const server = await start(driven.provider);
    const token = await server.login(SEED_EMAILS.premium);
    const ids: string[] = [];
    // Items the demo engine knows: a report that identifies nothing would end failed, not done.
    for (const text of ['Kindle Paperwhite vs Kobo Clara 2E', 'iPhone 15 vs Samsung Galaxy S24', 'iPhone 15 vs Kindle'])
      ids.push(
        (await server.call('POST', '/api/comparisons', { token, body: { ...query, query: text } })).body.data.id,
      );
    await until(
      () => server.call('GET', `/api/comparisons/${ids[0]}`, { token }),
      (read) => read.body.data.status === 'writing',
    );
    const second = (await server.call('GET', `/api/comparisons/${ids[1]}`, { token })).body.data;
    const third = (await server.call('GET', `/api/comparisons/${ids[2]}`, { token })).body.data;
    expect([second.status, second.progress.queuePosition]).toEqual(['queued', 1]);
    expect([third.status, third.progress.queuePosition]).toEqual(['queued', 2]);
    expect(driven.calls).toHaveLength(1);
    driven.open();
    for (const id of ids) expect((await waitForReport(server.call, id, { token })).data.status).toBe('done');
    expect(server.violations).toEqual([]);
  });

  it('cancel stops the writer, counts nothing, leaves the history, and answers the same again; an ended report cannot be cancelled', async () => {
    const driven = drivenProvider();
    const server = await start(driven.provider);
    const token = await server.login(SEED_EMAILS.free);
    const before = await remaining(server, token);
    const id = (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id;
    await until(
      () => server.call('GET', `/api/comparisons/${id}`, { token }),
      (read) => read.body.data.status === 'writing',
    );
    const cancelled = await server.call('POST', `/api/comparisons/${id}/cancel`, { token, language: 'tr' });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: 'Rapor iptal edildi. Hiçbir şey sayılmadı.', data: { status: 'cancelled' } },
    });
    expect(driven.calls[0]?.signal.aborted).toBe(true);
    expect(await remaining(server, token)).toBe(before);
    expect((await server.call('POST', `/api/comparisons/${id}/cancel`, { token })).body.data.status).toBe('cancelled');
    const history = (await server.call('GET', '/api/comparisons?limit=50', { token })).body.data.items;
    expect(history.map((row: any) => row.id)).not.toContain(id);
    // The writer's late sections change nothing.
    driven.open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await server.call('GET', `/api/comparisons/${id}`, { token })).body.data.status).toBe('cancelled');

    const done = (await server.compare({ token, body: query })).body.data;
    expect(await server.call('POST', `/api/comparisons/${done.id}/cancel`, { token })).toMatchObject({
      status: 409,
      body: { message: 'This report has already ended; there is nothing to cancel.' },
    });
    expect((await server.call('POST', '/api/comparisons/cmp_unknown/cancel', { token })).status).toBe(404);
    expect(server.violations).toEqual([]);
  });

  it('failed and cancelled reports are removed a month after they ended; written ones and recent ends stay', async () => {
    const failing = drivenProvider({ failWith: new AiError('unavailable') });
    const server = await start(failing.provider);
    const token = await server.login(SEED_EMAILS.premium);
    const queue = async () => (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id;
    const [oldFailed, recentFailed] = [await queue(), await queue()];
    for (const id of [oldFailed, recentFailed])
      expect((await waitForReport(server.call, id, { token })).data.status).toBe('failed');
    const written = (await server.call('GET', '/api/comparisons?limit=1', { token })).body.data.items[0].id;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await server.db
      .updateTable('comparisons')
      .set({ finished_at: ago(31) })
      .where('id', 'in', [oldFailed, written])
      .execute();
    await server.db
      .updateTable('comparisons')
      .set({ finished_at: ago(29) })
      .where('id', '=', recentFailed)
      .execute();
    expect(await removeEndedReports(server.db)).toBe(1);
    const status = async (id: string) => (await server.call('GET', `/api/comparisons/${id}`, { token })).status;
    expect(await status(oldFailed)).toBe(404);
    expect(await status(recentFailed)).toBe(200);
    expect(await status(written)).toBe(200);
  });

  it('deleting a report while it is written stops the writer and gives the comparison back', async () => {
    const driven = drivenProvider();
    const server = await start(driven.provider);
    const token = await server.login(SEED_EMAILS.free);
    const before = await remaining(server, token);
    const id = (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id;
    await until(
      () => server.call('GET', `/api/comparisons/${id}`, { token }),
      (read) => read.body.data.status === 'writing',
    );
    expect((await server.call('DELETE', `/api/comparisons/${id}`, { token })).status).toBe(200);
    expect(driven.calls[0]?.signal.aborted).toBe(true);
    expect(await remaining(server, token)).toBe(before);
  });

  it.each([
    ['wrong-items', 'wrongItems', 'Yapay zekâ iki kez sorduğunuzdan başka ürünler hakkında yazdı.'],
    ['stalled', 'stalled', 'Yapay zekâ yazmayı yarıda bıraktı.'],
    ['timeout', 'timeout', 'Yapay zekâ zamanında yanıt vermedi.'],
    ['unavailable', 'unavailable', 'Yapay zekâ hizmetine şu anda ulaşılamıyor.'],
  ] as const)(
    'a writer failing (%s) ends the report failed, with the reason in the reader’s language, not counted',
    async (kind, reason, words) => {
      failing.failWith = new AiError(kind);
      const { server, token } = await sharedFailing();
      const mark = server.violations.length;
      const before = await remaining(server, token);
      const id = (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id;
      const ended = await waitForReport(server.call, id, { token, language: 'tr' });
      expect(ended.data).toMatchObject({ status: 'failed', failure: { reason } });
      expect(ended.data.failure.message).toContain(words);
      expect(ended.data).not.toHaveProperty('result');
      expect(await remaining(server, token)).toBe(before);
      const history = (await server.call('GET', '/api/comparisons?limit=50', { token })).body.data.items;
      expect(history.map((row: any) => row.id)).not.toContain(id);
      expect(server.violations.slice(mark)).toEqual([]);
    },
  );
});

describe('the poll', () => {
  it('a new report’s poll starts from the votes actually cast: none, then the one this user cast', async () => {
    const { server, token } = await sharedDemo();
    const mark = server.violations.length;
    const id = (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id;
    const ended = (await waitForReport(server.call, id, { token })).data;
    expect(ended.result.poll).toEqual({
      question: expect.any(String),
      options: [
        { label: 'Kindle Paperwhite', votes: 0 },
        { label: 'Kobo Clara 2E', votes: 0 },
      ],
      total_votes: 0,
      user_vote: null,
    });
    const voted = await server.call('POST', `/api/comparisons/${id}/poll-votes`, {
      token,
      body: { option: 'Kobo Clara 2E' },
    });
    expect(voted.body.data).toMatchObject({ total_votes: 1, user_vote: 'Kobo Clara 2E' });
    const read = (await server.call('GET', `/api/comparisons/${id}`, { token })).body.data.result.poll;
    expect(read.options).toEqual([
      { label: 'Kindle Paperwhite', votes: 0 },
      { label: 'Kobo Clara 2E', votes: 1 },
    ]);
    expect(server.violations.slice(mark)).toEqual([]);
  });
});

const CAR_EXAMPLE = categoryExample('Opel')!;

describe('nothing identified', () => {
  /**
   * Posts `text` in `language` and waits for its end; also says what the user had left before and
   * after, and the contract's violations among the answers to this query.
   */
  async function post(server: TestServer, token: string, text: string, language: 'tr' | 'en') {
    const mark = server.violations.length;
    const before = await remaining(server, token);
    const posted = await server.call('POST', '/api/comparisons', {
      token,
      language,
      body: { query: text, features: [], isDetailed: false },
    });
    expect(posted.status).toBe(202);
    const ended = await waitForReport(server.call, posted.body.data.id, { token, language });
    const history = (await server.call('GET', '/api/comparisons?limit=50', { token })).body.data.items;
    const after = await remaining(server, token);
    return { ended: ended.data, before, after, history, violations: server.violations.slice(mark) };
  }
  /** On the demo engine's shared server. */
  async function run(text: string, language: 'tr' | 'en') {
    const { server, token } = await sharedDemo();
    return post(server, token, text, language);
  }
  /** On the shared server of the tests' own writers, with `compare` as the writer. */
  async function runWith(compare: AiProvider['compare'], text: string, language: 'tr' | 'en') {
    stub.compare = compare;
    const { server, token } = await sharedStub();
    return post(server, token, text, language);
  }

  it.each([
    [
      'tr',
      'Ifone 15 vs Gallaxi S24',
      ['"Ifone 15" ve "Gallaxi S24" tanınamadı', 'hakkınızdan düşülmedi', 'iPhone 15', 'Samsung Galaxy S24'],
    ],
    [
      'en',
      'Ifone 15 vs Gallaxi S24',
      ['Could not identify "Ifone 15" and "Gallaxi S24"', 'nothing was counted', 'Did you mean', 'iPhone 15'],
    ],
    ['en', 'asdf vs qwer', ['Could not identify "asdf" and "qwer"', 'nothing was counted']],
  ] as const)(
    'the demo engine (%s, %s): no report, not counted, not listed, a message naming them with close names',
    async (language, text, words) => {
      const { ended, before, after, history, violations } = await run(text, language);
      expect(ended).toMatchObject({ status: 'failed', failure: { reason: 'unusableQuery' } });
      for (const part of words) expect(ended.failure.message).toContain(part);
      if (text === 'asdf vs qwer') expect(ended.failure.message).not.toContain('Did you mean');
      expect(ended).not.toHaveProperty('result');
      expect(after).toBe(before);
      expect(history.map((row: any) => row.id)).not.toContain(ended.id);
      expect(violations).toEqual([]);
    },
  );

  it.each([
    ['tr', 'Ifone 15 vs Gallaxi S24', 'Şunları mı demek istediniz: iPhone 15 ve Samsung Galaxy S24?'],
    ['en', 'Ifone 15 vs Gallaxi S24', 'Did you mean iPhone 15 and Samsung Galaxy S24?'],
  ] as const)(
    '(%s) a misspelt pair: the failure carries the whole corrected query to run instead',
    async (language, text, words) => {
      const { ended, violations } = await run(text, language);
      expect(ended.failure.suggestions).toEqual([
        { query: 'iPhone 15 vs Samsung Galaxy S24', items: ['iPhone 15', 'Samsung Galaxy S24'] },
      ]);
      expect(ended.failure.message).toContain(words);
      expect(violations).toEqual([]);
    },
  );

  it.each([
    ['en', 'asdf vs qwer', 'If they are spelled right, they are not known here yet.'],
    ['tr', 'Logseq vs Roam Research', 'Doğru yazıldılarsa burada henüz bilinmiyorlar.'],
  ] as const)(
    '(%s) names nothing is close to and nothing tells the kind of (%s): no example of another kind',
    async (language, text, words) => {
      const { ended } = await run(text, language);
      expect(ended.failure.suggestions ?? []).toEqual([]);
      expect(ended.failure.message).toContain(words);
      expect(ended.failure.message).not.toMatch(/iPhone|Galaxy|for example|örneğin/);
    },
  );

  it.each([
    // Cars the catalogue does not hold: its example pair of cars, whatever it is.
    [
      'tr',
      'Ford Tourneo Courier vs Opel Combo Life',
      CAR_EXAMPLE.join(' vs '),
      'Doğru yazıldılarsa burada henüz bilinmiyorlar',
    ],
  ] as const)(
    '(%s) names nothing is close to (%s): no "did you mean", an example of the same kind to run instead',
    async (language, text, example, words) => {
      const { ended } = await run(text, language);
      expect(ended.failure.suggestions?.map((entry: { query: string }) => entry.query)).toEqual([example]);
      expect(ended.failure.message).toContain(words);
      expect(ended.failure.message).not.toMatch(/Did you mean|demek istediniz|full name|tam ad/);
    },
  );

  it('one name close, the other nothing like anything: "did you mean" names it, and the suggestion pairs it with another of its kind', async () => {
    const { ended } = await run('Ifone 15 vs qwerty', 'en');
    expect(ended.failure.message).toContain('Did you mean iPhone 15?');
    const [suggested] = ended.failure.suggestions as { query: string; items: string[] }[];
    expect(ended.failure.suggestions).toHaveLength(1);
    expect(suggested.items[0]).toBe('iPhone 15');
    // The partner is another phone (the one nearest in price), not the typed nonsense.
    const partner = identify(suggested.items[1]);
    expect(partner.kind === 'known' && partner.entry.category).toBe('phone');
    expect(suggested.query).toBe(`iPhone 15 vs ${suggested.items[1]}`);
  });

  it('any engine: a writer that refuses a query with one name known gets the query with the other corrected', async () => {
    const refuses: AiProvider['compare'] = async () => ({
      ok: false,
      field: 'query',
      message: 'Cannot compare these.',
    });
    const { ended, before, after } = await runWith(refuses, 'iPhone 15 vs Gallaxi S24', 'en');
    expect(ended).toMatchObject({
      status: 'failed',
      failure: { reason: 'unusableQuery', message: 'Cannot compare these.' },
    });
    expect(ended.failure.suggestions).toEqual([
      { query: 'iPhone 15 vs Samsung Galaxy S24', items: ['iPhone 15', 'Samsung Galaxy S24'] },
    ]);
    expect(after).toBe(before);
  });

  it.each(['tr', 'en'] as const)(
    '(%s) a misspelt name beside a known one: a one-item profile, not counted, that carries the corrected query to run',
    async (language) => {
      const { ended, before, after, violations } = await run('Kindl Paperwite vs Kobo Clara 2E', language);
      expect(ended).toMatchObject({ status: 'done', result: { unidentified_items: ['Kindl Paperwite'] } });
      expect(ended.suggestions).toEqual([
        { query: 'Kindle Paperwhite vs Kobo Clara 2E', items: ['Kindle Paperwhite', 'Kobo Clara 2E'] },
      ]);
      // Fewer than two identified items is a profile, not a comparison: it costs nothing.
      expect(ended.counted).toBe(false);
      expect(after).toBe(before);
      expect(violations).toEqual([]);
    },
  );

  it('a report that identifies every item carries no suggestions', async () => {
    const { ended } = await run('Kindle Paperwhite vs Kobo Clara 2E', 'en');
    expect(ended.status).toBe('done');
    expect(ended).not.toHaveProperty('suggestions');
  });

  it('any engine: a written report with one name unidentified carries its correction', async () => {
    const { ended } = await runWith(
      async (input) => {
        const known = input.items[1];
        return {
          ok: true,
          items: input.items,
          result: { summary: `Only ${known}.`, items: [{ name: known }], unidentified_items: [input.items[0]] },
          source: { engine: 'ai', model: 'stub' },
        };
      },
      'Ifone 15 vs Samsung Galaxy S24',
      'en',
    );
    expect(ended.status).toBe('done');
    expect(ended.suggestions).toEqual([
      { query: 'iPhone 15 vs Samsung Galaxy S24', items: ['iPhone 15', 'Samsung Galaxy S24'] },
    ]);
  });

  it('any engine: a written report that identifies none of the items ends failed, not counted', async () => {
    const { ended, before, after } = await runWith(
      async (input) => {
        const result = { summary: 'Neither is known.', items: input.items.map((name) => ({ name })) };
        return {
          ok: true,
          items: input.items,
          result: { ...result, unidentified_items: [...input.items] },
          source: { engine: 'ai', model: 'stub' },
        };
      },
      'Zorblax 9 vs Quux',
      'tr',
    );
    expect(ended).toMatchObject({ status: 'failed', failure: { reason: 'unusableQuery' } });
    expect(ended.failure.message).toContain('"Zorblax 9" ve "Quux" tanınamadı');
    expect(after).toBe(before);
  });
});

describe('a purpose typed in lower case', () => {
  it('any engine is sent the items without it, and they are stored so: the purpose ends where a catalogue name does', async () => {
    const sent: string[][] = [];
    stub.compare = async (input) => {
      sent.push(input.items);
      return {
        ok: true,
        items: input.items,
        result: { summary: 'Two small cars.', items: input.items.map((name) => ({ name })) },
        source: { engine: 'ai', model: 'stub' },
      };
    };
    const { server, token } = await sharedStub();
    const mark = server.violations.length;
    const query = 'renault clio vs fiat egea şehir içi kullanım için';
    const posted = await server.call('POST', '/api/comparisons', {
      token,
      language: 'tr',
      body: { query, features: [], isDetailed: false },
    });
    expect(posted.status).toBe(202);
    expect(posted.body.data.items).toEqual(['renault clio', 'fiat egea']);
    const ended = await waitForReport(server.call, posted.body.data.id, { token, language: 'tr' });
    expect(ended.data.status).toBe('done');
    expect(sent).toEqual([['renault clio', 'fiat egea']]);
    expect(server.violations.slice(mark)).toEqual([]);
  });
});

describe('a restart', () => {
  it(
    'takes a report being written up again and ends it once, counted once; one interrupted twice fails and is given back',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kiyasla-jobs-'));
      const database = await testDatabase(join(dir, 'pglite'));
      try {
        const first = await startTestServer({
          ...database.options,
          ai: drivenProvider({ hang: true }).provider,
          jobLeaseMs: 1_000,
        });
        const token = await first.login(SEED_EMAILS.free);
        const before = await remaining(first, token);
        const id = (await first.call('POST', '/api/comparisons', { token, body: query })).body.data.id;
        const interrupted = (
          await first.call('POST', '/api/comparisons', { token, body: { ...query, query: 'Pixel 8 vs iPhone 15' } })
        ).body.data.id;
        for (const open of [id, interrupted])
          await until(
            () => first.call('GET', `/api/comparisons/${open}`, { token }),
            (read) => read.body.data.progress?.done.length > 0,
          );
        const beforeRestart = (await first.call('GET', `/api/comparisons/${id}`, { token })).body.data;
        await first.close();

        // The second run writes the first report; it hangs on the other again.
        const driven = drivenProvider();
        driven.open();
        const hanging = drivenProvider({ hang: true });
        const second = await startTestServer({
          ...database.options,
          jobLeaseMs: 1_000,
          ai: {
            ...driven.provider,
            compare: (input, signal, onEvent) =>
              (input.query.startsWith('Pixel') ? hanging.provider : driven.provider).compare(input, signal, onEvent),
          },
        });
        // Right after the restart the finished sections are still on the page, and the writer continues from them.
        const reopened = (await second.call('GET', `/api/comparisons/${id}`, { token })).body.data;
        expect(reopened.draft?.summary ?? reopened.result?.summary).toBe(beforeRestart.draft.summary);
        const resumed = await waitForReport(second.call, id, { token });
        expect(resumed.data.status).toBe('done');
        expect(resumed.data.result.summary).toBe(beforeRestart.draft.summary);
        const continued = driven.calls.find((call) => call.input.query === query.query);
        expect(continued?.input.written).toEqual({ summary: beforeRestart.draft.summary });
        expect(await remaining(second, token)).toBe(before - 2);
        await until(
          () => second.call('GET', `/api/comparisons/${interrupted}`, { token }),
          (read) => read.body.data.progress?.attempt === 2 && read.body.data.progress.done.length > 0,
        );
        expect(second.violations).toEqual([]);
        await second.close();

        // A third start finds it interrupted twice: failed, given back.
        const third = await startTestServer({ ...database.options, ai: drivenProvider().provider, jobLeaseMs: 1_000 });
        try {
          const failed = await waitForReport(third.call, interrupted, { token });
          expect(failed.data).toMatchObject({ status: 'failed', failure: { reason: 'interrupted' } });
          expect(await remaining(third, token)).toBe(before - 1);
          expect(third.violations).toEqual([]);
        } finally {
          await third.close();
        }
      } finally {
        await database.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('a restart after the items were written', () => {
  it(
    'writes the rest in parallel shares with the calls the provider has spare, and the queue counts those calls',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kiyasla-jobs-'));
      const database = await testDatabase(join(dir, 'pglite'));
      try {
        // The first run stops writing once the summary, the scores and the items are there.
        const demo = demoProvider();
        const stopsAfterItems: AiProvider = {
          ...demo,
          engine: 'ai',
          concurrency: 1,
          async compare(input, signal, onEvent) {
            const events: ReportEvent[] = [];
            await demo.compare(input, signal, (event) => events.push(event));
            for (const event of events) {
              onEvent?.(event);
              if (event.type === 'section' && event.name === 'items') break;
            }
            return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new AiError('aborted'))));
          },
        };
        const first = await startTestServer({ ...database.options, ai: stopsAfterItems, jobLeaseMs: 1_000 });
        const token = await first.login(SEED_EMAILS.premium);
        const detailed = { ...query, features: ['price', 'performance', 'design'], isDetailed: true };
        const id = (await first.call('POST', '/api/comparisons', { token, body: detailed })).body.data.id;
        await until(
          () => first.call('GET', `/api/comparisons/${id}`, { token }),
          (read) => read.body.data.progress?.done.includes('items'),
        );
        await first.close();

        const driven = drivenProvider({ concurrency: 3 });
        const second = await startTestServer({ ...database.options, ai: driven.provider, jobLeaseMs: 1_000 });
        try {
          await until(
            async () => driven.calls,
            (calls) => calls.length > 0,
          );
          expect(driven.calls[0].input).toMatchObject({ query: query.query, calls: 3 });
          expect(Object.keys(driven.calls[0].input.written ?? {})).toEqual(
            expect.arrayContaining(['summary', 'comparison_scores', 'items']),
          );
          // Its three calls are the provider's three: a report queued now waits for them.
          const waiting = (
            await second.call('POST', '/api/comparisons', { token, body: { ...query, query: 'Netflix vs Disney+' } })
          ).body.data.id;
          await new Promise((resolve) => setTimeout(resolve, 600));
          expect((await second.call('GET', `/api/comparisons/${waiting}`, { token })).body.data.status).toBe('queued');
          expect(driven.calls).toHaveLength(1);
          driven.open();
          const resumed = await waitForReport(second.call, id, { token });
          expect(resumed.data.status).toBe('done');
          expect(resumed.data.result.pricing_analysis).toBeDefined();
          expect((await waitForReport(second.call, waiting, { token })).data.status).toBe('done');
          expect(driven.calls[1].input.calls).toBe(1);
          expect(second.violations).toEqual([]);
        } finally {
          await second.close();
        }
      } finally {
        await database.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it(
    'write 20 queued reports, each exactly once, and never more at once than the provider allows',
    { timeout: 120_000 },
    async () => {
      const database = await testDatabase();
      let one: TestServer | undefined;
      let two: TestServer | undefined;
      try {
        const written = new Map<string, number>();
        let now = 0;
        let most = 0;
        const counting = (): AiProvider => {
          const demo = demoProvider({ tokensPerSecond: 4_000 });
          return {
            ...demo,
            engine: 'ai',
            concurrency: 3,
            async compare(input, signal, onEvent) {
              written.set(input.query, (written.get(input.query) ?? 0) + 1);
              now += 1;
              most = Math.max(most, now);
              try {
                return await demo.compare(input, signal, onEvent);
              } finally {
                now -= 1;
              }
            },
          };
        };
        // One user queues all 20 here, so the per-user cap on open reports is lifted: what is tested is
        // that two instances write each report exactly once (the cap has its own test, fair-queue).
        const lifted = { openReportsPerUser: 20 };
        // Both are closed before the database is dropped: a forced drop cuts a live server's
        // connections, and the query it was running then fails outside any test.
        one = await startTestServer({ ...database.options, ...lifted, ai: counting() });
        two = await startTestServer({ ...database.options, ...lifted, ai: counting(), seedDemo: false });

        const token = await one.login(SEED_EMAILS.premium);
        // 20 different queries of items the demo catalogue knows (one that identifies nothing is not written).
        const known = ['Kindle', 'iPad Air', 'Pixel 8', 'Galaxy S24', 'iPhone 15', 'Xbox Series X', 'PlayStation 5'];
        const queries = known.flatMap((a, i) => known.slice(i + 1).map((b) => `${a} vs ${b}`)).slice(0, 20);
        const ids: string[] = [];
        for (const [i, text] of queries.entries())
          ids.push(
            (
              await (i % 2 ? two : one).call('POST', '/api/comparisons', {
                token,
                body: { ...query, query: text },
              })
            ).body.data.id,
          );
        for (const id of ids) expect((await waitForReport(one.call, id, { token }, 60_000)).data.status).toBe('done');
        expect([...written.values()]).toEqual(Array(20).fill(1));
        expect(most).toBeLessThanOrEqual(3);
      } finally {
        await one?.close();
        await two?.close();
        await database.drop();
      }
    },
  );
});
