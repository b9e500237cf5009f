// A bounded fuzz run: 2,400 malformed requests (invalid JSON, wrong types, huge and deep bodies,
// malformed percent-encoding, odd methods and headers, forged tokens) over raw sockets and fetch.
// Not one answer may be a 5xx, and the server must still answer normally afterwards.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operations } from '@/api/generated/operations';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token = '';
beforeAll(async () => {
  // Rate limits high enough that the fuzz reaches the handlers instead of stopping at 429.
  const generous = { limit: 100_000, windowMs: 60_000 };
  server = await startTestServer({
    rateLimits: { login: generous, register: generous, forgotPassword: generous, contact: generous },
  });
  token = await server.login(SEED_EMAILS.premium);
});
afterAll(async () => {
  await server?.close();
});

const PATHS = operations.map((op) => op.path.replace(/\{\w+\}/g, 'cmp_x'));
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Sends raw bytes and returns the status of the answer (0 when the server just closed the connection). */
function raw(request: string): Promise<number> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let data = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', () => {});
    socket.end(request);
  });
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const bodies = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .record({
      email: fc.anything(),
      password: fc.anything(),
      query: fc.anything(),
      features: fc.anything(),
      isDetailed: fc.anything(),
      content: fc.anything(),
    })
    .map((value) => JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? String(v) : v))),
  fc.integer({ min: 1000, max: 20000 }).map(deep),
  fc.constantFrom(
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{}}}',
    'null',
    '[]',
    '""',
    '{"email":"a@b.co","password":"x".repeat}',
    '\u0000\u0001',
    '{"query":"' + 'a vs b '.repeat(50) + '"}',
  ),
);
const tokens = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 300 }),
  fc.constant('Bearer'),
  fc.constant(`${'a'.repeat(5000)}`),
  fc.constant(token),
);

it('2,400 malformed requests: no 5xx, and the server keeps answering', async () => {
  const statuses = new Map<number, number>();
  const seen = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  // 1. 1,600 fetches with random paths, methods, bodies, content types and tokens.
  const samples = fc.sample(
    fc.record({
      path: fc.oneof(
        fc.constantFrom(...PATHS),
        fc.constantFrom(...PATHS).map((p) => `${p}/${'%'.repeat(3)}`),
        fc.string({ maxLength: 40 }).map((s) => `/api/${encodeURIComponent(s)}`),
      ),
      query: fc.oneof(
        fc.constant(''),
        fc
          .string({ maxLength: 50 })
          .map(
            (s) => `?limit=${encodeURIComponent(s)}&search=${encodeURIComponent(s)}&cursor=${encodeURIComponent(s)}`,
          ),
      ),
      method: fc.constantFrom(...METHODS),
      body: bodies,
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        '',
      ),
      token: tokens,
      language: fc.constantFrom('tr', 'en', 'xx', '', 'tr-TR,tr;q=0.9'),
    }),
    { numRuns: 1600, seed: 20261123 },
  );
  for (let i = 0; i < samples.length; i += 8) {
    await Promise.all(
      samples.slice(i, i + 8).map(async (sample) => {
        const headers: Record<string, string> = { 'Accept-Language': sample.language };
        if (sample.contentType) headers['Content-Type'] = sample.contentType;
        if (sample.token !== undefined)
          headers.Authorization = `Bearer ${[...sample.token].filter((char) => char > ' ' && char < '\u007f').join('')}`;
        const hasBody = !['GET', 'HEAD'].includes(sample.method);
        const response = await fetch(`${server.url}${sample.path}${sample.query}`, {
          method: sample.method,
          headers,
          body: hasBody ? sample.body : undefined,
        });
        await response.arrayBuffer();
        seen(response.status);
      }),
    );
  }

  // 2. 800 raw requests: broken percent-encoding, odd methods, broken headers, huge bodies.
  const rawRequests: string[] = [];
  const pad = (n: number) => 'x'.repeat(n);
  for (let i = 0; i < 100; i += 1) {
    rawRequests.push(
      `GET /api/comparisons/%${i.toString(16)}%zz HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      `GET /api/shared/%E0%A4%${i} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `BREW /api/packages HTTP/1.1\r\nHost: x\r\n\r\n`,
      `PROPFIND /api/users/me HTTP/1.1\r\nHost: x\r\n\r\n`,
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      `POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${1_048_600 + i}\r\n\r\n{"name":"${pad(1_048_600 + i - 10)}"}`,
      `GET /api/users/me HTTP/1.1\r\nHost: x\r\nX-Long: ${pad(20_000 + i * 100)}\r\nAuthorization: Bearer forged.${i}\r\n\r\n`,
    );
  }
  for (let i = 0; i < rawRequests.length; i += 8) {
    (await Promise.all(rawRequests.slice(i, i + 8).map(raw))).forEach(seen);
  }

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const serverErrors = [...statuses.entries()].filter(([status]) => status >= 500);
  console.log(`fuzz: ${total} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(total).toBeGreaterThanOrEqual(2400);
  expect(serverErrors).toEqual([]);

  // Still alive and still correct.
  expect((await server.call('GET', '/api/users/me', { token })).status).toBe(200);
  expect((await server.call('GET', '/api/packages')).body.data).toHaveLength(4);
}, 240_000);
