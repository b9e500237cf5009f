// The contract states the characters the server refuses, so a client validating with the
// generated zod refuses exactly what the server refuses: for every string field of every request
// body, a NUL and a lone UTF-16 surrogate (which text cannot store) are put into the contract's
// own example, and the server's answer is compared with the zod verdict on that field. A paired
// surrogate (an emoji) is storable text: both must let it through.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operations } from '@shared/api/generated/operations';
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
function stringFields(operationId: keyof typeof BODY_SCHEMAS, example: Record<string, unknown>): string[] {
  const schema = BODY_SCHEMAS[operationId];
  return Object.keys(schema.shape).filter((field) =>
    field in example ? typeof example[field] === 'string' : schema.safeParse({ ...example, [field]: 'text' }).success,
  );
}

it('for every string field of every request body, the server refuses a character exactly when the generated zod does', async () => {
  const disagreements: string[] = [];
  let compared = 0;
  for (const [operationId, schema] of Object.entries(BODY_SCHEMAS) as [
    keyof typeof BODY_SCHEMAS,
    (typeof BODY_SCHEMAS)[keyof typeof BODY_SCHEMAS],
  ][]) {
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
