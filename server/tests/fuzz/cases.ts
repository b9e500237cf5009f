// The malformed requests of the server's fuzz test, generated from a fixed seed (the same
// requests on every run): wrong types in every body field, random paths, methods, hosts, content
// types and bodies (broken and deeply nested JSON included), 10 MB fields, and raw requests Node's
// HTTP parser refuses. Each case says exactly what it may be answered:
//   `operation` — a status the contract documents for the operation it targets, with a body its
//                 zod schema accepts; a request no operation matches: the server's own 404/405
//                 error envelope;
//   `refused`   — one of the listed statuses, as an error envelope (what the parser refuses);
//   `closed`    — no answer at all: the server drops the connection (only where that is right).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { operations } from '@shared/api/generated/operations';
import * as generatedZod from '@shared/api/generated/zod/index.zod';
import { z } from 'zod';
import { requestBytes } from './raw-http';

/** What the server answers for a request no operation matches: an unknown path, or a method the path lacks. */
export const OUTSIDE_OPERATIONS = [404, 405];

export type Expectation = { kind: 'operation' } | { kind: 'refused'; statuses: number[] } | { kind: 'closed' };

export interface FuzzCase {
  label: string;
  chunks: Buffer[];
  head: boolean;
  expect: Expectation;
  method: string;
  target: string;
}

/**
 * The generated body schema of every operation that takes a JSON body: orval names it after the
 * operation (login → LoginBody), so an operation added to the contract is fuzzed without a word here.
 */
export const BODY_SCHEMAS: Record<string, z.ZodObject> = Object.fromEntries(
  operations.flatMap(({ operationId }) => {
    const schema = (generatedZod as Record<string, unknown>)[
      `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Body`
    ];
    return schema instanceof z.ZodObject ? [[operationId, schema]] : [];
  }),
);

/** The field names of every operation that takes a JSON body. */
export const BODY_FIELDS: Record<string, string[]> = Object.fromEntries(
  Object.entries(BODY_SCHEMAS).map(([operationId, schema]) => [operationId, Object.keys(schema.shape)]),
);

type Spec = {
  paths: Record<
    string,
    Record<string, { operationId?: string; requestBody?: { content: Record<string, { example?: unknown }> } }>
  >;
};

/** The contract's request example of each body operation: a valid body to break one field of. */
export function exampleBodies(contractPath: string): Record<string, Record<string, unknown>> {
  const spec = parse(readFileSync(contractPath, 'utf8')) as Spec;
  const examples: Record<string, Record<string, unknown>> = {};
  for (const methods of Object.values(spec.paths)) {
    for (const op of Object.values(methods)) {
      const example = op.requestBody?.content['application/json']?.example;
      if (op.operationId && example) examples[op.operationId] = example as Record<string, unknown>;
    }
  }
  return examples;
}

/** A path that reaches the operation (path parameters filled with a plausible or an odd id). */
export function pathOf(operationId: string, id = 'cmp_fuzz'): string {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  return op.path.replace(/\{\w+\}/g, id);
}

const WRONG_VALUES: unknown[] = [
  0,
  -1,
  1e308,
  true,
  null,
  [],
  ['a', 1],
  {},
  { nested: { deep: [null] } },
  '',
  '   ',
  'x'.repeat(5000),
  '\u0000\u202e',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  1.5,
  -0.5,
  1e21,
  2 ** 53 + 1,
  '+010000-01-01T00:00:00.000Z',
  '0000-00-00',
  ['price', 'price'],
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
];

function jsonCase(
  label: string,
  method: string,
  target: string,
  body: string | Buffer,
  token: string,
  extra: Array<[string, string]> = [],
): FuzzCase {
  const headers: Array<[string, string]> = [
    ['Host', '127.0.0.1'],
    ['Content-Type', 'application/json'],
    ['Authorization', `Bearer ${token}`],
    ['Accept-Language', 'en'],
    ...extra,
  ];
  return {
    label,
    chunks: requestBytes(method, target, headers, body),
    head: false,
    expect: { kind: 'operation' },
    method,
    target,
  };
}

/** Each operation once, as the contract's example sends it: every operation is reached at least once. */
export function exampleCases(examples: Record<string, Record<string, unknown>>, token: string): FuzzCase[] {
  return operations.map((op) => {
    const body = examples[op.operationId];
    const method = op.method.toUpperCase();
    const target = pathOf(op.operationId);
    if (body) return jsonCase(`${op.operationId} example`, method, target, JSON.stringify(body), token);
    return {
      ...jsonCase(`${op.operationId} example`, method, target, '', token),
      chunks: requestBytes(method, target, [
        ['Host', '127.0.0.1'],
        ['Authorization', `Bearer ${token}`],
        ['Accept-Language', 'tr'],
      ]),
    };
  });
}

/** Every body field of every body operation, replaced in turn by each wrong value. */
export function wrongTypeCases(examples: Record<string, Record<string, unknown>>, token: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [operationId, fields] of Object.entries(BODY_FIELDS)) {
    const op = operations.find((candidate) => candidate.operationId === operationId)!;
    for (const field of fields) {
      for (const value of WRONG_VALUES) {
        const body = JSON.stringify({ ...examples[operationId], [field]: value });
        cases.push(
          jsonCase(
            `${operationId}.${field}=${JSON.stringify(value).slice(0, 20)}`,
            op.method.toUpperCase(),
            pathOf(operationId),
            body,
            token,
          ),
        );
      }
    }
  }
  return cases;
}

/** One 10 MB string in `field` of the operation's example body (413, counted and dropped, never kept). */
export function hugeFieldCase(
  operationId: string,
  field: string,
  examples: Record<string, Record<string, unknown>>,
  token: string,
  huge: string,
  chunked = false,
): FuzzCase {
  const op = operations.find((candidate) => candidate.operationId === operationId)!;
  const body = Buffer.from(JSON.stringify({ ...examples[operationId], [field]: huge }));
  if (!chunked)
    return {
      ...jsonCase(`${operationId}.${field}=10MB`, op.method.toUpperCase(), pathOf(operationId), body, token),
      expect: { kind: 'refused', statuses: [413] },
    };
  // Without a Content-Length the server has to count as it reads.
  const framed = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
  return {
    ...jsonCase(`${operationId}.${field}=10MB chunked`, op.method.toUpperCase(), pathOf(operationId), framed, token, [
      ['Transfer-Encoding', 'chunked'],
    ]),
    expect: { kind: 'refused', statuses: [413] },
  };
}

const METHODS = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'HEAD',
  'TRACE',
  'PROPFIND',
  'PURGE',
  'M-SEARCH',
  'LINK',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'APPLICATION/JSON',
  'application/jsonx',
  '',
];
const HOSTS = [
  '127.0.0.1',
  '',
  'a b',
  '[::1',
  'évil.example',
  'localhost:99999',
  '127.0.0.1:abc',
  '%',
  'x'.repeat(300),
  'user@host',
  'http://x/',
];

/** Random requests: paths (real, garbage, broken percent-encoding), methods, hosts, content types, bodies, tokens. */
export function randomCases(
  count: number,
  seed: number,
  examples: Record<string, Record<string, unknown>>,
  token: string,
): FuzzCase[] {
  const realPaths = operations.map((op) => op.path.replace(/\{\w+\}/g, 'cmp_x'));
  const path = fc.oneof(
    fc.constantFrom(...realPaths),
    fc.constantFrom(...realPaths).map((p) => `${p}/%`),
    fc
      .constantFrom(...operations.filter((op) => op.path.includes('{')).map((op) => op.path))
      .chain((p) =>
        fc
          .constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..', '%F0%9F%98%80', 'x'.repeat(600))
          .map((id) => p.replace(/\{\w+\}/g, id)),
      ),
    fc.string({ maxLength: 30 }).map((s) => `/api/${encodeURIComponent(s)}`),
    // A history cursor in the server's own format, dated anywhere JavaScript can date it.
    fc
      .tuple(fc.date({ noInvalidDate: true }), fc.constantFrom('x', 'cmp_1'))
      .map(
        ([at, id]) =>
          `/api/comparisons?cursor=${Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url')}`,
      ),
    fc.constantFrom(
      '/',
      '/api',
      '/api/',
      '/index.html',
      '/assets/x.js',
      '//evil/api/packages',
      '/api/packages?limit=%',
      '/api/comparisons?limit=-5&cursor=%zz&search=' + '%'.repeat(10),
      '/api/comparisons?limit=1.5',
      '/api/comparisons?limit=99999999999999999999',
      '/api/comparisons?search=%00',
      '/api/comparisons?search=%ED%A0%80',
      '/api/comparisons?cursor=' + Buffer.from('["+010000-01-01T00:00:00.000Z","cmp_1"]').toString('base64url'),
      '/api/comparisons?cursor=' + Buffer.from('["2026-01-01T00:00:00.000Z","a\\u0000"]').toString('base64url'),
      '/api/comparisons?search=a&search=b',
    ),
  );
  const body = fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 3 }),
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '{"email":}',
      'null',
      '[]',
      '"x"',
      '{"__proto__":{"admin":true}}',
      '\u0000\u0001\u0002',
      '{"a":1}{"b":2}',
      '['.repeat(5000),
      '{"constructor":{"prototype":{}}}',
      '{"query":"a vs b","query":"c vs d","features":[],"isDetailed":false}',
      '{"content":"\\ud800","conversationId":"demo_1","isDemo":true}',
      '{"query":"' + 'a vs b '.repeat(50) + '"}',
    ),
    fc.integer({ min: 1000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .constantFrom(...Object.keys(examples))
      .chain((operationId) =>
        fc
          .record({ field: fc.constantFrom(...BODY_FIELDS[operationId]), value: fc.jsonValue({ maxDepth: 2 }) })
          .map(({ field, value }) => JSON.stringify({ ...examples[operationId], [field]: value })),
      ),
  );
  const samples = fc.sample(
    fc.record({
      method: fc.constantFrom(...METHODS),
      path,
      host: fc.constantFrom(...HOSTS),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      body,
      token: fc.oneof(
        fc.constant(token),
        fc.constant(''),
        fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')),
        fc.constant('x'.repeat(4000)),
      ),
      language: fc.constantFrom('tr', 'en', 'xx', '', 'tr-TR,tr;q=0.9', '*'),
    }),
    { numRuns: count, seed },
  );
  return samples.map((sample) => {
    const headers: Array<[string, string]> = [
      ['Host', sample.host],
      ['Accept-Language', sample.language],
    ];
    if (sample.contentType) headers.push(['Content-Type', sample.contentType]);
    if (sample.token) headers.push(['Authorization', `Bearer ${sample.token}`]);
    const withBody = sample.method !== 'GET' && sample.method !== 'HEAD';
    return {
      label: `${sample.method} ${sample.path.slice(0, 60)}`,
      chunks: requestBytes(sample.method, sample.path, headers, withBody ? sample.body : undefined),
      head: sample.method === 'HEAD',
      expect: { kind: 'operation' } as const,
      method: sample.method,
      target: sample.path,
    };
  });
}

/** Raw requests the HTTP parser itself refuses, each with the one answer it must get. */
export function transportCases(token: string): FuzzCase[] {
  const raw = (label: string, text: string, expect: Expectation): FuzzCase => ({
    label,
    chunks: [Buffer.from(text, 'latin1')],
    head: false,
    expect,
    method: '',
    target: '',
  });
  const badRequest: Expectation = { kind: 'refused', statuses: [400] };
  // Headers that stay under Node's 16 kB limit are read: the operation answers as usual.
  const readable = (label: string, text: string): FuzzCase => ({
    ...raw(label, text, { kind: 'operation' }),
    method: 'GET',
    target: '/api/packages',
  });
  const cases: FuzzCase[] = [];
  for (let i = 0; i < 20; i += 1) {
    cases.push(
      raw('unknown method', `BREW${i} /api/packages HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, badRequest),
      raw('CONNECT', `CONNECT 127.0.0.1:${1000 + i} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, {
        kind: 'refused',
        statuses: [405],
      }),
      raw(
        'bad Content-Length',
        `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${i}abc\r\nConnection: close\r\n\r\n{}`,
        badRequest,
      ),
      raw(
        'Content-Length and chunked',
        `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
        badRequest,
      ),
      raw(
        'broken chunk size',
        `POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz${i}\r\n{}\r\n0\r\n\r\n`,
        badRequest,
      ),
      raw(
        'huge header',
        `GET /api/users/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nX-Long: ${'x'.repeat(20_000 + i * 1000)}\r\nConnection: close\r\n\r\n`,
        { kind: 'refused', statuses: [431] },
      ),
      // Node 24 takes at most 1,000 header lines and answers 431 beyond that.
      readable(
        'many headers',
        `GET /api/packages HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 900 }, (_, n) => `X-H${n}: ${i}`).join('\r\n')}\r\nConnection: close\r\n\r\n`,
      ),
      raw(
        'too many headers',
        `GET /api/packages HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 1500 }, (_, n) => `X-H${n}: ${i}`).join('\r\n')}\r\nConnection: close\r\n\r\n`,
        { kind: 'refused', statuses: [431] },
      ),
      raw(
        'header without colon',
        `GET /api/packages HTTP/1.1\r\nHost: x\r\nBroken header ${i}\r\nConnection: close\r\n\r\n`,
        badRequest,
      ),
      raw('space in target', `GET /api/pack ages${i} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, badRequest),
      raw('bad version', `GET /api/packages HTTP/9.${i}\r\nHost: x\r\nConnection: close\r\n\r\n`, badRequest),
      raw(
        'control character in header',
        `GET /api/packages HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b${i}\r\nConnection: close\r\n\r\n`,
        badRequest,
      ),
      readable(
        'upgrade',
        `GET /api/packages HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket${i}\r\n\r\n`,
      ),
    );
  }
  return cases;
}
