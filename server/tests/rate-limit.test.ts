// The rate limit's window slides: the edge between two fixed windows no longer lets twice the limit
// through, and a refused request says when to come back (Retry-After).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { hashToken } from '../auth/tokens';
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
      passwordChange: { limit: 3, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await server?.close();
});

it('36 logins across a window edge against a limit of 30: 30 pass, then none until the first has slid out', async () => {
  const edge = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 100 * RULE.windowMs;
  const allowed: boolean[] = [];
  // 30 in the last second before the edge, 6 in the first second after it.
  for (let n = 0; n < 30; n += 1) allowed.push((await hit(server.db, 'edge', RULE, edge - 1000 + n)).allowed);
  for (let n = 0; n < 6; n += 1) allowed.push((await hit(server.db, 'edge', RULE, edge + 1000 + n)).allowed);
  expect(allowed.filter(Boolean)).toHaveLength(30);
  expect(allowed.slice(30)).toEqual(Array(6).fill(false));
  // Half a window later all 30 are still inside the last 15 minutes.
  expect((await hit(server.db, 'edge', RULE, edge + RULE.windowMs / 2)).allowed).toBe(false);
  // Once the first has slid out, one more passes, and only one.
  expect((await hit(server.db, 'edge', RULE, edge - 1000 + RULE.windowMs)).allowed).toBe(true);
  expect((await hit(server.db, 'edge', RULE, edge - 1000 + RULE.windowMs)).allowed).toBe(false);
});

it('a refused request gets the seconds until one would pass, and one does pass then', async () => {
  const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 200 * RULE.windowMs;
  for (let n = 0; n < 30; n += 1) await hit(server.db, 'retry', RULE, start + n);
  const refused = await hit(server.db, 'retry', RULE, start + 60_000);
  expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
  const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
  // The first of the 30 leaves the window 15 minutes after it passed: 14 minutes from now.
  expect(wait).toBe(RULE.windowMs / 1000 - 60);
  expect((await hit(server.db, 'retry', RULE, start + 60_000 + wait * 1000 - 1000)).allowed).toBe(false);
  expect((await hit(server.db, 'retry', RULE, start + 60_000 + wait * 1000)).allowed).toBe(true);
});

it.each([1, 20])(
  'a client that tries every %i s and waits out every Retry-After for 45 minutes gets exactly 30 logins into any 15 minutes',
  async (paceSeconds) => {
    const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + (300 + paceSeconds) * RULE.windowMs;
    const key = `patient-${paceSeconds}`;
    const passed: number[] = [];
    for (let now = start; now < start + 3 * RULE.windowMs;) {
      const result = await hit(server.db, key, RULE, now);
      if (result.allowed) {
        passed.push(now);
        now += paceSeconds * 1000;
      } else now += result.retryAfterSeconds * 1000;
    }
    const mostInAnyWindow = Math.max(
      ...passed.map((from) => passed.filter((at) => at >= from && at < from + RULE.windowMs).length),
    );
    expect(mostInAnyWindow).toBe(RULE.limit);
    // And the limit is all it takes away: 30 in each 15 minutes.
    expect(passed.length).toBe(3 * RULE.limit);
  },
);

it('a key refused until its Retry-After is refused without the database until then, then counted there again', async () => {
  const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 400 * RULE.windowMs;
  for (let n = 0; n < 30; n += 1) await hit(server.db, 'hammer', RULE, start + n);
  const refused = await hit(server.db, 'hammer', RULE, start + 1000);
  expect(refused.allowed).toBe(false);
  // Its rows gone, the database would let it pass: the refusal it already had still holds.
  await server.db.deleteFrom('rate_limits').where('key', '=', 'hammer').execute();
  expect((await hit(server.db, 'hammer', RULE, start + 2000)).allowed).toBe(false);
  // Past its Retry-After the database counts it again.
  const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
  expect((await hit(server.db, 'hammer', RULE, start + 1000 + wait * 1000)).allowed).toBe(true);
});

it('a refused request is not counted: refused again a second later, the wait is a second shorter, not longer', async () => {
  const start = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs + 500 * RULE.windowMs;
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

it('password changes are limited per account: the 4th of 3 tries (wrong current password) is a 429 with Retry-After, and checks nothing', async () => {
  const token = await server.login(SEED_EMAILS.hobby);
  const change = (oldPassword: string) =>
    server.call('PUT', '/api/users/me/password', { token, body: { oldPassword, newPassword: 'Yeni.Parola456' } });
  for (let n = 0; n < 3; n += 1) expect((await change(`Wrong.Guess${n}`)).status).toBe(400);
  const limited = await change('Passw0rd!');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  // The right password was not even tried: the password is unchanged.
  await server.login(SEED_EMAILS.hobby, 'Passw0rd!');
  expect(server.violations).toEqual([]);
});

it('a session refused a password change is refused again without being looked up until the window has room; the account stays limited in every session', async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const change = (with_: string) =>
    server.call('PUT', '/api/users/me/password', {
      token: with_,
      body: { oldPassword: 'Wrong.Guess1', newPassword: 'Yeni.Parola456' },
    });
  for (let n = 0; n < 3; n += 1) expect((await change(token)).status).toBe(400);
  const refused = await change(token);
  expect(refused.status).toBe(429);
  // The session gone from the database, a lookup would answer 401: the refusal this instance
  // remembers answers first, with what is left of the wait.
  await server.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  const again = await change(token);
  expect(again.status).toBe(429);
  expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(Number(refused.headers.get('retry-after')));
  // Only for that rule: anything else of the session is looked up.
  expect((await server.call('GET', '/api/users/me', { token })).status).toBe(401);
  // The limit is the account's: a new session is looked up and refused by the same window.
  expect((await change(await server.login(SEED_EMAILS.premium))).status).toBe(429);
  expect(server.violations).toEqual([]);
});
