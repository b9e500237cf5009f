// One queue for everyone, fair between users: a user's open reports are capped (a 429 that names
// the cap), and users take turns, so one account's backlog never holds another user's report for
// more than the report being written when it arrived.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoProvider } from '../ai/demo-provider';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

const CAP = 20;
let server: TestServer;
beforeAll(async () => {
  // One writer, at a pace that makes a report last a few seconds: the queue's order shows.
  server = await startTestServer({
    ai: demoProvider({ tokensPerSecond: 400, concurrency: 1 }),
    openReportsPerUser: CAP,
  });
});
afterAll(async () => {
  await server?.close();
});

const body = { query: 'iPhone 15 vs Pixel 8', features: [], isDetailed: false };

it("one account queues 20, another user's report is written next; the 21st is a 429 naming the cap", async () => {
  const flooder = await server.login(SEED_EMAILS.premium);
  const other = await server.login(SEED_EMAILS.standard);
  const flood = await Promise.all(
    Array.from({ length: CAP }, () => server.call('POST', '/api/comparisons', { token: flooder, body })),
  );
  expect(flood.map((answer) => answer.status)).toEqual(flood.map(() => 202));
  const over = await server.call('POST', '/api/comparisons', { token: flooder, body, language: 'en' });
  expect(over.status).toBe(429);
  expect(over.body.message).toContain(String(CAP));
  const overTr = await server.call('POST', '/api/comparisons', { token: flooder, body, language: 'tr' });
  expect(overTr.body.message).toContain(`${CAP} raporunuz`);

  const mine = await server.call('POST', '/api/comparisons', { token: other, body });
  expect(mine.status).toBe(202);
  // At most the flood's report being written is ahead of it.
  expect(mine.body.data.progress.queuePosition).toBeLessThanOrEqual(2);
  const id = mine.body.data.id as string;
  let started = false;
  while (!started) {
    const read = await server.call('GET', `/api/comparisons/${id}`, { token: other });
    started = read.body.data.status !== 'queued';
    if (!started) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // When it started, the flood had had at most the one report that was being written when it arrived.
  const floodStarted = await server.db
    .selectFrom('comparisons')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(
      'id',
      'in',
      flood.map((answer) => answer.body.data.id as string),
    )
    .where('status', '!=', 'queued')
    .executeTakeFirstOrThrow();
  expect(Number(floodStarted.count)).toBeLessThanOrEqual(2);
  expect(server.violations).toEqual([]);
}, 60_000);
