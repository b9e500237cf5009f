// The whole HTTP server as a function of its dependencies (database, AI provider, options), so
// main.ts and the tests build exactly the same thing. /api is the contract; everything else is
// the built SPA (when a dist folder is given) with strict security headers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorCode, FieldError } from '@shared/api/generated/model';
import { findOperation, operations } from '@shared/api/generated/operations';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from '@shared/csp';
import { AiError } from './ai/provider';
import { errorCodeOf } from './domain/error-codes';
import { ApiFailure, type FieldProblem } from './domain/errors';
import { isMessageKey, text, type MessageKey, type MessageParams } from './domain/messages';
import { languageFrom } from './http/language';
import { loggableError } from './http/loggable-error';
import { loggableUrl } from './http/loggable-url';
import { malformedPathParameters } from './http/malformed-url';
import type { TrustProxy } from './config';
import { sessionOf, type ServerDeps } from './http/operation';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { comparisonsRoutes } from './routes/comparisons';
import { sampleRoutes } from './routes/sample';
import { packagesRoutes } from './routes/packages';
import { usersRoutes } from './routes/users';

export interface AppOptions extends ServerDeps {
  /** The built SPA (vite build output) to serve at /; absent or missing → API only. */
  distDir?: string;
  /** Trust X-Forwarded-* from a load balancer (true, a hop count or an address list). */
  trustProxy?: TrustProxy;
  /** The request log: off, on (stdout), or into a stream (the tests read it). */
  logger?: boolean | { stream: { write(line: string): void } };
  /**
   * How long a client may take to send a whole request, body included (30 s): a connection that
   * trickles its body in (or never finishes it) is answered 408 and closed instead of held forever.
   */
  requestTimeoutMs?: number;
  /** Called with every /api answer (tests check each against the contract). */
  onApiResponse?: (exchange: {
    operationId: string | undefined;
    method: string;
    url: string;
    status: number;
    payload: string;
  }) => void;
}

export const BODY_LIMIT = 1024 * 1024;
/** Longer than any id the contract allows; a longer path parameter is answered before routing. */
const MAX_PARAM_LENGTH = 500;
/** The body limit as a person reads it, for the 413 text. */
const BODY_LIMIT_TEXT = `${BODY_LIMIT / (1024 * 1024)} MB`;

/**
 * The Content-Security-Policy: the app's one list of directives (shared/csp.ts, which the
 * static build also puts in a <meta>), plus what only a header can carry or a served page needs.
 * No 'unsafe-inline': the few inline blocks the built index.html carries (the route-preload
 * script, the boot shell's critical CSS) are allowed by their SHA-256 only, computed from the file
 * being served, so any other inline code is refused.
 */
export function contentSecurityPolicy(
  hashes: { script: string[]; style: string[] } = { script: [], style: [] },
): string {
  const withHashes = (directive: string, sources: string[]) => [directive, ...sources].join(' ');
  const directives: string[] = CONTENT_SECURITY_POLICY_DIRECTIVES.map((directive) =>
    directive.startsWith('script-src ') ? withHashes(directive, hashes.script) : directive,
  );
  // Styles fall back to default-src 'self' in the list; a served page adds its inline blocks' hashes.
  directives.push(withHashes("style-src 'self'", hashes.style));
  // Framing can only be refused by a header (a <meta> cannot carry frame-ancestors).
  directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

/** CSP hash sources of the inline <script> (executable ones only) and <style> blocks of an HTML page. */
export function inlineHashes(html: string): { script: string[]; style: string[] } {
  const hash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
  const script = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    // Data blocks (application/json, importmap aside) are never executed, so CSP does not cover them.
    .filter(([, attrs]) => !/type=["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , content]) => hash(content));
  const style = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map(([, content]) => hash(content));
  return { script, style };
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const AI_MESSAGES: Record<Exclude<AiError['kind'], 'aborted'>, MessageKey> = {
  timeout: 'aiTimeout',
  stalled: 'aiStalled',
  'invalid-output': 'aiInvalid',
  'wrong-items': 'aiWrongItems',
  unavailable: 'aiUnavailable',
};

/** The one shape of every failed /api answer. */
function envelope(code: ErrorCode, message: string, errors?: FieldError[]) {
  return { success: false as const, code, message, ...(errors?.length ? { errors } : {}) };
}

/** The statuses the contract documents for the operation a request is for. */
function documented(request: FastifyRequest): string[] {
  const operationId = request.routeOptions?.config?.operationId;
  const spec = operationId
    ? operations.find((op) => op.operationId === operationId)
    : findOperation(request.method, request.url);
  return spec ? Object.keys(spec.responses) : [];
}

function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  options: { errors?: FieldProblem[]; literal?: string; params?: MessageParams; code?: ErrorCode } = {},
) {
  const language = languageFrom(request.headers['accept-language']);
  // Set here too: answers from frameworkErrors skip the onSend hook.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  const errors: FieldError[] | undefined = options.errors?.map((error) => ({
    field: error.field,
    message: isMessageKey(error.message) ? text(error.message, language, error.params) : error.message,
  }));
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(
      envelope(options.code ?? errorCodeOf(status), options.literal ?? text(key, language, options.params), errors),
    );
}

/** How much of an oversized upload is read and dropped so the client reads its 413; past it, the connection closes. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** Reads a request body to its end without keeping it, up to `limit` bytes. */
function drain(body: NodeJS.ReadableStream & { readableEnded?: boolean; destroyed?: boolean }, limit: number) {
  if (body.readableEnded || body.destroyed) return Promise.resolve();
  return new Promise<void>((done) => {
    let read = 0;
    const finish = () => {
      body.removeListener('data', count);
      done();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) finish();
    };
    body.on('data', count);
    body.once('end', finish);
    body.once('close', finish);
    body.once('error', finish);
    body.resume();
  });
}

/** Allowed methods of a /api path, from the contract (for 405 and its Allow header). */
function allowedMethods(url: string): string[] {
  const path = url.split('?')[0];
  return operations.filter((op) => op.pattern.test(path)).map((op) => op.method.toUpperCase());
}

/**
 * Fastify's trustProxy. A hop count becomes proxy-addr's function of the hop (Fastify itself now
 * trusts nothing for a bare number, since a client that reaches the server directly can send any
 * number of hops): the README says to use it only where the server is reachable through those
 * proxies alone, and to prefer their addresses.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return trust.addresses;
}

/** Fastify's logger, with a request serializer that leaves share ids and query strings out. */
function loggerOption(logger: NonNullable<AppOptions['logger']>) {
  if (!logger) return false;
  const serializers = {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
    }),
  };
  return logger === true ? { serializers } : { stream: logger.stream, serializers };
}

/** What Node's HTTP parser refuses (an unknown method, a broken header line) never reaches a route. */
function answerClientError(error: Error, socket: Duplex): void {
  if (!socket.writable) return;
  const code = (error as { code?: string }).code;
  const timedOut = code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const [status, reason] = timedOut
    ? [408, 'Request Timeout']
    : code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : [400, 'Bad Request'];
  const body = JSON.stringify(envelope(errorCodeOf(status), text(timedOut ? 'requestTimeout' : 'badRequest', 'en')));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify with the server's limits and timeouts, and envelope answers for what never reaches a route. */
function createFastify(options: AppOptions): FastifyInstance {
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  return Fastify({
    logger: loggerOption(options.logger ?? false),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    return503OnClosing: true,
    requestTimeout: requestTimeoutMs,
    // Node enforces requestTimeout only while headersTimeout is not longer (seen on Node 24: with its
    // default 60 s a trickled body was never cut), and looks for late requests every 30 s by default.
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestTimeoutMs / 2)),
    },
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreDuplicateSlashes: false },
    // A malformed percent-encoding in the path: a documented 4xx in the envelope, not Fastify's own
    // body. It comes before routing, so the session is checked here: 401 first holds for it too.
    frameworkErrors: (error, request, reply) => {
      void answerFrameworkError(options.db, error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
}

async function answerFrameworkError(
  db: AppOptions['db'],
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A path parameter longer than any id the contract allows (maxParamLength): the same 422.
  const problem =
    error.code === 'FST_ERR_BAD_URL'
      ? ({ message: 'malformedUrl' } as const)
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? ({ message: 'textTooLong', params: { max: MAX_PARAM_LENGTH } } as const)
        : undefined;
  if (!problem) return sendFailure(request, reply, 400, 'badRequest');
  const operation = findOperation(request.method, request.url);
  if (operation?.secured && !(await sessionOf(db, request))) return sendFailure(request, reply, 401, 'sessionExpired');
  if (operation && Object.keys(operation.responses).includes('422')) {
    // Named by the parameter it was sent as, as the generated schema names the same refusal.
    const named = error.code === 'FST_ERR_BAD_URL' ? malformedPathParameters(operation.path, request.url) : [];
    const errors = named.length ? named : [{ field: 'path', ...problem }];
    return sendFailure(request, reply, 422, 'validationFailed', { errors });
  }
  return sendFailure(request, reply, 404, error.code === 'FST_ERR_BAD_URL' ? 'malformedUrl' : 'notFound');
}

/** Operations without a request body ignore whatever is sent; for the others, anything but JSON is a 415. */
function acceptOnlyJson(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.operationId && !request.routeOptions.config.hasBody)
      delete request.headers['content-type'];
  });
  // Fastify parses text/plain by default; the contract only speaks JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', (request, payload, done) => {
    // Outside the operations (an unknown path, a method the path lacks) the body is never read:
    // the answer is the 404/405 the address deserves, whatever was sent.
    if (!request.routeOptions.config?.operationId || !request.routeOptions.config.hasBody) {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', () => done(null, undefined));
      return;
    }
    payload.resume();
    done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
  });
}

/** The security headers on every answer; no caching of the API, whose answers are reported to `onApiResponse`. */
function addResponseHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
  onApiResponse: AppOptions['onApiResponse'],
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('Cache-Control', 'no-store');
      if (onApiResponse && typeof payload === 'string') {
        onApiResponse({
          operationId: request.routeOptions.config?.operationId,
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          payload,
        });
      }
    }
    return payload;
  });
}

/** Every failure answers in the envelope, with the status the contract documents. */
function handleErrors(
  app: FastifyInstance,
  outsideOperations: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler(async (error: FastifyError | ApiFailure | AiError, request, reply) => {
    // A body the not-found route could not parse (broken JSON to an unknown path): the address decides.
    if (!request.routeOptions.config?.operationId && !(error instanceof ApiFailure) && !(error instanceof AiError)) {
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 400 && status < 500) return outsideOperations(request, reply);
    }
    if (error instanceof ApiFailure) {
      // Refused before its body was read (a 401 or 403 comes first): read it to its end and drop
      // it, so a client still uploading reads the answer instead of a reset connection.
      await drain(request.raw, DRAIN_LIMIT);
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendFailure(request, reply, error.status, error.key, {
        errors: error.errors,
        literal: error.literal,
        params: error.params,
        code: error.code,
      });
    }
    if (error instanceof AiError) {
      if (error.kind !== 'aborted') request.log.warn({ ai: error.message }, 'AI provider failed');
      return sendFailure(request, reply, 503, error.kind === 'aborted' ? 'aiUnavailable' : AI_MESSAGES[error.kind], {
        code: 'ai_unavailable',
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      // Read the rest of the upload (and drop it) before answering: a client still sending would
      // otherwise see its connection reset and never read the 413.
      await drain(request.raw, DRAIN_LIMIT);
      return sendFailure(request, reply, 413, 'payloadTooLarge', { params: { limit: BODY_LIMIT_TEXT } });
    }
    if (status === 415) return sendFailure(request, reply, 415, 'unsupportedMediaType');
    if (status >= 400 && status < 500) {
      // A body that is not JSON (or empty, or with a forbidden __proto__ key) is an invalid body.
      if (documented(request).includes('422'))
        return sendFailure(request, reply, 422, 'validationFailed', {
          errors: [{ field: 'body', message: 'bodyNotJson' }],
        });
      return sendFailure(request, reply, 400, 'badRequest');
    }
    request.log.error({ error: loggableError(error) }, 'request failed');
    return sendFailure(request, reply, 500, 'serverError');
  });
}

/**
 * What a request outside the contract's operations gets: 405 with Allow where the path exists,
 * the SPA's index.html for a client route, else 404.
 */
function outsideOperationsHandler(spa: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      const allowed = allowedMethods(path);
      if (allowed.length) {
        const methods = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
        reply.header('Allow', methods);
        return sendFailure(request, reply, 405, 'methodNotAllowed', {
          params: { method: request.method, allowed: methods },
        });
      }
      return sendFailure(request, reply, 404, 'notFound');
    }
    // A missing hashed asset is a 404, not the app's HTML under a .js name.
    if ((request.method === 'GET' || request.method === 'HEAD') && spa && !path.startsWith('/assets/')) {
      // A client route (/app/compare, /s/abc…): the SPA's index.html, never cached.
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendFailure(request, reply, 404, 'notFound');
  };
}

/** The built SPA from `dist`: hashed assets cached for a year, everything else revalidated. */
async function serveSpa(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    // One route per file of the build, found once at start: a catch-all route would read the
    // folders at every request to refuse a path spelt in another case (a tenth of the server's CPU
    // while the journeys load pages). A built app does not change under a running server.
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply: unknown, path: string) => {
      const raw = reply as {
        header?: (name: string, value: string) => void;
        setHeader?: (name: string, value: string) => void;
      };
      const set = (name: string, value: string) =>
        raw.header ? raw.header(name, value) : raw.setHeader?.(name, value);
      // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
      set('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** CONNECT (a proxy tunnel) never reaches the router; without this Node would just drop the socket. */
function answerConnect(app: FastifyInstance): void {
  app.server.on('connect', (request: { headers: Record<string, string | string[] | undefined> }, socket: Duplex) => {
    const body = JSON.stringify(
      envelope(
        'method_not_allowed',
        text('methodNotAllowed', languageFrom(request.headers['accept-language']), {
          method: 'CONNECT',
          allowed: 'GET, POST, PUT, DELETE',
        }),
      ),
    );
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, DELETE\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  acceptOnlyJson(app);
  const dist = options.distDir ? resolve(options.distDir) : undefined;
  const spa = Boolean(dist && existsSync(`${dist}/index.html`));
  const headers =
    spa && dist
      ? {
          ...SECURITY_HEADERS,
          'Content-Security-Policy': contentSecurityPolicy(inlineHashes(readFileSync(`${dist}/index.html`, 'utf8'))),
        }
      : SECURITY_HEADERS;
  addResponseHeaders(app, headers, options.onApiResponse);
  const outsideOperations = outsideOperationsHandler(spa);
  handleErrors(app, outsideOperations);
  app.setNotFoundHandler(outsideOperations);
  if (spa && dist) await serveSpa(app, dist);
  answerConnect(app);
  authRoutes(app, options);
  usersRoutes(app, options);
  packagesRoutes(app, options);
  comparisonsRoutes(app, options);
  sampleRoutes(app, options);
  chatRoutes(app, options);
  return app;
}
