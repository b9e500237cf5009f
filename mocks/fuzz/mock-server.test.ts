// The fuzzed mock server (issues 13 §8 and 15): `mocks/server.ts` as its own process on a free
// 127.0.0.1 port, then over 2,000 malformed requests from a fixed seed (wrong types in every body
// field, broken percent-encoding, TRACE and other odd methods, odd Host headers, broken JSON, wrong
// Content-Types, huge headers, unknown paths, raw requests the HTTP parser refuses, a 10 MB string
// in each body operation). Not one answer may be a 5xx; every answer is the envelope with a status
// the contract documents for the operation it targets (checked with the generated zod schema), or
// one of mock:server's own refusals; and 50 × 10 MB fields grow the process by under 48 MB.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findOperation } from '@/api/generated/operations';
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';
import {
  BODY_FIELDS,
  TRANSPORT_STATUSES,
  exampleBodies,
  hugeFieldCase,
  randomCases,
  transportCases,
  wrongTypeCases,
  type FuzzCase,
} from './cases';
import { requestBytes, sendRaw, type RawAnswer } from './raw-http';

// (A path, not new URL(): in jsdom's environment URL is jsdom's, which fileURLToPath refuses.)
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
const SEED = 20261123;
/** RSS growth allowed after 50 × 10 MB fields (the upload is counted and dropped, never kept). */
const RSS_BOUND_MB = 48;

let child: ChildProcess | undefined;
let port = 0;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  port = await new Promise<number>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      const match = /mock backend on http:\/\/127\.0\.0\.1:(\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child?.once('exit', (code) => reject(new Error(`mock:server exited with ${code}: ${errors}`)));
  });
}, 60_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

/** Resident memory of the server process in MB (Linux /proc; ps elsewhere). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** What is wrong with an answer, or undefined when it is fine. */
function problem(fuzzCase: FuzzCase, answer: RawAnswer): string | undefined {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (fuzzCase.head) return answer.status < 600 ? undefined : 'bad status';
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `status ${answer.status} without a JSON body: ${answer.body.slice(0, 80)}`;
  }
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `content type ${answer.headers['content-type']}`;
  const pathname = fuzzCase.target ? new URL(fuzzCase.target, 'http://127.0.0.1').pathname : '';
  const operation = fuzzCase.expect === 'operation' ? findOperation(fuzzCase.method, pathname) : undefined;
  if (!operation) {
    if (!TRANSPORT_STATUSES.includes(answer.status)) return `status ${answer.status} outside an operation`;
    const envelope = body as { success?: unknown; message?: unknown };
    return envelope.success === false && typeof envelope.message === 'string' && envelope.message
      ? undefined
      : `not an error envelope: ${answer.body.slice(0, 120)}`;
  }
  const schema = operation.responses[String(answer.status)];
  if (!schema) return `${operation.operationId} does not document ${answer.status}: ${answer.body.slice(0, 160)}`;
  const parsed = schema.safeParse(body);
  return parsed.success
    ? undefined
    : `${operation.operationId} ${answer.status} breaks its schema at ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`;
}

async function signIn(): Promise<string> {
  const body = JSON.stringify({ email: SEED_EMAILS.premium, password: SEED_PASSWORD });
  const answer = await sendRaw(
    port,
    requestBytes(
      'POST',
      '/api/login',
      [
        ['Host', 'x'],
        ['Content-Type', 'application/json'],
      ],
      body,
    ),
  );
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

/** Sends the cases, `parallel` at a time; returns the failures and a tally by status. */
async function run(cases: FuzzCase[], parallel = 8): Promise<{ failures: string[]; statuses: Record<number, number> }> {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  for (let i = 0; i < cases.length; i += parallel) {
    const batch = cases.slice(i, i + parallel);
    const answers = await Promise.all(batch.map((fuzzCase) => sendRaw(port, fuzzCase.chunks, { head: fuzzCase.head })));
    answers.forEach((answer, index) => {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const found = problem(batch[index], answer);
      if (found) failures.push(`${batch[index].label}: ${found}`);
    });
  }
  return { failures, statuses };
}

it('over 2,000 malformed requests: no 5xx, every answer a documented envelope; 50 × 10 MB fields keep memory bounded', async () => {
  const started = Date.now();
  const examples = exampleBodies(`${root}openapi.yaml`);
  // A token for a throwaway session: logout and password changes in the fuzz may end it.
  const token = await signIn();
  const huge = 'x'.repeat(10 * 1024 * 1024);
  const hugeCases = Object.entries(BODY_FIELDS).flatMap(([operationId, fields]) => [
    hugeFieldCase(operationId, fields[0], examples, token, huge),
    hugeFieldCase(operationId, fields.at(-1)!, examples, token, huge, true),
  ]);
  const cases = [
    ...wrongTypeCases(examples, token),
    ...randomCases(1400, SEED, examples, token),
    ...transportCases(token),
    ...hugeCases,
  ];

  const { failures, statuses } = await run(cases);
  const baseline = rssMb(child!.pid!);
  // The figure: 50 × 10 MB `conversationId` (its maxLength is 100) grew the process by 555 MB.
  const memory = await run(
    Array.from({ length: 50 }, () => hugeFieldCase('sendChatMessage', 'conversationId', examples, token, huge)),
    2,
  );
  const after = rssMb(child!.pid!);
  const total = cases.length + 50;
  console.log(
    `mock:server fuzz: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(statuses)}; RSS ${baseline.toFixed(0)} → ${after.toFixed(0)} MB after 50 × 10 MB`,
  );

  expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  expect(total).toBeGreaterThanOrEqual(2000);
  expect(memory.failures).toEqual([]);
  expect(memory.statuses).toEqual({ 413: 50 });
  if (!Number.isNaN(after)) expect(after - baseline).toBeLessThan(RSS_BOUND_MB);
}, 120_000);
