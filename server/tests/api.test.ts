// Every operation of the contract against the real server (in-memory PGlite): happy paths,
// documented errors in both languages, sessions, package limits and share links. Every answer is
// also checked against the contract's zod schema for its status (harness.violations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, TEST_HASH_COST, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { forgotPassword: { limit: 2, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server?.close();
});

describe('auth and sessions', () => {
  it('logs in with a seed account and rejects a wrong password with 401 in the request language', async () => {
    const ok = await server.call('POST', '/api/login', { body: { email: SEED_EMAILS.free, password: 'Passw0rd!' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user).toMatchObject({ email: SEED_EMAILS.free, package_name: 'Level_1', name: 'Deniz Free' });
    expect(ok.body.data.token).toMatch(/^[\w-]{40,}$/);
    const wrong = await server.call('POST', '/api/login', {
      body: { email: SEED_EMAILS.free, password: 'nope' },
      language: 'tr',
    });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, message: 'E-posta veya şifre hatalı.' } });
    const unknown = await server.call('POST', '/api/login', {
      body: { email: 'ghost@example.com', password: 'Passw0rd!' },
    });
    expect(unknown.body.message).toBe('Invalid email or password.');
  });

  // At the test servers' cost; password-queue.test.ts checks production's (N=2^17).
  it('stores only a hash of the token and a scrypt hash of the password, at the configured cost', async () => {
    const token = await server.login(SEED_EMAILS.hobby);
    const sessions = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    const user = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email_key', '=', SEED_EMAILS.hobby)
      .executeTakeFirstOrThrow();
    expect(user.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** TEST_HASH_COST), '8', '1']);
  });

  it('validates bodies with the contract (422 with per-field errors)', async () => {
    const answer = await server.call('POST', '/api/login', { body: { email: 'not-an-email', password: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('registers a Level_1 account once; the same email in other casing is a 409', async () => {
    const body = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', password: 'secret1', language: 'tr' };
    expect(await server.call('POST', '/api/register', { body })).toMatchObject({
      status: 201,
      body: { success: true },
    });
    const again = await server.call('POST', '/api/register', {
      body: { ...body, email: 'AYSE@Example.com' },
      language: 'tr',
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Bu e-posta adresi zaten kayıtlı.' } });
    const token = await server.login('Ayse@example.com', 'secret1');
    expect((await server.call('GET', '/api/users/me', { token })).body.data).toMatchObject({
      package_name: 'Level_1',
      language: 'tr',
    });
  });

  it('answers forgot-password neutrally and rate-limits it with 429', async () => {
    const known = await server.call('POST', '/api/forgot-password', { body: { email: SEED_EMAILS.free } });
    const unknown = await server.call('POST', '/api/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known).toMatchObject({ status: 200 });
    expect(unknown.body).toEqual(known.body);
    const limited = await server.call('POST', '/api/forgot-password', { body: { email: SEED_EMAILS.free } });
    // The wait Retry-After gives, said in the message too (whole minutes, rounded up).
    const minutes = Math.ceil(Number(limited.headers.get('retry-after')) / 60);
    expect(limited).toMatchObject({
      status: 429,
      body: { code: 'rate_limited', message: `Too many requests. Please try again in ${minutes} min.` },
    });
  });

  it('401 for a missing, forged or logged-out token', async () => {
    expect((await server.call('GET', '/api/users/me')).status).toBe(401);
    expect((await server.call('GET', '/api/users/me', { token: 'forged-token' })).body.message).toBe(
      'Your session has expired. Please log in again.',
    );
    const token = await server.login(SEED_EMAILS.standard);
    expect((await server.call('POST', '/api/logout', { token })).body).toEqual({
      success: true,
      message: 'You have been logged out.',
    });
    expect((await server.call('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('an expired session answers 401', async () => {
    const token = await server.login(SEED_EMAILS.standard);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await server.call('GET', '/api/packages/me', { token })).status).toBe(401);
  });

  it('a password change keeps this session and ends every other one', async () => {
    const here = await server.login(SEED_EMAILS.free);
    const elsewhere = await server.login(SEED_EMAILS.free);
    const wrong = await server.call('PUT', '/api/users/me/password', {
      token: here,
      body: { oldPassword: 'wrong', newPassword: 'NewPass1' },
      language: 'tr',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Mevcut şifre hatalı.' } });
    const same = await server.call('PUT', '/api/users/me/password', {
      token: here,
      body: { oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!' },
    });
    expect(same.body.message).toBe('New password cannot be the same as your current password.');
    expect(
      (
        await server.call('PUT', '/api/users/me/password', {
          token: here,
          body: { oldPassword: 'Passw0rd!', newPassword: 'NewPass1' },
        })
      ).status,
    ).toBe(200);
    expect((await server.call('GET', '/api/users/me', { token: here })).status).toBe(200);
    expect((await server.call('GET', '/api/users/me', { token: elsewhere })).status).toBe(401);
    expect(
      (await server.call('POST', '/api/login', { body: { email: SEED_EMAILS.free, password: 'Passw0rd!' } })).status,
    ).toBe(401);
    await server.call('PUT', '/api/users/me/password', {
      token: here,
      body: { oldPassword: 'NewPass1', newPassword: 'Passw0rd!' },
    });
  });
});

describe('profile', () => {
  it('updates the profile, keeps absent fields and refuses a taken email (409)', async () => {
    const token = await server.login(SEED_EMAILS.standard);
    const saved = await server.call('PUT', '/api/users/me', {
      token,
      body: { name: 'Selin S.', email: SEED_EMAILS.standard, language: 'en' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Selin S.', phone: '+90 532 123 45 67', language: 'en' });
    const taken = await server.call('PUT', '/api/users/me', {
      token,
      body: { name: 'X', email: 'Premium@example.com', language: 'en' },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This email address is already registered.' } });
    const invalid = await server.call('PUT', '/api/users/me', {
      token,
      body: { name: '', email: SEED_EMAILS.standard, language: 'en', phone: 'call me' },
    });
    expect(invalid.status).toBe(422);
  });
});

describe('packages and limits', () => {
  it('lists the four packages and the current package with this month’s usage', async () => {
    const list = await server.call('GET', '/api/packages');
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Level_1', 'Level_2', 'Level_3', 'Level_4']);
    const token = await server.login(SEED_EMAILS.hobby);
    const mine = await server.call('GET', '/api/packages/me', { token });
    expect(mine.body.data).toMatchObject({
      package: { name: 'Level_2' },
      remaining_compares: 22,
      remaining_messages: 0,
    });
  });

  it('Level_1 and Level_2 get 403 for features or the detailed level; the assistant is Level_4 only', async () => {
    const token = await server.login(SEED_EMAILS.hobby);
    const detailed = await server.compare({
      token,
      body: { query: 'Kindle vs Kobo', features: [], isDetailed: true },
    });
    expect(detailed).toMatchObject({
      status: 403,
      body: { message: 'This feature is not active in your current package. Upgrade your package for more features.' },
    });
    expect(
      (
        await server.compare({
          token,
          body: { query: 'Kindle vs Kobo', features: ['price'], isDetailed: false },
        })
      ).status,
    ).toBe(403);
    const chat = await server.call('POST', '/api/chat', { token, body: { content: 'Hi' }, language: 'tr' });
    expect(chat).toMatchObject({ status: 403, body: { message: 'Asistan Premium pakette kullanılabilir.' } });
    expect((await server.call('GET', '/api/conversations', { token })).status).toBe(403);
    expect((await server.call('GET', '/api/messages/conv_x', { token })).status).toBe(403);
  });

  it('counts comparisons per month and answers 429 at the limit; a package change keeps the month’s usage, so a round trip hands out nothing', async () => {
    const token = await server.login(SEED_EMAILS.free);
    const before = (await server.call('GET', '/api/packages/me', { token })).body.data.remaining_compares as number;
    // Two items the demo engine knows: a report that identifies fewer than two is given back, not counted.
    for (let i = 0; i < before; i += 1) {
      expect(
        (
          await server.compare({
            token,
            body: { query: 'Kindle Paperwhite vs Kobo Clara 2E', features: [], isDetailed: false },
          })
        ).status,
      ).toBe(202);
    }
    const limited = await server.compare({
      token,
      body: { query: 'Kindle vs Kobo', features: [], isDetailed: false },
      language: 'tr',
    });
    expect(limited).toMatchObject({
      status: 429,
      body: {
        code: 'package_limit',
        message: 'Paketinizin karşılaştırma limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
      },
    });
    // The allowance starts again with the next calendar month (UTC): Retry-After says when.
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Number(limited.headers.get('retry-after'))).toBeCloseTo((nextMonth - now.getTime()) / 1000, -1);
    const same = await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_1' } });
    expect(same.body.data.remaining_compares).toBe(0);
    // The 5 comparisons of this month count toward Hobby's 30 as well.
    const upgraded = await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_2' } });
    expect(upgraded.body.data).toMatchObject({ package: { name: 'Level_2' }, remaining_compares: 25 });
    expect(upgraded.body.data.end_date).toEqual(expect.any(String));
    const back = await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_1' } });
    expect(back.body.data).toMatchObject({ end_date: null, remaining_compares: 0 });
    // Three more round trips: still nothing to spend on Free this month.
    for (let round = 0; round < 3; round += 1) {
      await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_2' } });
      await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_1' } });
    }
    const again = await server.compare({
      token,
      body: { query: 'Kindle vs Kobo', features: [], isDetailed: false },
    });
    expect(again.status).toBe(429);
    const changes = await server.db.selectFrom('package_changes').select(['from_package', 'to_package']).execute();
    expect(changes).toEqual(expect.arrayContaining([{ from_package: 'Level_1', to_package: 'Level_2' }]));
  });
});

describe('comparisons', () => {
  it('creates a report with the demo engine, lists, searches, pages, votes, shares and deletes it', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const created = await server.compare({
      token,
      body: { query: 'iPhone 15 vs Samsung Galaxy S24', features: ['price', 'design'], isDetailed: true },
    });
    expect(created.status).toBe(202);
    const comparison = created.body.data;
    expect(comparison).toMatchObject({
      items: ['iPhone 15', 'Samsung Galaxy S24'],
      features: ['price', 'design'],
      isDetailed: true,
      source: { engine: 'demo' },
      shareId: null,
    });

    const first = await server.call('GET', '/api/comparisons?limit=2', { token });
    expect(first.body.data.items[0].id).toBe(comparison.id);
    expect(first.body.data).toMatchObject({ hasMore: true, total: 5 });
    const second = await server.call('GET', `/api/comparisons?limit=2&cursor=${first.body.data.nextCursor}`, { token });
    expect(second.body.data.items.map((c: { id: string }) => c.id)).not.toContain(comparison.id);
    const all = await server.call('GET', '/api/comparisons?limit=50', { token });
    expect(all.body.data).toMatchObject({ hasMore: false, nextCursor: null });
    const found = await server.call('GET', `/api/comparisons?search=${encodeURIComponent('GALAXY')}`, { token });
    expect(found.body.data.total).toBe(2);
    expect((await server.call('GET', '/api/comparisons?search=%25', { token })).body.data.total).toBe(0);
    expect((await server.call('GET', '/api/comparisons?limit=0', { token })).status).toBe(422);
    expect((await server.call('GET', '/api/comparisons?cursor=garbage', { token })).status).toBe(422);
    // Cursors the server never wrote: a time past year 9999 (a 500 inside PGlite), a time in
    // another format, an id with a NUL.
    const forged = (createdAt: string, id: string) =>
      Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
    for (const cursor of [
      forged('+010000-01-01T00:00:00.000Z', 'cmp_1'),
      forged('2026-11-25', 'cmp_1'),
      forged('2026-11-25T10:00:00.000Z', 'cmp\u0000'),
    ])
      expect((await server.call('GET', `/api/comparisons?cursor=${cursor}`, { token })).status).toBe(422);

    const label = comparison.result.poll.options[0].label;
    const vote = await server.call('POST', `/api/comparisons/${comparison.id}/poll-votes`, {
      token,
      body: { option: label },
    });
    expect(vote.body.data).toMatchObject({ user_vote: label, total_votes: comparison.result.poll.total_votes + 1 });
    const moved = await server.call('POST', `/api/comparisons/${comparison.id}/poll-votes`, {
      token,
      body: { option: comparison.result.poll.options[1].label },
    });
    expect(moved.body.data.total_votes).toBe(comparison.result.poll.total_votes + 1);
    expect(
      (
        await server.call('POST', `/api/comparisons/${comparison.id}/poll-votes`, {
          token,
          body: { option: 'Nokia 3310' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await server.call('GET', `/api/comparisons/${comparison.id}`, { token })).body.data.result.poll.user_vote,
    ).toBe(comparison.result.poll.options[1].label);

    const shared = await server.call('PUT', `/api/comparisons/${comparison.id}/share`, { token });
    expect(shared.body.data.shareId).toMatch(/^shr_[A-Za-z0-9_-]+$/);
    const again = await server.call('PUT', `/api/comparisons/${comparison.id}/share`, { token });
    expect(again.body.data).toEqual(shared.body.data);
    const publicView = await server.call('GET', `/api/shared/${shared.body.data.shareId}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.data).toMatchObject({ query: comparison.query, shareId: shared.body.data.shareId });
    expect(publicView.body.data).not.toHaveProperty('id');
    expect(publicView.body.data.result.poll.user_vote).toBeNull();
    expect((await server.call('GET', '/api/comparisons?limit=1', { token })).body.data.items[0].shareId).toBe(
      shared.body.data.shareId,
    );
    expect((await server.call('DELETE', `/api/comparisons/${comparison.id}/share`, { token })).body.message).toBe(
      'The comparison is no longer shared.',
    );
    expect((await server.call('GET', `/api/shared/${shared.body.data.shareId}`)).status).toBe(404);
    expect((await server.call('GET', '/api/shared/not a valid id!')).status).toBe(422);

    const reshared = await server.call('PUT', `/api/comparisons/${comparison.id}/share`, { token });
    expect((await server.call('DELETE', `/api/comparisons/${comparison.id}`, { token })).body.message).toBe(
      'Comparison deleted.',
    );
    expect((await server.call('GET', `/api/comparisons/${comparison.id}`, { token })).status).toBe(404);
    expect((await server.call('GET', `/api/shared/${reshared.body.data.shareId}`)).status).toBe(404);
    expect((await server.call('DELETE', `/api/comparisons/${comparison.id}`, { token })).status).toBe(404);
  });

  it('keeps users apart: another user’s comparison is a 404', async () => {
    const premium = await server.login(SEED_EMAILS.premium);
    const mine = (await server.call('GET', '/api/comparisons?limit=1', { token: premium })).body.data.items[0].id;
    const other = await server.login(SEED_EMAILS.hobby);
    for (const [method, path] of [
      ['GET', `/api/comparisons/${mine}`],
      ['DELETE', `/api/comparisons/${mine}`],
      ['PUT', `/api/comparisons/${mine}/share`],
      ['DELETE', `/api/comparisons/${mine}/share`],
    ] as const) {
      expect((await server.call(method, path, { token: other, language: 'tr' })).body.message).toBe(
        'Karşılaştırma bulunamadı.',
      );
    }
  });

  it('needs at least two and at most six items (422 on query)', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const one = await server.compare({
      token,
      body: { query: 'iPhone', features: [], isDetailed: false },
    });
    expect(one).toMatchObject({
      status: 422,
      body: { message: 'Please enter at least two items for comparison.', errors: [{ field: 'query' }] },
    });
    const seven = await server.compare({
      token,
      body: { query: 'a, b, c, d, e, f, g', features: [], isDetailed: false },
    });
    expect(seven.body.errors[0].field).toBe('query');
  });

  it('lists the popular comparisons: nine, with no vote nobody cast', async () => {
    const popular = await server.call('GET', '/api/popular-comparisons');
    expect(popular.body.data).toHaveLength(9);
    expect(popular.body.data[0]).toMatchObject({ id: 'pop_01', votes: 0 });
  });
});

describe('chat and the public demo chat', () => {
  it("seeds the Premium account's chats as the demo engine answers them: nothing the demo cannot back", async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const seeded = (await server.call('GET', '/api/conversations', { token })).body.data;
    const night = seeded.find((c: { title: string }) => c.title === 'Night photos: iPhone 15 or Galaxy S24?');
    const messages = (await server.call('GET', `/api/messages/${night.id}`, { token })).body.data;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    // The account compared these two in its seeded history: the answer draws on that report and links to it.
    expect(messages[1].content).toMatch(/\/app\/compare\/cmp_/);
    for (const answer of [messages[1], messages[3]]) expect(answer.content).toContain('*Figures are demo data.*');
  });

  it('starts a conversation, continues it and lists it with its messages', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const seeded = (await server.call('GET', '/api/conversations', { token })).body.data;
    expect(seeded).toHaveLength(2);
    const first = await server.chat({
      token,
      body: { content: 'Which tablet is better for drawing?' },
    });
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({
      status: 'writing',
      output: '',
      source: { engine: 'demo' },
      message: { conversationId: expect.any(String) },
    });
    expect(first.answer).toMatchObject({ role: 'assistant', status: 'done', source: { engine: 'demo' } });
    const conversationId = first.body.data.message.conversationId;
    const second = await server.chat({
      token,
      body: { conversationId, content: 'And the price?' },
    });
    expect(second.body.data.message.conversationId).toBe(conversationId);
    const list = (await server.call('GET', '/api/conversations', { token })).body.data;
    expect(list[0]).toMatchObject({ id: conversationId, title: 'Which tablet is better for drawing?' });
    const messages = (await server.call('GET', `/api/messages/${conversationId}`, { token })).body.data;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[1].id).toBe(first.body.data.message.id);
    expect((await server.call('GET', '/api/messages/conv_unknown', { token })).status).toBe(404);
    expect(
      (await server.call('POST', '/api/chat', { token, body: { conversationId: 'conv_unknown', content: 'Hi' } }))
        .status,
    ).toBe(404);
    expect((await server.call('POST', '/api/chat', { token, body: { content: '' } })).status).toBe(422);
  });

  it('answers about the comparison a chat was opened from (comparisonId); another user’s comparison is 404', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const subject = (
      await server.compare({
        token,
        body: { query: 'Netflix vs Disney+', features: [], isDetailed: false },
      })
    ).body.data;
    await server.compare({
      token,
      body: { query: 'Kindle vs Kobo', features: [], isDetailed: false },
    });
    const reply = await server.chat({
      token,
      body: { comparisonId: subject.id, content: 'Which one is better?' },
    });
    expect(reply.status).toBe(202);
    expect(reply.answer?.source).toMatchObject({ engine: 'demo' });
    expect(reply.answer?.content).toMatch(/^In your \*\*Netflix vs Disney\+\*\* comparison/);
    expect(reply.answer?.content).toContain(`](/app/compare/${subject.id})`);
    const other = await server.login(SEED_EMAILS.standard);
    const theirs = (
      await server.compare({
        token: other,
        body: { query: 'Kindle vs Kobo', features: [], isDetailed: false },
      })
    ).body.data;
    const foreign = await server.call('POST', '/api/chat', {
      token,
      body: { comparisonId: theirs.id, content: 'Hi' },
      language: 'tr',
    });
    expect(foreign).toMatchObject({ status: 404, body: { success: false, message: 'Karşılaştırma bulunamadı.' } });
    expect(
      (await server.call('POST', '/api/chat', { token, body: { comparisonId: 'x'.repeat(101), content: 'Hi' } }))
        .status,
    ).toBe(422);
  });

  it('a feature listed twice is a 422 naming the field (the contract says uniqueItems), in both languages', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const twice = (language: 'tr' | 'en') =>
      server.compare({
        token,
        language,
        body: { query: 'iPhone 15 vs Pixel 8', features: ['price', 'design', 'price'], isDetailed: false },
      });
    expect(await twice('en')).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'features', message: 'Each value may appear only once.' }] },
    });
    expect((await twice('tr')).body.errors).toEqual([
      { field: 'features', message: 'Her değer yalnızca bir kez yer alabilir.' },
    ]);
  });

  it('answers the public demo chat (201) and the contact form', async () => {
    const demo = await server.call('POST', '/api/messages', {
      body: { conversationId: 'demo_1', content: 'Compare two laptops?', isDemo: true },
    });
    expect(demo).toMatchObject({ status: 201, body: { data: { role: 'assistant' } } });
    expect(
      (await server.call('POST', '/api/messages', { body: { conversationId: 'demo_1', content: 'x', isDemo: false } }))
        .status,
    ).toBe(422);
    const contact = await server.call('POST', '/api/contacts', {
      body: { name: 'Mehmet', email: 'mehmet@example.com', message: 'Merhaba' },
      language: 'tr',
    });
    expect(contact).toMatchObject({
      status: 201,
      body: { message: 'Bize ulaştığınız için teşekkürler! En kısa sürede size dönüş yapacağız.' },
    });
    expect(await server.db.selectFrom('contact_messages').select('email').execute()).toEqual([
      { email: 'mehmet@example.com' },
    ]);
  });
});

describe('the rules the mock backend and the server disagreed on, decided once', () => {
  it('a NUL character in a path id or a query string is a 422 naming the field, never a 500 (PostgreSQL cannot store one)', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const cases = [
      ['/api/comparisons/cmp%00x', 'comparisonId'],
      ['/api/comparisons?search=a%00b', 'search'],
      ['/api/messages/conv%00x', 'conversationId'],
      ['/api/shared/shr%00x', 'shareId'],
    ] as const;
    for (const [path, field] of cases) {
      const answer = await server.call('GET', path, { token });
      expect(answer.status, path).toBe(422);
      expect(answer.body.errors, path).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('a lone UTF-16 surrogate in a text field is a 422 naming the field, never a 500 (UTF-8 cannot store it)', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const answer = await server.compare({
      token,
      raw: '{"query":"iPhone 15 vs \\ud800 Galaxy S24","features":[],"isDetailed":false}',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'query' })]);
  });

  it('query parameters: a limit outside 1–50 or not a whole number says so, in both languages', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    for (const limit of ['0', '51', '-5', '1.5', 'abc']) {
      const answer = await server.call('GET', `/api/comparisons?limit=${limit}`, { token });
      expect(answer, `limit=${limit}`).toMatchObject({
        status: 422,
        body: {
          message: 'Validation failed.',
          errors: [{ field: 'limit', message: 'Limit must be a whole number between 1 and 50.' }],
        },
      });
    }
    const tr = await server.call('GET', '/api/comparisons?limit=0', { token, language: 'tr' });
    expect(tr.body).toMatchObject({
      message: 'Doğrulama başarısız oldu.',
      errors: [{ field: 'limit', message: 'Limit 1 ile 50 arasında bir tam sayı olmalı.' }],
    });
    const search = await server.call('GET', `/api/comparisons?search=${'a'.repeat(101)}`, { token });
    expect(search.body.errors).toEqual([{ field: 'search', message: 'Must be at most 100 characters.' }]);
    const cursor = await server.call('GET', '/api/comparisons?cursor=garbage', { token, language: 'tr' });
    expect(cursor.body.errors).toEqual([{ field: 'cursor', message: 'Geçersiz imleç.' }]);
  });

  it('body fields: a human sentence per field in the request language, never zod’s raw text', async () => {
    const en = await server.call('POST', '/api/register', {
      body: { name: '', email: 'not-an-email', password: 12, language: 'de', extra: true },
    });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter a valid email address.' },
        { field: 'password', message: 'Must be text.' },
        { field: 'language', message: 'Must be one of: tr, en.' },
      ]),
    );
    const tr = await server.call('POST', '/api/login', { body: { password: 'x' }, language: 'tr' });
    expect(tr.body.errors).toEqual([{ field: 'email', message: 'Bu alan zorunludur.' }]);
    const texts = [...en.body.errors, ...tr.body.errors].map((e: { message: string }) => e.message).join(' ');
    expect(texts).not.toMatch(/Invalid input|Too small|Too big|expected/);
    // One problem per field: a blank name breaks several rules, the user reads one sentence.
    expect(en.body.errors.filter((e: { field: string }) => e.field === 'name')).toHaveLength(1);
  });

  it('an unknown or malformed share link says it is a shared comparison that was not found', async () => {
    const unknown = await server.call('GET', '/api/shared/shr_doesNotExist123');
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        message: 'This shared comparison was not found. The link may be mistyped, or its owner stopped sharing it.',
      },
    });
    const tr = await server.call('GET', '/api/shared/shr_doesNotExist123', { language: 'tr' });
    expect(tr.body.message).toBe(
      'Bu paylaşılan karşılaştırma bulunamadı. Bağlantı hatalı olabilir ya da sahibi paylaşımı durdurmuş olabilir.',
    );
    const malformed = await server.call('GET', '/api/shared/not a valid id!');
    expect(malformed.body.errors).toEqual([{ field: 'shareId', message: 'This is not a valid share link.' }]);
  });

  it('re-selecting the current package changes nothing and says so', async () => {
    const token = await server.login(SEED_EMAILS.hobby);
    const before = (await server.call('GET', '/api/packages/me', { token })).body.data;
    const same = await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_2' } });
    expect(same).toMatchObject({ status: 200, body: { message: 'This is already your package.', data: before } });
    const tr = await server.call('PUT', '/api/packages/me', {
      token,
      body: { package_name: 'Level_2' },
      language: 'tr',
    });
    expect(tr.body.message).toBe('Zaten bu paketi kullanıyorsunuz.');
  });

  it('a new chat is titled by its first message, cut at a word with an ellipsis past 40 characters', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const ask = async (content: string) => {
      const answer = await server.chat({ token, body: { content } });
      const id = answer.body.data.message.conversationId;
      return (await server.call('GET', '/api/conversations', { token })).body.data.find(
        (c: { id: string }) => c.id === id,
      ).title;
    };
    expect(await ask('  Which   laptop is best for a student who travels a lot?')).toBe(
      'Which laptop is best for a student who…',
    );
    expect(await ask('Short question?')).toBe('Short question?');
    expect(await ask('Supercalifragilisticexpialidocious-and-then-some-more-letters')).toBe(
      'Supercalifragilisticexpialidocious-and-t…',
    );
  });

  it('a shared poll shows the report’s own counts: the owner’s vote is not published with the link', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const created = (
      await server.compare({
        token,
        body: { query: 'Kindle Paperwhite vs Kobo Clara 2E', features: [], isDetailed: false },
      })
    ).body.data;
    // Created and never shared: shareId is there, and null (one shape for create, read and list).
    expect(created).toHaveProperty('shareId', null);
    const poll = created.result.poll;
    await server.call('POST', `/api/comparisons/${created.id}/poll-votes`, {
      token,
      body: { option: poll.options[0].label },
    });
    const shareId = (await server.call('PUT', `/api/comparisons/${created.id}/share`, { token })).body.data.shareId;
    const visitor = (await server.call('GET', `/api/shared/${shareId}`)).body.data.result.poll;
    expect(visitor).toEqual({ ...poll, user_vote: null });
    const owner = (await server.call('GET', `/api/comparisons/${created.id}`, { token })).body.data.result.poll;
    expect(owner.total_votes).toBe(poll.total_votes + 1);
  });
});

describe('HTTP rules', () => {
  it('answers 405 with Allow, 404 for unknown /api paths, 415 for non-JSON, 413 over 1 MB, with security headers', async () => {
    const wrongMethod = await server.call('PATCH', '/api/packages');
    expect(wrongMethod).toMatchObject({
      status: 405,
      body: { success: false, message: 'PATCH is not allowed here. Allowed: GET, HEAD.' },
    });
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
    expect((await server.call('DELETE', '/api/login', { language: 'tr' })).body.message).toBe(
      'DELETE burada kullanılamaz. Kullanılabilenler: POST.',
    );
    expect(await server.call('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { message: 'Nothing was found at this address.' },
    });
    const text = await server.call('POST', '/api/login', { raw: 'email=a', headers: { 'Content-Type': 'text/plain' } });
    expect(text).toMatchObject({ status: 415, body: { message: 'The body must be sent as application/json.' } });
    const textTr = await server.call('POST', '/api/login', {
      raw: 'email=a',
      headers: { 'Content-Type': 'text/plain' },
      language: 'tr',
    });
    expect(textTr.body.message).toBe('İstek gövdesi application/json olarak gönderilmeli.');
    const huge = await server.call('POST', '/api/contacts', {
      raw: JSON.stringify({ name: 'x', email: 'a@b.co', message: 'x'.repeat(1_100_000) }),
    });
    expect(huge).toMatchObject({ status: 413, body: { message: 'The request body is larger than 1 MB.' } });
    const hugeTr = await server.call('POST', '/api/contacts', {
      raw: JSON.stringify({ name: 'x', email: 'a@b.co', message: 'x'.repeat(1_100_000) }),
      language: 'tr',
    });
    expect(hugeTr.body.message).toBe('İstek gövdesi 1 MB sınırından büyük.');
    const broken = await server.call('POST', '/api/login', { raw: '{"email":' });
    expect(broken).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'body', message: 'The body must be JSON.' }] },
    });
    const malformed = await server.call('GET', '/api/comparisons/%E0%A4%A', {
      token: await server.login(SEED_EMAILS.premium),
    });
    expect(malformed).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'comparisonId', message: 'The address contains a malformed percent-encoding.' }] },
    });
    expect(wrongMethod.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(wrongMethod.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('every answer in this file kept the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
