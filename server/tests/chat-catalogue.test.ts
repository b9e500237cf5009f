// The assistant answers from the store's catalogue as it is now: a price imported while the
// server runs is the price of the next answer, as it is of the next report.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { importPriceCsv } from '../services/catalogue-import';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

// Items none of the account's reports compares, so the answer is the catalogue's, not a stored report's.
const question = 'How much do the Nintendo Switch OLED and Steam Deck OLED cost?';

it('answers with a price imported into the store', { timeout: 60_000 }, async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const before = (await server.chat({ token, body: { content: question } })).answer?.content as string;
  expect(before).toContain('14,000');
  expect(before).not.toContain('12,499');

  const csv =
    'item,market,price,currency,as_of,source\nswitch-oled,TR,12499,TRY,2026-11-15,https://www.nintendo.com/tr-tr/\n';
  expect(await importPriceCsv(server.db, 'prices.csv', csv)).toHaveLength(1);

  const after = (await server.chat({ token, body: { content: question } })).answer?.content as string;
  expect(after).toContain('12,499');
  expect(after).not.toContain('14,000');
  expect(server.violations).toEqual([]);
});
