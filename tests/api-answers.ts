// The one place tests build an error answer: through orval's generated per-status MSW handlers
// (getLoginMockHandler401, getChangePackageMockHandler422, …) with the contract's error envelope.
// A handler exists only for a status the contract documents for that operation, and the body is
// typed by it (422 needs its field `errors`), so a test can only send what the contract allows.
import { http, HttpResponse, type HttpHandler, type RequestHandlerOptions } from 'msw';
import type { ErrorCode, ErrorResponse } from '@shared/api/generated/model';
import { server } from '@mocks/node';
import { errorCodeOf } from '../server/domain/error-codes';

/** One of orval's generated MSW handlers for one operation and status. */
type GeneratedHandler = (override?: never, options?: RequestHandlerOptions) => HttpHandler;
/** The envelope that handler answers (the object form of its override). */
type BodyOf<H extends GeneratedHandler> = Exclude<Parameters<H>[0], undefined | ((...args: never[]) => unknown)>;
/**
 * What the envelope holds beside `success` and `message`: the field errors (required on 422), and
 * a `code` where the status alone does not say it (a package limit's 429).
 */
type Details<H extends GeneratedHandler> = Omit<BodyOf<H>, 'success' | 'message' | 'code'> & { code?: ErrorCode };

export interface AnswerOptions {
  /** Answer like this once, then let the generated handlers answer again (a retry succeeds). */
  once?: boolean;
  /** Hold the answer until this settles (to see a pending state first). */
  before?: () => Promise<unknown>;
}

type DetailsArgument<H extends GeneratedHandler> =
  object extends Details<H> ? [details?: Details<H> & AnswerOptions] : [details: Details<H> & AnswerOptions];

/**
 * The error envelope itself, for the rare answer that is not one operation's (a catch-all that
 * expires the session on every authenticated call).
 */
export function errorEnvelope(message: string, status: number): ErrorResponse {
  return { success: false, code: errorCodeOf(status), message };
}

/** The status a generated handler answers with: the digits its name ends in (getLoginMockHandler401). */
function statusOf(handler: GeneratedHandler): number {
  const status = /(\d{3})$/.exec(handler.name)?.[1];
  if (!status) throw new Error(`${handler.name} is not a generated per-status MSW handler`);
  return Number(status);
}

function answer(handler: GeneratedHandler, body: object, { once, before }: AnswerOptions): HttpHandler {
  const produce = before
    ? async () => {
        await before();
        return body;
      }
    : body;
  return (handler as unknown as (override: unknown, options?: RequestHandlerOptions) => HttpHandler)(
    produce,
    once ? { once: true } : undefined,
  );
}

/**
 * A documented failure: `answerError(getLoginMockHandler401, 'Invalid email or password.')`,
 * `answerError(getRegisterMockHandler422, 'Validation failed.', { errors: [...] })`. A success
 * handler (…MockHandler200) does not compile: its envelope is not an ErrorResponse.
 */
export function answerError<H extends GeneratedHandler>(
  handler: H,
  message: BodyOf<H> extends ErrorResponse ? string : never,
  ...[details]: DetailsArgument<H>
): HttpHandler {
  const { once, before, ...rest } = (details ?? {}) as AnswerOptions & object;
  return answer(handler, { success: false, code: errorCodeOf(statusOf(handler)), message, ...rest }, { once, before });
}

/**
 * A failure whose envelope has no message — off the contract on purpose (ErrorResponse requires
 * one), to prove a screen then shows its own fallback text and not an empty or technical one.
 */
export function answerErrorWithoutMessage<H extends GeneratedHandler>(
  handler: H,
  ...[options]: BodyOf<H> extends ErrorResponse ? [options?: AnswerOptions] : [never]
): HttpHandler {
  return answer(handler, { success: false }, options ?? {});
}

/** A request as it went over the wire. */
export interface SentRequest {
  url: URL;
  headers: Headers;
  /** The parsed JSON body, undefined without one. */
  body: unknown;
}

/**
 * Records every request to `METHOD /api/path` (path as the client sends it, e.g. '/api/users/me')
 * for a test to assert what was sent. tests/setup.ts removes the listener after each test.
 */
export function recordRequests(method: string, pathname: string): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || url.pathname !== pathname) return;
    // Pushed at once (the order of requests), the body filled in as it is read.
    const entry: SentRequest = { url, headers: request.headers, body: undefined };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return sent;
}

/**
 * A rate limit's 429 with its Retry-After header, for an operation whose contract documents 429
 * (`answerRateLimited('post', '/api/forgot-password', 'Too many requests.', 120)`). orval's
 * generated handlers send no headers, so this one is written by hand with the same envelope.
 */
export function answerRateLimited(
  method: 'get' | 'post' | 'put' | 'delete',
  path: `/api/${string}`,
  message: string,
  retryAfterSeconds: number,
  /** The 429s a rate limit shares its status with carry their own: package_limit, report_queue_full. */
  code: ErrorCode = 'rate_limited',
): HttpHandler {
  return http[method](`*${path}`, () =>
    HttpResponse.json(
      { ...errorEnvelope(message, 429), code },
      {
        status: 429,
        headers: { 'Retry-After': String(retryAfterSeconds) },
      },
    ),
  );
}
