// The rate limit's window slides: the edge between two fixed windows no longer lets twice the limit
// through, and a refused request says when to come back (Retry-After).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hit, type RateRule } from '../services/rate-limit';
import { startTestServer, type TestServer } from './harness';

const RULE: RateRule = { limit: 30, windowMs: 15 * 60_000 };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedDemo: false,
    rateLimits: { forgotPassword: { limit: 2, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await server?.close();
});

it('36 logins across a window edge against a limit of 30: 30 pass, then none until the window has slid', async () => {
  const edge = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 100 * RULE.windowMs;
  const allowed: boolean[] = [];
  // 30 in the last second before the edge, 6 in the first second after it.
  for (let n = 0; n < 30; n += 1) allowed.push((await hit(server.db, 'edge', RULE, edge - 1000 + n)).allowed);
  for (let n = 0; n < 6; n += 1) allowed.push((await hit(server.db, 'edge', RULE, edge + 1000 + n)).allowed);
  expect(allowed.filter(Boolean)).toHaveLength(30);
  expect(allowed.slice(30)).toEqual(Array(6).fill(false));
  // Half a window later half of the 30 (and of the refused 6, which count too) have slid out.
  expect((await hit(server.db, 'edge', RULE, edge + RULE.windowMs / 2)).allowed).toBe(true);
});

it('a refused request gets the seconds until one would pass, and one does pass then', async () => {
  const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 200 * RULE.windowMs;
  for (let n = 0; n < 30; n += 1) await hit(server.db, 'retry', RULE, start + n);
  const refused = await hit(server.db, 'retry', RULE, start + 60_000);
  expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
  const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
  // 31 in this window: the next window must be 1/31 under way before 29 of them weigh less than 30.
  expect(wait).toBeGreaterThan(RULE.windowMs / 1000 - 60);
  expect(wait).toBeLessThan((RULE.windowMs * 1.1) / 1000);
  expect((await hit(server.db, 'retry-probe', RULE, start)).allowed).toBe(true);
  expect((await hit(server.db, 'retry', RULE, start + 60_000 + wait * 1000)).allowed).toBe(true);
});

it('a 429 over HTTP carries Retry-After in seconds', async () => {
  const ask = () => server.call('POST', '/api/forgot-password', { body: { email: 'someone@example.com' } });
  await ask();
  await ask();
  const limited = await ask();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  expect(server.violations).toEqual([]);
});
