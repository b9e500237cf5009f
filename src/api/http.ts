// The orval mutator: the only module in the app that talks HTTP.
// It owns the /api base path, Accept-Language, the bearer token, the {success, message, data}
// envelope, response validation against the generated zod schemas and the 401 rule.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ZodType } from 'zod';
import { findOperation, operations, type OperationRoute } from '@shared/api/generated/operation-index';
import { ApiError, ContractError } from '@/api/errors';
import type { ErrorCode } from '@shared/api/generated/model';
import { notePollAfter } from '@/api/poll-after';
import { keepDrafts } from '@/lib/kept-draft';
import { clearSession, getRequestLanguage, getToken, markSessionEnded } from '@/lib/session';

/** What a hook resolves with: the envelope's `data`, or the envelope itself when it carries none. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;
export type ErrorType<_E> = ApiError | ContractError;
export type BodyType<B> = B;

const API_BASE = '/api';

// axios and the zod validators are not part of the entry: the entry starts loading axios in
// parallel with the route (`preloadTransport`), and each operation's validators load on its first
// call, while its request is on the wire (or earlier, from `preloadOperations`). Every response
// is still validated against the contract before a caller sees it.
type Transport = { client: AxiosInstance; isCancel: (value: unknown) => boolean };
let transport: Promise<Transport> | undefined;

function loadTransport(): Promise<Transport> {
  // Each response is parsed once: zod's JIT would compile every object schema on its first parse
  // (about 90 ms for a report, before the report can show) to save ~2 ms on later ones.
  // Interpreted parsing takes ~3 ms for the same report, and needs no eval (a strict CSP).
  // (Destructured, so the bundle keeps only `config`, not all of zod.)
  transport ??= Promise.all([import('axios'), import('zod').then(({ config }) => config({ jitless: true }))]).then(
    ([axiosModule]) => {
      return {
        client: axiosModule.default.create({
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          // Every status reaches our own handling below, so there is one place that reads the envelope.
          validateStatus: () => true,
          // fetch, not XHR: its promise settles when the status and headers arrive, before the body,
          // which tells an answer cut off halfway from a server never reached (see answeredFetch).
          // XHR's progress events cannot: Chromium drops the partial bytes of a failed answer.
          adapter: 'fetch',
          env: { fetch: answeredFetch },
          // Absolute, as fetch's Request needs outside a browser page (jsdom in the unit tests).
          baseURL: globalThis.location?.origin,
        }),
        isCancel: axiosModule.default.isCancel,
      };
    },
  );
  return transport;
}

const validators = new Map<string, Promise<Record<string, ZodType>>>();

function loadValidators(operation: OperationRoute): Promise<Record<string, ZodType>> {
  let loading = validators.get(operation.operationId);
  if (!loading) {
    loading = operation.load().then((module) => module.responses);
    // A failed chunk load may be retried by the next call.
    loading.catch(() => validators.delete(operation.operationId));
    validators.set(operation.operationId, loading);
  }
  return loading;
}

/** Starts fetching axios now (the entry calls it, so it loads beside the route, not after render). */
export function preloadTransport(): void {
  void loadTransport().catch(() => undefined);
}

/** Starts fetching the validators of operations a screen is about to call. */
export function preloadOperations(...operationIds: string[]): void {
  for (const operation of operations) {
    if (operationIds.includes(operation.operationId)) void loadValidators(operation).catch(() => undefined);
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign('/');
};

/** The app installs a router-aware redirect to the root here; the default reloads. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export async function httpRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<Unwrap<T>> {
  const url = config.url ?? '';
  if (!url.startsWith(API_BASE)) throw new Error(`Refusing a call outside ${API_BASE}: ${url}`);
  const operation = findOperation(config.method ?? 'get', url);
  // The validators load while the request is on the wire, not before it is sent.
  const responses = operation ? loadValidators(operation) : undefined;
  responses?.catch(() => undefined);
  const { client, isCancel } = await loadTransport();
  const token = getToken();
  const operationId = operation?.operationId ?? `${config.method} ${url}`;

  let response: AxiosResponse<unknown>;
  try {
    response = await client.request({
      ...config,
      ...options,
      headers: {
        'Accept-Language': getRequestLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...config.headers,
        ...options?.headers,
      },
    });
  } catch (error) {
    if (isCancel(error)) throw error;
    // No whole answer: the browser's text ("Network Error") is not the server's and never shown.
    throw new ApiError({
      kind: isTimeout(error) ? 'timeout' : 'network',
      operationId,
      cutOff: headersArrived(error),
      cause: error,
    });
  }

  // axios leaves a JSON body it cannot parse as a string: an answer cut off halfway is a
  // transport failure, not a server message and not a contract breach.
  if (isCutOff(response)) throw new ApiError({ kind: 'network', operationId, cutOff: true });

  const body = response.data as { success?: unknown; message?: unknown; data?: unknown; errors?: unknown };
  const ok = response.status >= 200 && response.status < 300;

  if (!ok) {
    // A 401 from a call that carried a token means the session is over; a 401 from the login
    // form (no token) is just a wrong password and stays on the form. Forms being filled in are
    // kept first (they are still mounted), and the notice is marked before the session is cleared,
    // so whatever re-renders on the cleared session already knows why.
    if (response.status === 401 && token) {
      markSessionEnded(keepDrafts());
      clearSession();
      onUnauthorized();
    }
    throw toApiError(body, response, operationId);
  }
  if (isObject(body) && body.success === false) throw toApiError(body, response, operationId);

  const schema = (await responses)?.[String(response.status)];
  if (!operation || !schema) {
    throw new ContractError(operationId, '', `status ${response.status} is not documented`);
  }
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    throw new ContractError(operationId, '', `content type ${response.headers['content-type']} is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContractError(operationId, issue.path.join('.'), issue.message);
  }
  if (response.status === 202) notePollAfter(headerOf(response, 'location'), retryAfterOf(response));
  const envelope = parsed.data as { data?: unknown };
  return ('data' in envelope ? envelope.data : envelope) as Unwrap<T>;
}

/** The requests whose status and headers arrived (fetch resolved), whatever happened to the body. */
const answered = new WeakSet<object>();

/**
 * The transport's fetch: it notes each request whose answer began to arrive. An error after that
 * is an answer cut off halfway, not a server that could not be reached. (Module level, not a
 * closure inside httpRequest: orval reads httpRequest's parameters from this file's source, and
 * axios keeps one fetch adapter per fetch function.)
 */
async function answeredFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (typeof input === 'object') answered.add(input);
  return response;
}

/** axios puts the fetch Request on its errors. */
function headersArrived(error: unknown): boolean {
  const request = isObject(error) ? error.request : undefined;
  return isObject(request) && answered.has(request);
}

function toApiError(body: unknown, response: AxiosResponse<unknown>, operationId: string): ApiError {
  const envelope = isObject(body) ? body : {};
  return new ApiError({
    kind: 'http',
    status: response.status,
    operationId,
    serverMessage: typeof envelope.message === 'string' ? envelope.message : undefined,
    fieldErrors: Array.isArray(envelope.errors) ? envelope.errors : undefined,
    // Taken as sent: a code added to the contract after this build matches no screen's case.
    code: typeof envelope.code === 'string' ? (envelope.code as ErrorCode) : undefined,
    retryAfterSeconds: retryAfterOf(response),
  });
}

function headerOf(response: AxiosResponse<unknown>, name: string): string | undefined {
  const value = response.headers?.[name] as unknown;
  return typeof value === 'string' && value ? value : undefined;
}

/** Retry-After as the server sends it: whole seconds (a date or nonsense is ignored). */
function retryAfterOf(response: AxiosResponse<unknown>): number | undefined {
  const raw = String(headerOf(response, 'retry-after') ?? '').trim();
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function isTimeout(error: unknown): boolean {
  const code = isObject(error) ? error.code : undefined;
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT';
}

function isCutOff(response: AxiosResponse<unknown>): boolean {
  if (typeof response.data !== 'string' || response.data === '') return false;
  if (!String(response.headers['content-type'] ?? '').includes('json')) return false;
  try {
    JSON.parse(response.data);
    return false;
  } catch {
    return true;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
