// The contract states the characters the server refuses, so a client validating with the
// generated zod refuses exactly what the server refuses: for every string field of every request
// body, a NUL and a lone UTF-16 surrogate (which text cannot store) are put into the contract's
// own example, and the server's answer is compared with the zod verdict on that field. A paired
// surrogate (an emoji) is storable text: both must let it through. The same holds for every
// string path and query parameter, sent percent-encoded as a client would (a lone surrogate as the
// three bytes of its WTF-8 form, which is not UTF-8) — and a secured operation asked without a token
// answers 401 whatever its parameters hold.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZodObject, ZodType } from 'zod';
import { operations } from '@shared/api/generated/operations';
import * as generated from '@shared/api/generated/zod/index.zod';
import { BODY_SCHEMAS, exampleBodies, pathOf } from './fuzz/cases';
import { startTestServer, type TestServer } from './harness';

const CHARACTERS = { nul: '\u0000', 'lone high surrogate': '\uD800', 'lone low surrogate': '\uDC00', emoji: '😀' };
const examples = exampleBodies('openapi.yaml');

let server: TestServer;
let token: string;
beforeAll(async () => {
  // Rate limits out of the way: every case must reach validation and the handler.
  server = await startTestServer({ rateLimitScale: 100_000 });
  const email = 'characters@example.com';
  await server.call('POST', '/api/register', {
    body: { name: 'Characters', email, password: 'Passw0rd!', language: 'en' },
  });
  token = await server.login(email);
  await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_4' } });
});
afterAll(async () => {
  await server?.close();
});

/** The body's string fields: those the example fills with text, and the optional ones text fits. */
function stringFields(operationId: string, example: Record<string, unknown>): string[] {
  const schema = BODY_SCHEMAS[operationId]!;
  return Object.keys(schema.shape).filter((field) =>
    field in example ? typeof example[field] === 'string' : schema.safeParse({ ...example, [field]: 'text' }).success,
  );
}

it('for every string field of every request body, the server refuses a character exactly when the generated zod does', async () => {
  const disagreements: string[] = [];
  let compared = 0;
  for (const [operationId, schema] of Object.entries(BODY_SCHEMAS)) {
    const example = examples[operationId];
    if (!example) throw new Error(`${operationId} has no request example`);
    const operation = operations.find((candidate) => candidate.operationId === operationId)!;
    for (const field of stringFields(operationId, example)) {
      for (const [name, character] of Object.entries(CHARACTERS)) {
        const text = String(example[field] ?? 'text');
        const value = text.slice(0, 1) + character + text.slice(1);
        const body = { ...example, [field]: value };
        const zodRefuses = !schema.safeParse(body).success && schema.safeParse(example).success;
        const answer = await server.call(operation.method.toUpperCase(), pathOf(operationId), { body, token });
        const serverRefuses =
          answer.status === 422 && (answer.body.errors as { field: string }[]).some((error) => error.field === field);
        compared += 1;
        if (zodRefuses !== serverRefuses)
          disagreements.push(
            `${operationId}.${field} with a ${name}: zod ${zodRefuses ? 'refuses' : 'accepts'}, the server answers ${answer.status} ${JSON.stringify(answer.body.errors ?? answer.body.message)}`,
          );
        if (name !== 'emoji' && !zodRefuses)
          disagreements.push(`${operationId}.${field} with a ${name}: zod accepts it`);
      }
    }
  }
  expect(compared).toBeGreaterThan(60);
  expect(disagreements).toEqual([]);
  expect(server.violations).toEqual([]);
}, 120_000);

/** Percent-encodes text as a URL carries it; a lone surrogate becomes its three WTF-8 bytes. */
function percentEncoded(value: string): string {
  return [...value]
    .map((character) => {
      const code = character.codePointAt(0)!;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const schemaNamed = (name: string) => (generated as Record<string, unknown>)[name] as ZodObject | undefined;

/** Every string path and query parameter of every operation, with the generated schema that checks it. */
function stringParameters() {
  return operations.flatMap((operation) => {
    const name = operation.operationId[0]!.toUpperCase() + operation.operationId.slice(1);
    return (['path', 'query'] as const).flatMap((place) => {
      const schema = schemaNamed(place === 'path' ? `${name}Params` : `${name}QueryParams`);
      if (!schema) return [];
      return Object.keys(schema.shape)
        .filter((field) => schema.safeParse({ [field]: 'text' }).success || place === 'path')
        .filter((field) => !schema.safeParse({ [field]: 1 }).success)
        .map((field) => ({ operation, place, field, schema }));
    });
  });
}

it('for every string path and query parameter, the server refuses a character exactly when the generated zod does, and 401 comes first', async () => {
  const disagreements: string[] = [];
  let compared = 0;
  const parameters = stringParameters();
  for (const { operation, place, field, schema } of parameters) {
    const base = place === 'path' ? 'cmp_characters' : 'text';
    const pathValues = Object.fromEntries(Object.keys(place === 'path' ? schema.shape : {}).map((key) => [key, base]));
    for (const [name, character] of Object.entries(CHARACTERS)) {
      const value = base.slice(0, 1) + character + base.slice(1);
      const zodRefuses =
        !schema.safeParse({ ...pathValues, [field]: value }).success &&
        schema.safeParse({ ...pathValues, [field]: base }).success;
      const pathValue = (key: string) => percentEncoded(key === field && place === 'path' ? value : base);
      let target = operation.path.replace(/\{(\w+)\}/g, (_, key: string) => pathValue(key));
      if (place === 'query') target += `?${field}=${percentEncoded(value)}`;
      const method = operation.method.toUpperCase();
      const body = examples[operation.operationId];
      const refusesField = (answer: Awaited<ReturnType<TestServer['call']>>) =>
        answer.status === 422 &&
        ((answer.body.errors ?? []) as { field: string }[]).some((error) => error.field === field);
      // An opaque value the server did not issue (a made-up cursor) is refused whatever its
      // characters: there the server must refuse what zod refuses, and may refuse the rest.
      const baseRefused = refusesField(
        await server.call(method, target.replace(percentEncoded(value), base), { body, token }),
      );
      for (const withToken of [true, false]) {
        const answer = await server.call(method, target, { body, token: withToken ? token : undefined });
        const serverRefuses = refusesField(answer);
        const label = `${operation.operationId} ${place} ${field} with a ${name}, ${withToken ? 'with' : 'without'} a token`;
        compared += 1;
        if (!withToken && operation.secured) {
          if (answer.status !== 401) disagreements.push(`${label}: answers ${answer.status}, not 401`);
          continue;
        }
        if (zodRefuses !== serverRefuses && !(baseRefused && serverRefuses))
          disagreements.push(
            `${label}: zod ${zodRefuses ? 'refuses' : 'accepts'}, the server answers ${answer.status} ${JSON.stringify(answer.body.errors ?? answer.body.message)}`,
          );
      }
      if (name !== 'emoji' && !zodRefuses)
        disagreements.push(`${operation.operationId} ${place} ${field} with a ${name}: zod accepts it`);
    }
  }
  expect(parameters.map(({ operation, field }) => `${operation.operationId}.${field}`)).toContain(
    'listComparisons.search',
  );
  expect(compared).toBeGreaterThan(60);
  expect(disagreements).toEqual([]);
  expect(server.violations).toEqual([]);
}, 120_000);

/** The parts of a zod schema's definition that hold inner schemas. */
interface Definition {
  type: string;
  shape: Record<string, ZodType>;
  element: ZodType;
  keyType: ZodType;
  valueType: ZodType;
  options: ZodType[];
  innerType: ZodType;
  in: ZodType;
}

/** Where in `schema` a string lets a NUL or a lone surrogate through, nested lists and objects included. */
function textLettingThrough(schema: ZodType, path: string): string[] {
  const def = (schema as unknown as { _zod: { def: Definition } })._zod.def;
  switch (def.type) {
    case 'string':
      return Object.values(CHARACTERS)
        .filter((character) => character !== CHARACTERS.emoji)
        .some((character) => schema.safeParse(`ab${character}cd`).success || schema.safeParse(character).success)
        ? [path]
        : [];
    case 'object':
      return Object.entries(def.shape).flatMap(([key, inner]) => textLettingThrough(inner, `${path}.${key}`));
    case 'array':
      return textLettingThrough(def.element, `${path}[]`);
    case 'record':
      return [...textLettingThrough(def.keyType, `${path}{key}`), ...textLettingThrough(def.valueType, `${path}{}`)];
    case 'union':
      return def.options.flatMap((option) => textLettingThrough(option, path));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      return textLettingThrough(def.innerType, path);
    case 'pipe':
      return textLettingThrough(def.in, path);
    default:
      return [];
  }
}

// The server refuses these characters only through the generated schemas, so no string the
// server reads from a request may be without the contract's character rule.
it('every string of every request body, path and query, nested ones included, refuses a NUL and a lone surrogate', () => {
  const schemas = [
    ...Object.entries(BODY_SCHEMAS),
    ...operations.flatMap((operation) => {
      const name = operation.operationId[0]!.toUpperCase() + operation.operationId.slice(1);
      return [`${name}Params`, `${name}QueryParams`].flatMap((schemaName) => {
        const schema = schemaNamed(schemaName);
        return schema ? [[schemaName, schema] as const] : [];
      });
    }),
  ];
  expect(schemas.length).toBeGreaterThan(20);
  expect(schemas.flatMap(([name, schema]) => textLettingThrough(schema as ZodType, name))).toEqual([]);
});
