// The contract's request examples are test data a freshly seeded server accepts, and the order of
// checks the contract states is the one the server keeps.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEED_EMAILS } from '../db/demo-accounts';
import { exampleBodies } from './fuzz/cases';
import { startTestServer, type TestServer } from './harness';

const examples = exampleBodies('openapi.yaml');
const spec = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; example?: unknown }> }>>;
};
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('the login example signs in, and the password-change example changes that account’s password', async () => {
  const login = await server.call('POST', '/api/login', { body: examples.login });
  expect(login.status).toBe(200);
  const changed = await server.call('PUT', '/api/users/me/password', {
    token: login.body.data.token,
    body: examples.changePassword,
  });
  expect(changed.status).toBe(200);
  expect(server.violations).toEqual([]);
});

it('the example cursor pages the history from its newest comparison', async () => {
  const cursor = spec.paths['/api/comparisons'].get.parameters?.find((p) => p.name === 'cursor')?.example;
  const token = await server.login(SEED_EMAILS.standard);
  const first = await server.call('GET', '/api/comparisons', { token });
  const paged = await server.call('GET', `/api/comparisons?cursor=${String(cursor)}`, { token });
  expect(paged.status).toBe(200);
  expect(paged.body.data.items.length).toBeGreaterThan(0);
  expect(paged.body.data.items[0].id).toBe(first.body.data.items[0].id);
});

it('checks in the stated order: a vote with an empty body on an unknown comparison is a 422, not a 404', async () => {
  const token = await server.login(SEED_EMAILS.hobby);
  expect((await server.call('POST', '/api/comparisons/cmp_unknown/poll-votes', { token, body: {} })).status).toBe(422);
  expect((await server.call('POST', '/api/comparisons/cmp_unknown/poll-votes', { body: {} })).status).toBe(401);
  expect(server.violations).toEqual([]);
});
