// One fuzz suite for the one backend: the real server (in-memory PGlite,
// or PostgreSQL with TEST_DATABASE_URL) receives about 2,800 malformed requests from a fixed seed
// over raw sockets — wrong types in every body field, broken percent-encoding, odd methods and
// Host headers, broken and deeply nested JSON, wrong content types, huge headers, unknown paths,
// raw requests the HTTP parser refuses, a 10 MB string in each body operation. Every answer must
// be what its case expects (cases.ts): a status the contract documents for the operation, with a
// body its zod schema accepts, or the exact refusal listed; no 5xx; a dropped connection only
// where the case expects it. Then 50 × 10 MB fields, sent by a separate process, must never grow
// the server by 48 MB or more while they arrive, and the server must still answer normally.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findOperation, operations } from '@shared/api/generated/operations';
import { SEED_EMAILS } from '../db/demo-accounts';
import {
  BODY_FIELDS,
  BODY_SCHEMAS,
  OUTSIDE_OPERATIONS,
  exampleBodies,
  exampleCases,
  hugeFieldCase,
  randomCases,
  transportCases,
  wrongTypeCases,
  type FuzzCase,
} from './fuzz/cases';
import { sendRaw, type RawAnswer } from './fuzz/raw-http';
import { startTestServer, type TestServer } from './harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** FUZZ_SEED replays another seed's requests (scripts/abuse/ runs three). */
const SEED = Number(process.env.FUZZ_SEED) || 20261123;
const RANDOM_CASES = 1800;
/** RSS growth allowed after 50 × 10 MB fields (the upload is counted and dropped, never kept). */
const RSS_BOUND_MB = 48;

let server: TestServer;
let port = 0;
beforeAll(async () => {
  // Rate limits high enough that the fuzz reaches the handlers instead of stopping at 429.
  server = await startTestServer({ rateLimitScale: 100_000 });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
});

/** The path of a request target as the server routes it ("//evil/x" is a path, not a host). */
const pathOf = (target: string) => target.split('?')[0];

function isErrorEnvelope(body: unknown): boolean {
  const envelope = body as { success?: unknown; message?: unknown };
  return envelope?.success === false && typeof envelope.message === 'string' && envelope.message.length > 0;
}

/** What is wrong with an answer, or undefined when it is what the case expects. */
export function problem(fuzzCase: FuzzCase, answer: RawAnswer): string | undefined {
  const expected = fuzzCase.expect;
  if (expected.kind === 'closed') return answer.status === 0 ? undefined : `expected no answer, got ${answer.status}`;
  if (answer.status === 0) return 'the connection was dropped without an answer';
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (fuzzCase.head) {
    const operation = findOperation('GET', pathOf(fuzzCase.target));
    if (operation) return operation.responses[String(answer.status)] ? undefined : `HEAD answered ${answer.status}`;
    return OUTSIDE_OPERATIONS.includes(answer.status) ? undefined : `HEAD outside an operation: ${answer.status}`;
  }
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `status ${answer.status} with content type ${answer.headers['content-type']}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `status ${answer.status} without a JSON body: ${answer.body.slice(0, 80)}`;
  }
  if (expected.kind === 'refused') {
    if (!expected.statuses.includes(answer.status)) return `expected ${expected.statuses}, got ${answer.status}`;
    return isErrorEnvelope(body) ? undefined : `not an error envelope: ${answer.body.slice(0, 120)}`;
  }
  const operation = findOperation(fuzzCase.method, pathOf(fuzzCase.target));
  if (!operation) {
    if (!OUTSIDE_OPERATIONS.includes(answer.status)) return `status ${answer.status} outside an operation`;
    return isErrorEnvelope(body) ? undefined : `not an error envelope: ${answer.body.slice(0, 120)}`;
  }
  const schema = operation.responses[String(answer.status)];
  if (!schema) return `${operation.operationId} does not document ${answer.status}: ${answer.body.slice(0, 160)}`;
  const parsed = schema.safeParse(body);
  return parsed.success
    ? undefined
    : `${operation.operationId} ${answer.status} breaks its schema at ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`;
}

/** Sends the cases, `parallel` at a time; returns the failures and, per operation, the statuses seen. */
async function run(cases: FuzzCase[], parallel = 8) {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  const reached = new Map<string, Set<number>>();
  for (let i = 0; i < cases.length; i += parallel) {
    const batch = cases.slice(i, i + parallel);
    const answers = await Promise.all(
      batch.map(async (fuzzCase) => {
        const t = Date.now();
        const a = await sendRaw(port, fuzzCase.chunks, { head: fuzzCase.head });
        if (process.env.FUZZ_DEBUG && Date.now() - t > 700)
          console.log('SLOW', Date.now() - t, fuzzCase.label, a.status);
        return a;
      }),
    );
    answers.forEach((answer, index) => {
      const fuzzCase = batch[index];
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const found = problem(fuzzCase, answer);
      if (found) failures.push(`${fuzzCase.label}: ${found}`);
      const operation = fuzzCase.target ? findOperation(fuzzCase.method, pathOf(fuzzCase.target)) : undefined;
      if (operation && !found) {
        const seen = reached.get(operation.operationId) ?? new Set<number>();
        reached.set(operation.operationId, seen.add(answer.status));
      }
    });
  }
  return { failures, statuses, reached };
}

it('fuzzes every operation the contract gives a JSON body, through its generated body schema', () => {
  expect(Object.keys(BODY_SCHEMAS).sort()).toEqual(Object.keys(exampleBodies(`${root}openapi.yaml`)).sort());
  expect(Object.keys(BODY_SCHEMAS).length).toBeGreaterThan(10);
});

it('about 2,800 malformed requests: each answered as its case expects, every operation reached, none a 5xx', async () => {
  const started = Date.now();
  const examples = exampleBodies(`${root}openapi.yaml`);
  // A session of its own: logout and password changes in the fuzz may end it (then 401, documented).
  const token = await server.login(SEED_EMAILS.premium);
  const huge = 'x'.repeat(10 * 1024 * 1024);
  const hugeCases = Object.entries(BODY_FIELDS).flatMap(([operationId, fields]) => [
    hugeFieldCase(operationId, fields[0], examples, token, huge),
    hugeFieldCase(operationId, fields.at(-1)!, examples, token, huge, true),
  ]);
  const cases = [
    // Their own session: the example logout and password change must not end the fuzz's one.
    ...exampleCases(examples, await server.login(SEED_EMAILS.premium)),
    ...wrongTypeCases(examples, token),
    ...randomCases(RANDOM_CASES, SEED, examples, token),
    ...transportCases(token),
    ...hugeCases,
  ];
  const { failures, statuses, reached } = await run(cases);
  console.log(
    `server fuzz: ${cases.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(statuses)}`,
  );

  expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  // Every operation of the contract got at least one request it answered as documented.
  expect(operations.map((op) => op.operationId).filter((id) => !reached.has(id))).toEqual([]);
  // Every body field was also seen by the handlers, not only by the parser: a 422 naming it.
  expect(server.violations).toEqual([]);

  // Still alive and still correct.
  const fresh = await server.login(SEED_EMAILS.standard);
  expect((await server.call('GET', '/api/users/me', { token: fresh })).body.data.email).toBe(SEED_EMAILS.standard);
  expect((await server.call('GET', '/api/packages')).body.data).toHaveLength(4);
}, 600_000);

// Sends 50 × 10 MB `conversationId` fields (its maxLength is 100), two at a time, from its own
// process, so the test's own buffers do not count, and prints the statuses it got.
const UPLOADER = `
const { connect } = require('node:net');
const [port, token] = process.argv.slice(1);
const body = Buffer.from(JSON.stringify({ conversationId: 'x'.repeat(10 * 1024 * 1024), content: 'hi' }));
const head = Buffer.from('POST /api/chat HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\nAuthorization: Bearer ' + token + '\\r\\nContent-Length: ' + body.length + '\\r\\nConnection: close\\r\\n\\r\\n');
const send = () => new Promise((resolve) => {
  const socket = connect(Number(port), '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => { data += chunk.toString('latin1'); });
  socket.on('error', () => {});
  socket.on('close', () => resolve(Number(/^HTTP\\/1\\.1 (\\d{3})/.exec(data)?.[1] ?? 0)));
  socket.write(head); socket.write(body);
});
(async () => {
  const statuses = {};
  for (let i = 0; i < 50; i += 2) for (const s of await Promise.all([send(), send()])) statuses[s] = (statuses[s] ?? 0) + 1;
  console.log(JSON.stringify(statuses));
})();
`;

it('50 × 10 MB fields: each a 413, and the server grows by under 48 MB', async () => {
  // A session that may chat (the session and the package are checked before the body is read, so
  // another package would get its 403 first); a new account, as the fuzz above moved the Premium
  // account's email.
  const email = 'uploader@example.com';
  await server.call('POST', '/api/register', {
    body: { name: 'Uploader', email, password: 'Passw0rd!', language: 'en' },
  });
  const token = await server.login(email);
  await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_4' } });
  const rss = () => process.memoryUsage().rss / 1024 / 1024;
  const baseline = rss();
  // The highest point while the uploads run, not only the end: a server that buffered the bodies
  // and let them go again would pass an end-to-end comparison.
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  const child = spawn(process.execPath, ['-e', UPLOADER, String(port), token]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearInterval(sampler);
  const after = Math.max(peak, rss());
  console.log(
    `50 × 10 MB: ${output.trim()}; server RSS ${baseline.toFixed(0)} MB, at most ${after.toFixed(0)} MB during the uploads`,
  );
  expect(code).toBe(0);
  expect(JSON.parse(output)).toEqual({ 413: 50 });
  expect(after - baseline).toBeLessThan(RSS_BOUND_MB);
}, 120_000);
