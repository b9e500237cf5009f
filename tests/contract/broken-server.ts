// A deliberately broken backend for the contract kit's own test: it answers every operation with
// the contract's examples and validates input like a real server, except for the seeded faults
// listed in SEEDED_FAULTS. `tsx tests/contract/broken-server.ts [--port n]` (127.0.0.1 only).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ZodType } from 'zod';
import { operations as generatedOperations, repeatedItemFields } from '@shared/api/generated/operations';
import * as zodAuth from '@shared/api/generated/zod/auth/auth.zod';
import * as zodChat from '@shared/api/generated/zod/chat/chat.zod';
import * as zodComparisons from '@shared/api/generated/zod/comparisons/comparisons.zod';
import * as zodContacts from '@shared/api/generated/zod/contacts/contacts.zod';
import * as zodPackages from '@shared/api/generated/zod/packages/packages.zod';
import * as zodUsers from '@shared/api/generated/zod/users/users.zod';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { loadContract, loadResolvedDocument, matchOperation, type Doc } from '../../scripts/contract-verify/contract';

/** Every fault this server has on purpose, and where contract:verify must report it. */
export const SEEDED_FAULTS = [
  {
    fault: 'missing required field',
    operation: 'getCurrentUser',
    check: 'response-schema',
    location: 'response.body.data.email',
  },
  { fault: 'wrong type', operation: 'listPackages', check: 'response-schema', location: 'response.body.data[1].price' },
  {
    fault: 'value out of range',
    operation: 'listPopularComparisons',
    check: 'response-schema',
    location: 'response.body.data[0].votes',
  },
  {
    fault: 'undocumented status',
    operation: 'requestPasswordReset',
    check: 'status-documented',
    location: 'response.status',
  },
  { fault: 'a 500', operation: 'listConversations', check: 'no-server-error', location: 'response.status' },
  {
    fault: 'wrong content type',
    operation: 'getMyPackage',
    check: 'content-type',
    location: 'response.headers.content-type',
  },
  {
    fault: 'unprotected endpoint',
    operation: 'listComparisons',
    check: 'auth-required',
    location: 'request.headers.authorization',
  },
  { fault: 'missing envelope', operation: 'listConversationMessages', check: 'envelope', location: 'response.body' },
  {
    fault: 'wrong enum value',
    operation: 'getComparison',
    check: 'response-schema',
    location: 'response.body.data.language',
  },
  {
    fault: 'extra-strict enum (refuses a valid value)',
    operation: 'register',
    check: 'accepts-valid-input',
    location: 'request.body.language',
  },
  {
    fault: 'accepted invalid body',
    operation: 'createContactMessage',
    check: 'rejects-invalid-input',
    location: 'request.body.email',
  },
  {
    fault: 'success flag contradicts the status',
    operation: 'voteInPoll',
    check: 'envelope',
    location: 'response.body.success',
  },
] as const;

const root = fileURLToPath(new URL('../..', import.meta.url));
const contractFile = `${root}openapi.yaml`;
const operations = loadContract(contractFile);
const doc = loadResolvedDocument(contractFile);
const zodModules: Record<string, unknown> = {
  ...zodAuth,
  ...zodChat,
  ...zodComparisons,
  ...zodContacts,
  ...zodPackages,
  ...zodUsers,
};
// The shape of the contract's session token (43 base64url characters); the faults are elsewhere.
const TOKEN = 'broken-server-token-00000000000000000000000';
const ACCOUNT = { email: 'premium@example.com', password: 'Passw0rd!' };

function example(path: string, method: string, status: string): Record<string, unknown> {
  const responses = ((doc.paths as Doc)[path] as Doc)[method] as {
    responses: Record<
      string,
      { content: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }
    >;
  };
  const media = responses.responses[status].content['application/json'];
  const value = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  return structuredClone(value) as Record<string, unknown>;
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
  extraHeaders: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), ...extraHeaders });
  res.end(text);
}

/** Comparisons deleted so far: read again, they are gone (404), as the contract's links expect. */
const deleted = new Set<string>();

/** Where a 202's work is read until it ends, with how long to wait: the contract's polling headers. */
function pollHeaders(id: string, answer: Record<string, unknown>): Record<string, string> {
  const data = (answer.data ?? {}) as Record<string, unknown>;
  const location =
    id === 'createComparison'
      ? `/api/comparisons/${String(data.id)}`
      : `/api/messages/${String((data.message as Record<string, unknown> | undefined)?.conversationId ?? data.conversationId)}`;
  return { Location: location, 'Retry-After': '1' };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('invalid');
  }
}

function invalid(res: ServerResponse, issues: { path: PropertyKey[]; message: string }[]): void {
  send(res, 422, {
    success: false,
    code: 'validation_failed',
    message: 'Validation failed.',
    errors: issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message })),
  });
}

/** `{name}` segments of the operation's path template, read from the request path. */
function pathParams(template: string, path: string): Record<string, string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const values = new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = (req.method ?? 'GET').toLowerCase();
  const operation = matchOperation(operations, method, url.pathname);
  if (!operation) return send(res, 404, { success: false, code: 'not_found', message: 'Not found.' });
  const id = operation.operationId;
  const authorized = req.headers.authorization === `Bearer ${TOKEN}`;

  // FAULT unprotected endpoint: listComparisons answers without a token.
  if (operation.secured && !authorized && id !== 'listComparisons') {
    return send(res, 401, {
      success: false,
      code: 'unauthorized',
      message: 'Your session has expired. Please log in again.',
    });
  }

  // orval names an operation's schemas in PascalCase: CreateComparisonBody, GetComparisonParams.
  const schemaOf = (part: 'Body' | 'Params' | 'QueryParams') =>
    zodModules[`${id[0].toUpperCase()}${id.slice(1)}${part}`] as ZodType | undefined;
  const bodySchema = schemaOf('Body');
  const body = await readJson(req);
  if (bodySchema && id !== 'createContactMessage') {
    // FAULT accepted invalid body: createContactMessage takes anything (no validation above).
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) return invalid(res, parsed.error.issues);
    // The contract's uniqueItems, which the generated zod leaves out (the real server checks it too).
    const spec = generatedOperations.find((candidate) => candidate.operationId === id);
    const [repeated] = spec ? repeatedItemFields(spec, body) : [];
    if (repeated) return invalid(res, [{ path: [repeated], message: 'Each value may appear only once.' }]);
  }
  const pathSchema = schemaOf('Params');
  if (pathSchema) {
    const parsed = pathSchema.safeParse(pathParams(operation.path, url.pathname));
    if (!parsed.success) return invalid(res, parsed.error.issues);
  }
  const querySchema = schemaOf('QueryParams');
  if (querySchema) {
    const query = Object.fromEntries(
      [...url.searchParams].map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]),
    );
    const parsed = querySchema.safeParse(query);
    if (!parsed.success) return invalid(res, parsed.error.issues);
  }
  const input = (body ?? {}) as Record<string, unknown>;
  const comparisonId = pathParams(operation.path, url.pathname).comparisonId;
  if (comparisonId !== undefined && deleted.has(comparisonId))
    return send(res, 404, { success: false, code: 'not_found', message: 'Comparison not found.' });
  if (id === 'deleteComparison' && comparisonId !== undefined) deleted.add(comparisonId);

  switch (id) {
    case 'login': {
      if (input.email !== ACCOUNT.email || input.password !== ACCOUNT.password)
        return send(res, 401, { success: false, code: 'unauthorized', message: 'Invalid email or password.' });
      const answer = example(operation.path, method, '200');
      (answer.data as Record<string, unknown>).token = TOKEN;
      return send(res, 200, answer);
    }
    case 'register':
      // FAULT extra-strict enum: refuses language "tr", which the contract allows.
      if (input.language !== 'en')
        return send(res, 422, {
          success: false,
          code: 'validation_failed',
          message: 'Validation failed.',
          errors: [{ field: 'language', message: 'Only en is supported.' }],
        });
      break;
    case 'requestPasswordReset':
      // FAULT undocumented status: 202 instead of the documented 200.
      return send(res, 202, example(operation.path, method, '200'));
    case 'getCurrentUser': {
      // FAULT missing required field: the user has no email.
      const answer = example(operation.path, method, '200');
      delete (answer.data as Record<string, unknown>).email;
      return send(res, 200, answer);
    }
    case 'listPackages': {
      // FAULT wrong type: a price as a string.
      const answer = example(operation.path, method, '200');
      (answer.data as Record<string, unknown>[])[1].price = '149.90';
      return send(res, 200, answer);
    }
    case 'listPopularComparisons': {
      // FAULT value out of range: negative votes.
      const answer = example(operation.path, method, '200');
      (answer.data as Record<string, unknown>[])[0].votes = -5;
      return send(res, 200, answer);
    }
    case 'listConversations':
      // FAULT a 500.
      return send(res, 500, {
        success: false,
        code: 'server_error',
        message: 'An unexpected error occurred. Please try again later.',
      });
    case 'getMyPackage':
      // FAULT wrong content type: the right JSON, labelled as HTML.
      return send(res, 200, example(operation.path, method, '200'), 'text/html; charset=utf-8');
    case 'listConversationMessages':
      // FAULT missing envelope: the bare list.
      return send(res, 200, example(operation.path, method, '200').data);
    case 'getComparison': {
      // FAULT wrong enum value: a language the contract does not know.
      const answer = example(operation.path, method, '200');
      (answer.data as Record<string, unknown>).language = 'de';
      return send(res, 200, answer);
    }
    case 'voteInPoll':
      // FAULT success flag contradicts the status: success false on a 200.
      return send(res, 200, { ...example(operation.path, method, '200'), success: false, message: 'Vote recorded.' });
    default:
      break;
  }
  const status = Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? '200';
  const answer = example(operation.path, method, status);
  return send(res, Number(status), answer, 'application/json', status === '202' ? pollHeaders(id, answer) : {});
}

export function startBrokenServer(port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { success: false, code: 'server_error', message: String(error) }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const { server, url } = await startBrokenServer(Number(values.port ?? process.env.PORT ?? 0));
  console.log(`Broken Kıyasla backend on ${url}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
