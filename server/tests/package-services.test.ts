// The package services that the packages list exist and follow each package's own flags:
// priority_support orders the support queue, custom_enterprise_solutions is the enterprise topic of
// the contact form, advanced_reporting is the usage report on My Package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { periodOf } from '../domain/period';
import { supportQueue } from '../db/contact-messages';
import { lastMonths } from '../services/usage-report';
import { invalidatePackages } from '../services/packages';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(server?.violations ?? []).toEqual([]);
  await server?.close();
});

const message = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  message: `Hello from ${name}`,
  ...extra,
});

describe('priority support and enterprise requests (the contact form)', () => {
  it('stores a Premium sender (priority_support) as priority, first in the queue, and says so', async () => {
    const visitor = await server.call('POST', '/api/contacts', { body: message('Visitor') });
    expect(visitor).toMatchObject({
      status: 201,
      body: { message: 'Thank you for reaching out! We will get back to you soon.' },
    });
    const free = await server.call('POST', '/api/contacts', {
      body: message('Free'),
      token: await server.login(SEED_EMAILS.free),
    });
    expect(free.body.message).toBe('Thank you for reaching out! We will get back to you soon.');
    const premium = await server.call('POST', '/api/contacts', {
      body: message('Premium'),
      token: await server.login(SEED_EMAILS.premium),
      language: 'tr',
    });
    expect(premium).toMatchObject({
      status: 201,
      body: {
        message:
          'Bize ulaştığınız için teşekkürler! Paketiniz öncelikli destek içerdiği için mesajınız sıramızın başında.',
      },
    });
    // Sent last, read first; the others keep their order.
    const queue = await supportQueue(server.db);
    expect(queue.map((row) => [row.name, row.priority, row.topic])).toEqual([
      ['Premium', true, 'general'],
      ['Visitor', false, 'general'],
      ['Free', false, 'general'],
    ]);
    expect(queue[1].user_id).toBeNull();
    expect(queue[2].user_id).not.toBeNull();
  });

  it('a stale token sends as a visitor rather than a 401', async () => {
    const stale = await server.call('POST', '/api/contacts', {
      body: message('Stale'),
      token: 'x'.repeat(43),
    });
    expect(stale.status).toBe(201);
  });

  it('accepts the enterprise topic only from a package with custom_enterprise_solutions', async () => {
    const enterprise = message('Enterprise', { topic: 'enterprise' });
    expect((await server.call('POST', '/api/contacts', { body: enterprise })).status).toBe(403);
    const standard = await server.call('POST', '/api/contacts', {
      body: enterprise,
      token: await server.login(SEED_EMAILS.standard),
    });
    expect(standard).toMatchObject({ status: 403, body: { success: false } });
    const premium = await server.call('POST', '/api/contacts', {
      body: enterprise,
      token: await server.login(SEED_EMAILS.premium),
    });
    expect(premium.status).toBe(201);
    const stored = (await supportQueue(server.db)).filter((row) => row.topic === 'enterprise');
    expect(stored.map((row) => [row.name, row.priority])).toEqual([['Enterprise', true]]);
    expect((await server.call('POST', '/api/contacts', { body: message('X', { topic: 'sales' }) })).status).toBe(422);
  });
});

describe('advanced reporting (GET /api/packages/me/report)', () => {
  it.each([SEED_EMAILS.free, SEED_EMAILS.hobby])(
    'is 403 for a package without advanced_reporting (%s)',
    async (email) => {
      const answer = await server.call('GET', '/api/packages/me/report', { token: await server.login(email) });
      expect(answer).toMatchObject({ status: 403, body: { success: false } });
    },
  );

  it('is 401 without a session', async () => {
    expect((await server.call('GET', '/api/packages/me/report')).status).toBe(401);
  });

  it('gives Standard six months of counted comparisons and its most compared items, and follows a new one', async () => {
    const token = await server.login(SEED_EMAILS.standard);
    const before = (await server.call('GET', '/api/packages/me/report', { token })).body.data;
    expect(before.months.map((month: { month: string }) => month.month)).toEqual(lastMonths());
    expect(before.months.at(-1).month).toBe(periodOf());
    // This month's count is what the package's limit counts (My Package's remaining comparisons).
    const mine = (await server.call('GET', '/api/packages/me', { token })).body.data;
    expect(before.months.at(-1).comparisons).toBe(mine.package.compare_limit - mine.remaining_compares);
    const counts = before.top_items.map((item: { comparisons: number }) => item.comparisons);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The same item in another case is one item.
    for (const query of ['Netflix vs Disney+', 'netflix vs Spotify', 'NETFLIX vs Apple Music'])
      expect((await server.compare({ token, body: { query, features: [], isDetailed: false } })).status).toBe(202);
    const after = (await server.call('GET', '/api/packages/me/report', { token })).body.data;
    expect(after.months.at(-1).comparisons).toBe(before.months.at(-1).comparisons + 3);
    const netflix = after.top_items.filter((item: { name: string }) => item.name.toLowerCase() === 'netflix');
    expect(netflix).toHaveLength(1);
    expect(netflix[0].comparisons).toBeGreaterThanOrEqual(3);
  });

  it('counts the months from the calendar, oldest first, across a year', () => {
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'))).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe("the compare gates follow the package's own feature list", () => {
  it('a Standard package whose list lost selectable_features is refused features, still allowed the detailed level', async () => {
    const token = await server.login(SEED_EMAILS.standard);
    const row = await server.db
      .selectFrom('packages')
      .select('features')
      .where('name', '=', 'Level_3')
      .executeTakeFirstOrThrow();
    const features = row.features as string[];
    const body = (extra: object) => ({
      query: 'Kindle Paperwhite vs Kobo Clara 2E',
      features: [],
      isDetailed: false,
      ...extra,
    });
    try {
      await server.db
        .updateTable('packages')
        .set({ features: JSON.stringify(features.filter((key) => key !== 'selectable_features')) })
        .where('name', '=', 'Level_3')
        .execute();
      invalidatePackages(server.db);
      const refused = await server.call('POST', '/api/comparisons', { token, body: body({ features: ['price'] }) });
      expect(refused).toMatchObject({ status: 403, body: { success: false } });
      expect((await server.compare({ token, body: body({ isDetailed: true }) })).status).toBe(202);
    } finally {
      await server.db
        .updateTable('packages')
        .set({ features: JSON.stringify(features) })
        .where('name', '=', 'Level_3')
        .execute();
      invalidatePackages(server.db);
    }
    expect((await server.compare({ token, body: body({ features: ['price'] }) })).status).toBe(202);
  });
});
