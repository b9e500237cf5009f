// A signed-in account flooding wrong password changes: each try is refused before any hashing
// when it is over the account's limit or when the account already has a hash in the queue, so
// the flood costs at most one hash at a time and other users' logins wait at most for that one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HASH_COST } from '../auth/passwords';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

const WRONG_TRY = { oldPassword: 'Wrong.Guess1', newPassword: 'Yeni.Parola456' };

describe('a flood of wrong password changes', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production's cost: a hash takes a third of a second, so parallel tries meet in the queue.
    server = await startTestServer({
      passwordHashCost: DEFAULT_HASH_COST,
      rateLimits: { login: { limit: 1000, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("one account's parallel tries cost one hash: the others are refused at once with 429 and Retry-After (the asker sent too much at once; the server is not busy)", async () => {
    const token = await server.login(SEED_EMAILS.standard);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.call('PUT', '/api/users/me/password', { token, body: WRONG_TRY })),
    );
    const statuses = answers.map((answer) => answer.status);
    // Only the try that got the account's place in the hash queue was checked (and was wrong).
    expect(statuses.filter((status) => status === 400)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body.code).toBe('rate_limited');
    }
    expect(server.violations).toEqual([]);
  });

  it('another user logs in meanwhile, and a right change (its check, then its new hash) still goes through', async () => {
    const flooder = await server.login(SEED_EMAILS.premium);
    const flood = Promise.all(
      Array.from({ length: 8 }, () =>
        server.call('PUT', '/api/users/me/password', { token: flooder, body: WRONG_TRY }),
      ),
    );
    await expect(server.login(SEED_EMAILS.hobby)).resolves.toEqual(expect.any(String));
    await flood;
    const token = await server.login(SEED_EMAILS.free);
    const change = await server.call('PUT', '/api/users/me/password', {
      token,
      body: { oldPassword: 'Passw0rd!', newPassword: 'Yeni.Parola456' },
    });
    expect(change.status).toBe(200);
    await expect(server.login(SEED_EMAILS.free, 'Yeni.Parola456')).resolves.toEqual(expect.any(String));
  });
});
