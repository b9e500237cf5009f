// The rate limit's window slides: the edge between two fixed windows no longer lets twice the limit
// through, and a refused request says when to come back (Retry-After).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { hit, type RateRule } from '../services/rate-limit';
import { startTestServer, type TestServer } from './harness';

const RULE: RateRule = { limit: 30, windowMs: 15 * 60_000 };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedDemo: true,
    rateLimits: {
      forgotPassword: { limit: 2, windowMs: 60_000 },
      demoMessage: { limit: 3, windowMs: 60_000 },
      emailChange: { limit: 2, windowMs: 60_000 },
    },
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
  // Half a window later half of the 30 have slid out (the refused 6 were never counted).
  expect((await hit(server.db, 'edge', RULE, edge + RULE.windowMs / 2)).allowed).toBe(true);
});

it('a refused request gets the seconds until one would pass, and one does pass then', async () => {
  const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 200 * RULE.windowMs;
  for (let n = 0; n < 30; n += 1) await hit(server.db, 'retry', RULE, start + n);
  const refused = await hit(server.db, 'retry', RULE, start + 60_000);
  expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
  const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
  // 30 let through in this window: the next window must be 1/30 under way before they weigh 29.
  expect(wait).toBeGreaterThan(RULE.windowMs / 1000 - 60);
  expect(wait).toBeLessThan((RULE.windowMs * 1.1) / 1000);
  expect((await hit(server.db, 'retry-probe', RULE, start)).allowed).toBe(true);
  expect((await hit(server.db, 'retry', RULE, start + 60_000 + wait * 1000)).allowed).toBe(true);
});

it('a refused request is not counted: refused again a second later, the wait is a second shorter, not longer', async () => {
  const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 300 * RULE.windowMs;
  for (let n = 0; n < 30; n += 1) await hit(server.db, 'refused', RULE, start + n);
  const first = await hit(server.db, 'refused', RULE, start + 60_000);
  const second = await hit(server.db, 'refused', RULE, start + 61_000);
  expect(first.allowed || second.allowed).toBe(false);
  const waits = [first, second].map((result) => (result as { retryAfterSeconds: number }).retryAfterSeconds);
  expect(waits[1]).toBe(waits[0] - 1);
});

it('a 429 over HTTP carries Retry-After in seconds', async () => {
  const ask = () => server.call('POST', '/api/forgot-password', { body: { email: 'someone@example.com' } });
  await ask();
  await ask();
  const limited = await ask();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  expect(limited.body.code).toBe('rate_limited');
  // Asking again while refused does not move the moment it would pass.
  const again = await ask();
  expect(again.status).toBe(429);
  expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(Number(limited.headers.get('retry-after')));
  expect(server.violations).toEqual([]);
});

it('anonymous demo messages are limited per address: the 4th of 3 allowed is a 429 with Retry-After', async () => {
  const send = () =>
    server.call('POST', '/api/messages', {
      body: { conversationId: 'demo_1', content: 'Which is lighter?', isDemo: true },
    });
  for (let n = 0; n < 3; n += 1) expect((await send()).status).toBe(201);
  const limited = await send();
  // The message says the wait Retry-After gives, in whole minutes rounded up.
  const minutes = Math.ceil(Number(limited.headers.get('retry-after')) / 60);
  expect(limited).toMatchObject({
    status: 429,
    body: { message: `Too many requests. Please try again in ${minutes} min.` },
  });
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const tr = await server.call('POST', '/api/messages', {
    body: { conversationId: 'demo_1', content: 'Which is lighter?', isDemo: true },
    language: 'tr',
  });
  expect(tr.body.message).toBe(
    `Çok fazla istek gönderildi. Lütfen ${Math.ceil(Number(tr.headers.get('retry-after')) / 60)} dakika sonra tekrar deneyin.`,
  );
  expect(server.violations).toEqual([]);
});

it('an account may try 2 new email addresses here, then 429; edits that keep the email go on', async () => {
  const token = await server.login(SEED_EMAILS.standard);
  const me = (await server.call('GET', '/api/users/me', { token })).body.data;
  const update = (email: string) =>
    server.call('PUT', '/api/users/me', { token, body: { name: me.name, email, language: me.language } });
  // Probing which addresses are registered: each answer is a 409 or a 200.
  expect((await update(SEED_EMAILS.free)).status).toBe(409);
  expect((await update(SEED_EMAILS.hobby)).status).toBe(409);
  const limited = await update(SEED_EMAILS.premium);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect((await update(me.email)).status).toBe(200);
  expect(server.violations).toEqual([]);
});
