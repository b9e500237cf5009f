// What counts toward the monthly allowance: a report counts once its owner has received more of it
// than its first section, so cancelling or deleting it after that gives nothing back (before, a
// reader polled until one section was left, cancelled, and read ~10 sections for free); before
// that it is given back. A report written about fewer than two identified items is not counted.
import { afterAll, afterEach, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { demoProvider } from '../ai/demo-provider';
import { AiError, type AiProvider, type ReportEvent } from '../ai/provider';
import { startTestServer, waitForReport, type TestServer } from './harness';

/** A writer that sends the first `sections` sections of the demo's report, then waits until it is stopped. */
function stoppingAfter(sections: number): AiProvider {
  const demo = demoProvider();
  return {
    engine: 'ai',
    concurrency: 4,
    async compare(input, signal, onEvent) {
      const events: ReportEvent[] = [];
      const outcome = await demo.compare(input, signal, (event) => events.push(event));
      if (!outcome.ok) return outcome;
      for (const event of events.filter((candidate) => candidate.type === 'section').slice(0, sections))
        onEvent?.(event);
      await new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new AiError('aborted')), { once: true }),
      );
      throw new AiError('aborted');
    },
    chat: demo.chat,
  };
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function start(ai?: AiProvider) {
  const server = await startTestServer(ai ? { ai } : {});
  servers.push(server);
  return server;
}
const sharedServers: Promise<TestServer>[] = [];
afterAll(async () => {
  await Promise.all(sharedServers.splice(0).map(async (server) => (await server).close()));
});
/**
 * A server started on first use and kept for the rest of the file: the tests of one writer read
 * their own allowance before and after, so they can share it, and a start costs more than the test.
 */
function shared(ai: AiProvider): () => Promise<TestServer> {
  let started: Promise<TestServer> | undefined;
  return () => {
    if (!started) sharedServers.push((started = startTestServer({ ai })));
    return started;
  };
}
const afterThree = shared(stoppingAfter(3));
const afterOne = shared(stoppingAfter(1));
const remaining = async (server: TestServer, token: string) =>
  (await server.call('GET', '/api/packages/me', { token })).body.data.remaining_compares as number;
const query = { query: 'Kindle Paperwhite vs Kobo Clara 2E', features: [], isDetailed: false };

/** Queues a report and reads it until `sections` sections are in its draft: the last read's data. */
async function readUntil(server: TestServer, token: string, sections: number) {
  const id = (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id as string;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const read = (await server.call('GET', `/api/comparisons/${id}`, { token })).body.data;
    if (read.status === 'writing' && read.progress.done.length >= sections) return read;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`report ${id} never had ${sections} sections`);
}

it.each(['cancel', 'delete'] as const)(
  'a report whose second section was received stays counted after a %s',
  async (end) => {
    const server = await afterThree();
    const mark = server.violations.length;
    const token = await server.login(SEED_EMAILS.free);
    const before = await remaining(server, token);
    const read = await readUntil(server, token, 2);
    expect(Object.keys(read.draft).length).toBeGreaterThanOrEqual(2);
    const ended =
      end === 'cancel'
        ? await server.call('POST', `/api/comparisons/${read.id}/cancel`, { token, language: 'tr' })
        : await server.call('DELETE', `/api/comparisons/${read.id}`, { token });
    expect(ended.status).toBe(200);
    expect(await remaining(server, token)).toBe(before - 1);
    expect(read.counted).toBe(true);
    if (end === 'cancel')
      expect(ended.body).toMatchObject({
        message: 'Rapor iptal edildi. İlk bölümünden fazlasını almış olduğunuz için kullanım hakkınızdan düşüldü.',
        data: { status: 'cancelled', counted: true },
      });
    expect(server.violations.slice(mark)).toEqual([]);
  },
);

it.each(['cancel', 'delete'] as const)(
  'a report of which only the first section was received is given back by a %s',
  async (end) => {
    const server = await afterOne();
    const mark = server.violations.length;
    const token = await server.login(SEED_EMAILS.free);
    const before = await remaining(server, token);
    const read = await readUntil(server, token, 1);
    expect(Object.keys(read.draft)).toHaveLength(1);
    if (end === 'cancel') {
      const cancelled = await server.call('POST', `/api/comparisons/${read.id}/cancel`, { token });
      expect(cancelled.body).toMatchObject({
        message: 'Report cancelled. Nothing was counted.',
        data: { status: 'cancelled', counted: false },
      });
    } else expect((await server.call('DELETE', `/api/comparisons/${read.id}`, { token })).status).toBe(200);
    expect(await remaining(server, token)).toBe(before);
    expect(server.violations.slice(mark)).toEqual([]);
  },
);

it('sections written but never sent are given back: counting follows what the reader received', async () => {
  const server = await afterThree();
  const token = await server.login(SEED_EMAILS.free);
  const before = await remaining(server, token);
  const id = (await server.call('POST', '/api/comparisons', { token, body: query })).body.data.id as string;
  // Three sections are stored, unread.
  for (let tries = 0; tries < 500; tries++) {
    const row = await server.db
      .selectFrom('comparisons')
      .select('sections_done')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (((row.sections_done as string[] | null) ?? []).length >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const cancelled = await server.call('POST', `/api/comparisons/${id}/cancel`, { token });
  expect(await remaining(server, token)).toBe(before);
  expect(cancelled.body.data.counted).toBe(false);
});

it('a report that identifies only one of the items is written but not counted, and says so', async () => {
  const server = await start();
  const token = await server.login(SEED_EMAILS.free);
  const before = await remaining(server, token);
  const profile = await server.compare({ token, body: { ...query, query: 'Kindl Paperwite vs Kobo Clara 2E' } });
  const ended = profile.body.data;
  expect(ended.status).toBe('done');
  expect(ended.result.unidentified_items).toHaveLength(1);
  expect(await remaining(server, token)).toBe(before);
  expect(ended.counted).toBe(false);
  // Two identified: counted.
  const both = (await server.compare({ token, body: query })).body.data;
  expect(both).toMatchObject({ status: 'done', counted: true });
  expect(await remaining(server, token)).toBe(before - 1);
  expect((await waitForReport(server.call, both.id, { token })).data.counted).toBe(true);
  expect(server.violations).toEqual([]);
});
