// History cursors whose time lies at the edges of what JavaScript, PostgreSQL and PGlite can hold:
// each one is a page (200) or a refused cursor (422), never a 500. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(SEED_EMAILS.standard);
});
afterAll(async () => {
  await server?.close();
});

const cursorOf = (createdAt: string, id = 'x') => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
const page = (cursor: string) => server.call('GET', `/api/comparisons?cursor=${cursor}`, { token });

it('a cursor dated at JavaScript’s earliest time is refused, as sent by a prober', async () => {
  const cursor = 'WyItMjcxODIxLTA0LTIwVDAwOjAwOjAwLjAwMFoiLCJ4Il0';
  expect(Buffer.from(cursor, 'base64url').toString()).toBe('["-271821-04-20T00:00:00.000Z","x"]');
  const answer = await page(cursor);
  expect(answer.status).toBe(422);
  expect(answer.body.errors).toEqual([{ field: 'cursor', message: 'Invalid cursor.' }]);
});

it('years 0 and -1, and the latest JavaScript time, are refused; none is a 500', async () => {
  for (const createdAt of [
    '0000-01-01T00:00:00.000Z',
    '0000-12-31T23:59:59.999Z',
    '-000001-06-15T12:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '+010000-01-01T00:00:00.000Z',
  ])
    expect({ createdAt, status: (await page(cursorOf(createdAt))).status }).toEqual({ createdAt, status: 422 });
});

it('the first and last instants of years 1 to 9999 are pages', async () => {
  for (const createdAt of ['0001-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z']) {
    const answer = await page(cursorOf(createdAt, 'cmp_1'));
    expect({ createdAt, status: answer.status }).toEqual({ createdAt, status: 200 });
  }
  // The earliest: nothing of this user's is older.
  expect((await page(cursorOf('0001-01-01T00:00:00.000Z'))).body.data.items).toEqual([]);
  expect(server.violations).toEqual([]);
});
