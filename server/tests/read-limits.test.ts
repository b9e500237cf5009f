// Reads are bounded: a comparison's reads per user and per client address, and share-link lookups
// per address, each answered 429 with Retry-After past its limit. The report page's once-a-second
// read fits well inside the real limit.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { hit } from '../services/rate-limit';
import { DEFAULT_RATE_LIMITS } from '../start';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      comparisonReadsPerUser: { limit: 5, windowMs: 60_000 },
      comparisonReadsPerAddress: { limit: 8, windowMs: 60_000 },
      sharedReads: { limit: 3, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await server?.close();
});

async function firstComparison(token: string): Promise<string> {
  const list = await server.call('GET', '/api/comparisons?limit=1', { token });
  return list.body.data.items[0].id as string;
}

it('a user reading one comparison in a loop gets 429 with Retry-After past the per-user limit; the address limit holds for all its users', async () => {
  const reader = await server.login(SEED_EMAILS.standard);
  const other = await server.login(SEED_EMAILS.premium);
  const mine = await firstComparison(reader);
  const theirs = await firstComparison(other);
  const answers = [];
  for (let n = 0; n < 6; n += 1) answers.push(await server.call('GET', `/api/comparisons/${mine}`, { token: reader }));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
  const retryAfter = Number(answers[5].headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // The address has 2 of its 8 reads left, for any of its users.
  const others: number[] = [];
  for (let n = 0; n < 3; n += 1)
    others.push((await server.call('GET', `/api/comparisons/${theirs}`, { token: other })).status);
  expect(others).toEqual([200, 200, 429]);
  expect(server.violations).toEqual([]);
});

it('share ids cannot be tried in a loop: past the per-address limit a lookup is a 429 with Retry-After', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 4; n += 1) statuses.push((await server.call('GET', `/api/shared/${'x'.repeat(20)}${n}`)).status);
  expect(statuses).toEqual([404, 404, 404, 429]);
  const limited = await server.call('GET', `/api/shared/${'y'.repeat(21)}`);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(server.violations).toEqual([]);
});

it("the report page's read once a second, in two tabs at once, passes the real per-user limit for three minutes", async () => {
  const rule = DEFAULT_RATE_LIMITS.comparisonReadsPerUser;
  const start = Date.now() + 1_000 * rule.windowMs;
  let refused = 0;
  for (let second = 0; second < 180; second += 1)
    for (const tab of [0, 1])
      if (!(await hit(server.db, 'two-tabs', rule, start + second * 1000 + tab)).allowed) refused += 1;
  expect(refused).toBe(0);
  // And a loop three times faster than both tabs together is held to the limit.
  const loopStart = start + 2 * rule.windowMs;
  let passed = 0;
  for (let n = 0; n < 360; n += 1) if ((await hit(server.db, 'loop', rule, loopStart + n * 166)).allowed) passed += 1;
  expect(passed).toBe(rule.limit);
}, 60_000);
