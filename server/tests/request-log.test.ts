// The request log keeps method, path and client address: not a share link's id (it opens the
// report to whoever holds it) and not the query string (a history search is the user's own words).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { loggableUrl } from '../http/loggable-url';
import { startTestServer, type TestServer } from './harness';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: { stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await server?.close();
});

it('a shared report read through its link, and a history search: the log has neither the id nor the words', async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const [first] = (await server.call('GET', '/api/comparisons?limit=1', { token })).body.data.items;
  const shared = await server.call('PUT', `/api/comparisons/${first.id}/share`, { token });
  const shareId: string = shared.body.data.shareId;
  lines.length = 0;
  expect((await server.call('GET', `/api/shared/${shareId}`)).status).toBe(200);
  expect((await server.call('GET', '/api/comparisons?search=gizli-arama', { token })).status).toBe(200);
  const log = lines.join('');
  expect(log).toContain('"url":"/api/shared/[share id]"');
  expect(log).toContain('"url":"/api/comparisons?[query]"');
  expect(log).not.toContain(shareId);
  expect(log).not.toContain('gizli-arama');
});

it('masks only what it must', () => {
  expect(loggableUrl('/api/packages')).toBe('/api/packages');
  expect(loggableUrl('/api/comparisons/cmp_1/share')).toBe('/api/comparisons/cmp_1/share');
  expect(loggableUrl('/api/shared/shr_abc?x=1')).toBe('/api/shared/[share id]?[query]');
});
