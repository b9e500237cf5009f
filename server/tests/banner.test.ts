// The first lines a started server prints (npm run server, and npm run dev through startServer):
// the URL, where the data lives as an absolute path or "in memory", and the demo accounts.
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { startupBanner } from '../banner';
import { SEED_EMAILS, SEED_PASSWORD } from '../db/demo-accounts';

it('says the URL, the absolute data folder and every demo account with its password', () => {
  const banner = startupBanner({ url: 'http://127.0.0.1:5199', dataDir: '.data', driver: 'pglite', seedDemo: true });
  const lines = banner.split('\n');
  expect(lines[0]).toBe('Kıyasla on http://127.0.0.1:5199');
  expect(lines[1]).toContain(resolve('.data'));
  for (const email of Object.values(SEED_EMAILS)) expect(banner).toContain(email);
  expect(banner).toContain(SEED_PASSWORD);
  expect(banner).toContain('the built-in demo engine');
});

it('says "in memory" for memory://, names the AI model when one is set, and lists no accounts without the seed', () => {
  const banner = startupBanner({
    url: 'http://127.0.0.1:5199',
    dataDir: 'memory://',
    driver: 'pglite',
    seedDemo: false,
    ai: { model: 'gpt-4o-mini', baseUrl: 'http://127.0.0.1:5198/v1' },
  });
  expect(banner).toContain('in memory');
  expect(banner).toContain('gpt-4o-mini at http://127.0.0.1:5198/v1');
  expect(banner).not.toContain(SEED_PASSWORD);
  expect(startupBanner({ url: 'x', driver: 'pg', seedDemo: false })).toContain('PostgreSQL (DATABASE_URL)');
});
