// The home page's numbers come from the database: a fresh installation claims no vote nobody cast,
// and a vote in a user's report of a popular comparison's items shows on it and in the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const count = async (table: 'users' | 'poll_votes') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('counts for the home page', () => {
  it('a fresh installation: every popular comparison at 0 votes, in the catalogue order; stats as in the tables', async () => {
    const popular = await server.call('GET', '/api/popular-comparisons');
    expect(popular.status).toBe(200);
    expect(popular.body.data.map((row: { votes: number }) => row.votes)).toEqual(Array(9).fill(0));
    expect(popular.body.data.map((row: { id: string }) => row.id)).toEqual(
      Array.from({ length: 9 }, (_, index) => `pop_0${index + 1}`),
    );
    const done = Number(
      (
        await server.db
          .selectFrom('comparisons')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'done')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const stats = await server.call('GET', '/api/stats');
    expect(stats.body).toEqual({
      success: true,
      data: { accounts: await count('users'), comparisons: done, votes: 0 },
    });
  });

  it("a vote in a report of a popular comparison's items (any order, any case) counts for it", async () => {
    const before = (await server.call('GET', '/api/stats')).body.data;
    await server.call('POST', '/api/register', {
      body: { name: 'Voter', email: 'voter@example.com', password: 'Voter.Pass1', language: 'en' },
    });
    const token = await server.login('voter@example.com', 'Voter.Pass1');
    const report = await server.compare({
      token,
      body: { query: 'samsung galaxy s24 vs IPHONE 15', features: [], isDetailed: false },
    });
    const option = report.body.data.result.poll.options[0].label;
    expect(
      (await server.call('POST', `/api/comparisons/${report.body.data.id}/poll-votes`, { token, body: { option } }))
        .status,
    ).toBe(200);
    const popular = (await server.call('GET', '/api/popular-comparisons')).body.data;
    expect(popular[0]).toMatchObject({ id: 'pop_01', votes: 1 });
    expect(popular.slice(1).every((row: { votes: number }) => row.votes === 0)).toBe(true);
    expect((await server.call('GET', '/api/stats')).body.data).toEqual({
      accounts: before.accounts + 1,
      comparisons: before.comparisons + 1,
      votes: 1,
    });
    expect(await count('poll_votes')).toBe(1);
  });

  it('answers within the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
