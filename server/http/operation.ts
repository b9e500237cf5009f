// Registers one contract operation: its method and path come from the generated operations map
// (so a route can only exist if the contract has it), its params, query and body are checked
// with the generated zod schemas (422 with per-field errors), a secured operation requires a
// live session (401), and the result is wrapped in the contract's envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Language } from '@shared/api/generated/model';
import { operations, repeatedItemFields, type OperationSpec } from '@shared/api/generated/operations';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import type { ChatWriters } from '../services/chat';
import type { ReportJobs } from '../services/report-jobs';
import type { AiProvider } from '../ai/provider';
import { authenticate } from '../services/accounts';
import type { UserRow } from '../db/users';
import { enforceRateLimit, enforceUserRateLimit, refuseKnownSession, type RateRule } from '../services/rate-limit';
import { hashToken } from '../auth/tokens';
import { ApiFailure, fail } from '../domain/errors';
import { fieldProblems } from '../domain/field-problems';
import { text, type MessageKey } from '../domain/messages';
import { languageFrom } from './language';
import { malformedQueryParameters } from './malformed-url';

export interface ServerDeps {
  db: Db;
  ai: AiProvider;
  /** The report writer of this instance (routes queue, cancel and delete through it). */
  jobs: ReportJobs;
  /** The chat answers this instance is writing. */
  answers: ChatWriters;
  sessionTtlMs: number;
  /** Sends the password reset mails. */
  mailer: Mailer;
  /** The base of links in mails: PUBLIC_URL, or the address the app is served at. */
  publicUrl: () => string;
  /** Reports one user may have queued or being written at once. */
  openReportsPerUser: number;
  /** Per client address, except emailChange, passwordChange and comparisonReadsPerUser (per user). */
  rateLimits: Record<
    | 'login'
    | 'register'
    | 'forgotPassword'
    | 'resetPassword'
    | 'contact'
    | 'demoMessage'
    | 'emailChange'
    | 'passwordChange'
    | 'comparisonReadsPerUser'
    | 'comparisonReadsPerAddress'
    | 'sharedReads',
    RateRule
  >;
}

export interface OperationContext<B, P, Q> {
  request: FastifyRequest;
  body: B;
  params: P;
  query: Q;
  language: Language;
  /** Aborted when the client goes away before the answer is sent. */
  signal: AbortSignal;
}

export interface OptionalUserContext<B, P, Q> extends OperationContext<B, P, Q> {
  user?: UserRow;
}

export interface SecuredContext<B, P, Q> extends OperationContext<B, P, Q> {
  user: UserRow;
  token: string;
}

export interface OperationResult {
  status?: number;
  message?: MessageKey;
  data?: unknown;
  /** For a 202: the address to read until the work it started ends (Location, with Retry-After). */
  poll?: string;
}

/** The seconds a 202 asks a client to wait before reading its Location (and between reads). */
export const POLL_AFTER_SECONDS = 1;

interface Schemas<B, P, Q> {
  body?: ZodType<B>;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  /** A rate limit per client address, counted once the request is valid. */
  rateLimit?: keyof ServerDeps['rateLimits'];
  /**
   * A rate limit per signed-in user, counted once the request is valid (beside the address's); a
   * session it refused is refused again before it is looked up, until the window has room.
   */
  userRateLimit?: keyof ServerDeps['rateLimits'];
  /** Checked right after authentication, before the input (e.g. the package level: 403 before 422). */
  guard?: (user: UserRow) => void;
  /**
   * A public operation whose token is optional (`security: [{}, bearerAuth]`): a valid token gives
   * the handler its user, a missing or stale one none, never a 401.
   */
  optionalUser?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    hasBody?: boolean;
  }
}

export function operationSpec(operationId: string): OperationSpec {
  const spec = operations.find((op) => op.operationId === operationId);
  if (!spec) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return spec;
}

/** Fastify's route syntax for a contract path: /api/comparisons/{comparisonId} → /api/comparisons/:comparisonId. */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

function parse<T>(schema: ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  // The contract's character rule (no NUL, no lone surrogate: text PostgreSQL cannot store) is in
  // every string's pattern, so the generated schema alone refuses them.
  if (!result.success) throw new ApiFailure(422, 'validationFailed', fieldProblems(result.error.issues, value));
  return result.data;
}

/**
 * Query strings are text: whole numbers become numbers for the contract's integer parameters
 * (anything else, "1.5" included, stays text and is refused with the field's own message).
 */
function coerceQuery(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    out[key] = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return out;
}

function abortSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response closing before it was finished means the client went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The user whose live session the request's bearer token is, with that token; none without one. */
export async function sessionOf(
  db: Db,
  request: FastifyRequest,
): Promise<{ user: UserRow; token: string } | undefined> {
  const token = bearerToken(request);
  // Tokens we issue are 43 characters; anything far longer is not worth a database lookup.
  const user = token && token.length <= 200 ? await authenticate(db, token) : undefined;
  return user && token ? { user, token } : undefined;
}

/** Who is asking, settled in onRequest before anything of the request is read. */
const callers = new WeakMap<FastifyRequest, { user: UserRow; token: string }>();

type Handler<C> = (context: C) => Promise<OperationResult>;

/** An operation anyone may call (`security: []` in the contract). */
export function publicOperation<B = undefined, P = undefined, Q = undefined>(
  app: FastifyInstance,
  deps: ServerDeps,
  operationId: string,
  schemas: Schemas<B, P, Q>,
  handler: Handler<OptionalUserContext<B, P, Q>>,
): void {
  register(app, deps, operationId, schemas, handler as Handler<unknown>, false);
}

/** An operation that needs a live session (bearerAuth in the contract). */
export function securedOperation<B = undefined, P = undefined, Q = undefined>(
  app: FastifyInstance,
  deps: ServerDeps,
  operationId: string,
  schemas: Schemas<B, P, Q>,
  handler: Handler<SecuredContext<B, P, Q>>,
): void {
  register(app, deps, operationId, schemas, handler as Handler<unknown>, true);
}

function register<B, P, Q>(
  app: FastifyInstance,
  deps: ServerDeps,
  operationId: string,
  schemas: Schemas<B, P, Q>,
  handler: Handler<unknown>,
  secured: boolean,
): void {
  const spec = operationSpec(operationId);
  if (spec.secured !== secured) throw new Error(`${operationId}: the contract says secured=${spec.secured}`);
  app.route({
    method: spec.method.toUpperCase() as 'GET',
    url: routePath(spec.path),
    config: { operationId, hasBody: Boolean(schemas.body) },
    // The session is checked before the body is read or parsed, so a request without a valid token
    // is a 401 (and one whose package lacks the operation a 403) whatever its content type or body.
    onRequest:
      secured || schemas.optionalUser
        ? async (request) => {
            const token = bearerToken(request);
            if (schemas.userRateLimit && token) refuseKnownSession(deps.db, schemas.userRateLimit, hashToken(token));
            const session = await sessionOf(deps.db, request);
            if (secured && !session) throw fail(401, 'sessionExpired');
            if (!session) return;
            schemas.guard?.(session.user);
            callers.set(request, session);
          }
        : undefined,
    handler: async (request, reply) => {
      const language = languageFrom(request.headers['accept-language']);
      const signal = abortSignalOf(reply);
      const { user, token } = callers.get(request) ?? {};
      const params = parse(schemas.params, request.params);
      const malformed = schemas.query ? malformedQueryParameters(request.url) : [];
      if (malformed.length) throw new ApiFailure(422, 'validationFailed', malformed);
      const query = parse(schemas.query, coerceQuery(request.query));
      const body = parse(schemas.body, request.body);
      const repeated = repeatedItemFields(spec, body);
      if (repeated.length)
        throw new ApiFailure(
          422,
          'validationFailed',
          repeated.map((field) => ({ field, message: 'duplicateEntries' })),
        );
      if (schemas.rateLimit)
        await enforceRateLimit(deps.db, `${schemas.rateLimit}:${request.ip}`, deps.rateLimits[schemas.rateLimit]);
      if (schemas.userRateLimit && user && token) {
        const rule = deps.rateLimits[schemas.userRateLimit];
        await enforceUserRateLimit(deps.db, schemas.userRateLimit, rule, user.id, hashToken(token));
      }
      const result = await handler({ request, body, params, query, language, signal, user, token });
      reply.code(result.status ?? 200);
      if (result.poll) reply.header('Location', result.poll).header('Retry-After', String(POLL_AFTER_SECONDS));
      return {
        success: true,
        ...(result.message ? { message: text(result.message, language) } : {}),
        ...('data' in result ? { data: result.data } : {}),
      };
    },
  });
}
