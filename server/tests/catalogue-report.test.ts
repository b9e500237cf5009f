// The demo engine writes from the store's catalogue: a price imported while the server runs is the
// price of the next report.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { importPriceCsv } from '../services/catalogue-import';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const query = { query: 'iPhone 15 vs Samsung Galaxy S24', features: [], isDetailed: false };

it('writes the next report with a price imported into the store', { timeout: 60_000 }, async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const before = JSON.stringify((await server.compare({ token, body: query })).body.data.result);
  expect(before).toContain('58,000');
  expect(before).not.toContain('52,999');

  const csv = 'item,market,price,currency,as_of,source\niphone-15,TR,52999,TRY,2026-11-15,https://www.apple.com/tr/\n';
  expect(await importPriceCsv(server.db, 'prices.csv', csv)).toHaveLength(1);

  const after = JSON.stringify((await server.compare({ token, body: query })).body.data.result);
  expect(after).toContain('52,999');
  expect(after).not.toContain('58,000');
  expect(server.violations).toEqual([]);
});
