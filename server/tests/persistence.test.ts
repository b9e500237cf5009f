// A restart on the same data keeps users, sessions, comparisons and shares; migrations and the
// seed run once (a second start neither fails nor seeds again).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, testDatabase } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'kiyasla-data-'));
const database = await testDatabase(join(dir, 'pglite'));
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

it(
  'keeps users, sessions, comparisons and shares across a restart on the same data',
  { timeout: 120_000 },
  async () => {
    const first = await startTestServer(database.options);
    await first.call('POST', '/api/register', {
      body: { name: 'Kalıcı Kullanıcı', email: 'kalici@example.com', password: 'secret1', language: 'tr' },
    });
    const token = await first.login('kalici@example.com', 'secret1');
    const created = await first.compare({
      token,
      body: { query: 'Spotify vs Apple Music', features: [], isDetailed: false },
    });
    const shared = await first.call('PUT', `/api/comparisons/${created.body.data.id}/share`, { token });
    await first.close();

    const second = await startTestServer(database.options);
    try {
      expect((await second.call('GET', '/api/users/me', { token })).body.data).toMatchObject({
        email: 'kalici@example.com',
        name: 'Kalıcı Kullanıcı',
      });
      expect((await second.call('GET', `/api/comparisons/${created.body.data.id}`, { token })).body.data).toEqual({
        ...created.body.data,
        shareId: shared.body.data.shareId,
      });
      expect((await second.call('GET', `/api/shared/${shared.body.data.shareId}`)).status).toBe(200);
      expect((await second.call('GET', '/api/packages/me', { token })).body.data.remaining_compares).toBe(4);
      const seedUsers = await second.db
        .selectFrom('users')
        .select('email')
        .where('email', '=', SEED_EMAILS.premium)
        .execute();
      expect(seedUsers).toHaveLength(1);
      expect(second.violations).toEqual([]);
    } finally {
      await second.close();
    }
  },
);
