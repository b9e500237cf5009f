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

it('401 first holds for every malformed request: a broken path, a broken body, a body that is not JSON', async () => {
  const textPlain = { raw: 'hello', headers: { 'Content-Type': 'text/plain' } };
  const malformed = [
    // A lone surrogate, percent-encoded: not a path any id could have.
    { method: 'GET', path: '/api/comparisons/%ED%A0%80', init: {}, signedIn: 422 },
    { method: 'POST', path: '/api/chat', init: { raw: '{' } },
    { method: 'POST', path: '/api/chat', init: textPlain },
    { method: 'POST', path: '/api/comparisons', init: { raw: '{' }, signedIn: 422 },
    { method: 'POST', path: '/api/comparisons', init: textPlain, signedIn: 415 },
  ];
  const token = await server.login(SEED_EMAILS.standard);
  for (const { method, path, init, signedIn } of malformed) {
    const anonymous = await server.call(method, path, init);
    expect({ method, path, init, status: anonymous.status, code: anonymous.body.code }).toEqual({
      method,
      path,
      init,
      status: 401,
      code: 'unauthorized',
    });
    // With a session the same request is refused for what is wrong with it.
    if (signedIn)
      expect({ path, init, status: (await server.call(method, path, { ...init, token })).status }).toEqual({
        path,
        init,
        status: signedIn,
      });
  }
  expect(server.violations).toEqual([]);
});

it('the token is described as what the server issues: opaque, 43 base64url characters, and so is the login example', async () => {
  const contract = parse(readFileSync('openapi.yaml', 'utf8'));
  const scheme = contract.components.securitySchemes.bearerAuth;
  expect(scheme.bearerFormat).not.toMatch(/jwt/i);
  const shape = new RegExp(contract.components.schemas.LoginResult.properties.token.pattern);
  const login = await server.call('POST', '/api/login', { body: { email: SEED_EMAILS.hobby, password: 'Passw0rd!' } });
  expect(login.body.data.token).toMatch(shape);
  const example = contract.paths['/api/login'].post.responses['200'].content['application/json'].example;
  expect(example.data.token).toMatch(shape);
  expect(example.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

it('a 202 says where to read the work it started (Location) and when (Retry-After), and reading it ends in a terminal state of the schema', async () => {
  const { ComparisonEndedStatus, ChatMessageEndedStatus } = await import('@shared/api/generated/model');
  const token = await server.login(SEED_EMAILS.standard);
  const queued = await server.call('POST', '/api/comparisons', {
    token,
    body: { query: 'Kindle Paperwhite vs Kobo Clara 2E', features: [], isDetailed: false },
  });
  expect(queued.status).toBe(202);
  expect(queued.headers.get('location')).toBe(`/api/comparisons/${queued.body.data.id}`);
  expect(Number(queued.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const ended: string[] = Object.values(ComparisonEndedStatus);
  let status = queued.body.data.status as string;
  for (let read = 0; read < 500 && !ended.includes(status); read += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await server.call('GET', queued.headers.get('location')!, { token })).body.data.status;
  }
  expect(ended).toContain(status);

  const premium = await server.call('POST', '/api/register', {
    body: { name: 'Poller', email: 'poller@example.com', password: 'Passw0rd!', language: 'en' },
  });
  expect(premium.status).toBe(201);
  const chatter = await server.login('poller@example.com');
  await server.call('PUT', '/api/packages/me', { token: chatter, body: { package_name: 'Level_4' } });
  const asked = await server.call('POST', '/api/chat', {
    token: chatter,
    body: { content: 'Which e-reader is lighter?' },
  });
  expect(asked.status).toBe(202);
  expect(asked.headers.get('location')).toBe(`/api/messages/${asked.body.data.message.conversationId}`);
  expect(Number(asked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const answerEnded: string[] = Object.values(ChatMessageEndedStatus);
  let answer: { status: string } | undefined;
  for (let read = 0; read < 500 && !answerEnded.includes(answer?.status ?? 'writing'); read += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const messages = (await server.call('GET', asked.headers.get('location')!, { token: chatter })).body.data as {
      id: string;
      status: string;
    }[];
    answer = messages.find((message) => message.id === asked.body.data.message.id);
  }
  expect(answerEnded).toContain(answer?.status);
  expect(server.violations).toEqual([]);
});

it('the example ids exist on a freshly seeded server, a share is reached by its link, and every list example ends', async () => {
  const contract = parse(readFileSync('openapi.yaml', 'utf8'));
  // The first test may have changed the seeded Premium password to the password-change example's.
  const passwords = [examples.login.password, examples.changePassword.newPassword] as string[];
  let token = '';
  for (const password of passwords) {
    const login = await server.call('POST', '/api/login', { body: { email: examples.login.email, password } });
    if (login.status === 200) token = login.body.data.token;
  }
  expect(token).not.toBe('');
  type Parameter = { name: string; example?: unknown; $ref?: string };
  type Operation = { operationId: string; parameters?: Parameter[] };
  const reads: string[] = [];
  for (const [path, methods] of Object.entries(contract.paths as Record<string, Record<string, Operation>>)) {
    const operation = methods.get;
    if (!operation || !path.includes('{')) continue;
    const parameters: Parameter[] = (operation.parameters ?? []).map((parameter) =>
      parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').pop()!] : parameter,
    );
    const filled = path.replace(/\{(\w+)\}/g, (_, name) => String(parameters.find((p) => p.name === name)?.example));
    if (operation.operationId === 'getSharedComparison') continue;
    const answer = await server.call('GET', filled, { token });
    reads.push(`${filled} ${answer.status}`);
  }
  expect(reads).toEqual([
    '/api/comparisons/cmp_65f1a2b3c4d5e6f7a8b9c0d1 200',
    '/api/messages/conv_8f14e45fceea167a 200',
  ]);
  const chat = contract.paths['/api/chat'].post.requestBody.content['application/json'].schema;
  expect(chat.$ref ?? '').toMatch(/ChatRequest$/);
  const example = contract.components.schemas.ChatRequest.properties.comparisonId.example;
  expect((await server.call('GET', `/api/comparisons/${example}`, { token })).status).toBe(200);
  // The share id cannot be seeded without changing the demo: the share's answer links to its reading.
  const share = contract.paths['/api/comparisons/{comparisonId}/share'].put.responses['200'].links;
  expect(share.GetSharedComparison).toEqual(
    expect.objectContaining({
      operationId: 'getSharedComparison',
      parameters: { shareId: '$response.body#/data/shareId' },
    }),
  );
  // A client following nextCursor through the mock must reach the end.
  const pages: unknown[] = [];
  JSON.stringify(contract, (_key, value) => {
    if (value && typeof value === 'object' && 'hasMore' in value) pages.push(value);
    return value;
  });
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages as { hasMore: unknown }[])
    if (typeof page.hasMore === 'boolean') expect(page).toMatchObject({ hasMore: false });
});
