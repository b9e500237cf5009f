/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each test asserts the shape it needs */
// Every write against a comparison (vote, share, unshare, cancel, a chat message about it) sent
// at the same moment as the comparison's delete: each answers a clean success or a 404, never a
// 5xx, and the delete answers 200 or 404. PostgreSQL runs the two on separate connections, where
// a vote inserted after the delete's commit failed its foreign key (a 500): run it there with
// scripts/with-postgres.sh; on PGlite the requests take turns and it passes trivially.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { foldCase } from '@shared/compare-items';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

/** Rounds per write: the probe that found the vote race used 80. */
export const RACE_ROUNDS = Number(process.env.RACE_ROUNDS) || 80;

let server: TestServer;
let token = '';
let userId = '';
let result: Record<string, any>;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 100_000 });
  token = await server.login(SEED_EMAILS.premium);
  userId = (
    await server.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', SEED_EMAILS.premium)
      .executeTakeFirstOrThrow()
  ).id;
  const written = await server.compare({
    token,
    body: { query: 'Spotify vs Deezer', features: [], isDetailed: false },
  });
  expect(written.body.data.status).toBe('done');
  result = written.body.data.result;
});
afterAll(async () => {
  await server?.close();
});

/** A comparison of this user's, straight into the table: done, or still being written elsewhere. */
async function insertComparison(id: string, status: 'done' | 'writing'): Promise<void> {
  await server.db
    .insertInto('comparisons')
    .values({
      id,
      user_id: userId,
      query: 'Spotify vs Deezer',
      items: JSON.stringify(['Spotify', 'Deezer']),
      features: '[]',
      is_detailed: false,
      language: 'en',
      result: status === 'done' ? JSON.stringify(result) : null,
      source: JSON.stringify({ engine: 'demo' }),
      search_text: foldCase('Spotify vs Deezer\nSpotify\nDeezer'),
      created_at: new Date(),
      status,
      // Another instance's writer holds it for a minute: this server's runner leaves it alone.
      ...(status === 'writing'
        ? { claims: 1, lease_until: new Date(Date.now() + 60_000), sections_pending: '[]', sections_done: '[]' }
        : {}),
    })
    .execute();
}

/** Races `write` against the delete RACE_ROUNDS times; the answers that were not what the contract allows. */
async function race(
  name: string,
  status: 'done' | 'writing',
  write: (id: string) => Promise<{ status: number; body: Record<string, any> }>,
  allowed: number[],
): Promise<string[]> {
  const wrong: string[] = [];
  for (let round = 0; round < RACE_ROUNDS; round++) {
    const id = `cmp_race_${name}_${round}`;
    await insertComparison(id, status);
    const [written, deleted] = await Promise.all([
      write(id),
      server.call('DELETE', `/api/comparisons/${id}`, { token }),
    ]);
    if (!allowed.includes(written.status)) wrong.push(`${name} ${written.status} ${JSON.stringify(written.body)}`);
    if (![200, 404].includes(deleted.status)) wrong.push(`delete ${deleted.status} ${JSON.stringify(deleted.body)}`);
  }
  return wrong;
}

it('a vote racing the delete is recorded or a 404', async () => {
  const option = result.poll.options[0].label;
  const wrong = await race(
    'vote',
    'done',
    (id) => server.call('POST', `/api/comparisons/${id}/poll-votes`, { token, body: { option } }),
    [200, 404],
  );
  expect(wrong).toEqual([]);
  expect(server.violations).toEqual([]);
});

it('sharing and unsharing racing the delete succeed or are a 404', async () => {
  const shared = await race(
    'share',
    'done',
    (id) => server.call('PUT', `/api/comparisons/${id}/share`, { token }),
    [200, 404],
  );
  const unshared = await race(
    'unshare',
    'done',
    (id) => server.call('DELETE', `/api/comparisons/${id}/share`, { token }),
    [200, 404],
  );
  expect([...shared, ...unshared]).toEqual([]);
  expect(server.violations).toEqual([]);
});

it('a cancel racing the delete succeeds or is a 404', async () => {
  const wrong = await race(
    'cancel',
    'writing',
    (id) => server.call('POST', `/api/comparisons/${id}/cancel`, { token }),
    [200, 404],
  );
  expect(wrong).toEqual([]);
  expect(server.violations).toEqual([]);
});

it('a chat message about the comparison racing its delete is taken or is a 404', async () => {
  const wrong = await race(
    'chat',
    'done',
    (id) => server.call('POST', '/api/chat', { token, body: { content: 'Which is better?', comparisonId: id } }),
    [202, 404],
  );
  expect(wrong).toEqual([]);
  expect(server.violations).toEqual([]);
});
