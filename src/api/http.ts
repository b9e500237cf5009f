// The orval mutator: the only module in the app that talks HTTP.
// It owns the /api base path, Accept-Language, the bearer token, the {success, message, data}
// envelope, response validation against the generated zod schemas and the 401 rule.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { ApiError, ContractError } from '@/api/errors';
import { clearSession, getRequestLanguage, getToken, markSessionEnded } from '@/lib/session';

/** What a hook resolves with: the envelope's `data`, or the envelope itself when it carries none. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;
export type ErrorType<_E> = ApiError | ContractError;
export type BodyType<B> = B;

const API_BASE = '/api';

// axios and the generated zod validators load with the first request, not with the page: the
// landing page paints without them (its JS budget), and every call still goes through them.
let transport: Promise<{ client: AxiosInstance; isCancel: (value: unknown) => boolean; operations: typeof import('@/api/generated/operations') }> | undefined;

function loadTransport() {
  transport ??= Promise.all([import('axios'), import('@/api/generated/operations')]).then(([axiosModule, operations]) => ({
    client: axiosModule.default.create({
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // Every status reaches our own handling below, so there is one place that reads the envelope.
      validateStatus: () => true,
    }),
    isCancel: axiosModule.default.isCancel,
    operations,
  }));
  return transport;
}

let onUnauthorized: () => void = () => window.location.assign('/');

/** The app installs a router-aware redirect here; the default reloads at the root. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export async function httpRequest<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<Unwrap<T>> {
  const url = config.url ?? '';
  if (!url.startsWith(API_BASE)) throw new Error(`Refusing a call outside ${API_BASE}: ${url}`);
  const { client, isCancel, operations } = await loadTransport();
  const token = getToken();
  const operation = operations.findOperation(config.method ?? 'get', url);
  const operationId = operation?.operationId ?? `${config.method} ${url}`;

  let response: AxiosResponse<unknown>;
  // Bytes of the answer seen before a failure tell a cut-off answer from an unreachable server.
  // Browsers throttle progress events, so a short answer cut off may still read as unreachable;
  // either way the screen gets a translated error instead of a spinner.
  let received = false;
  try {
    response = await client.request({
      ...config,
      ...options,
      onDownloadProgress: (event) => {
        if (event.loaded > 0) received = true;
      },
      headers: {
        'Accept-Language': getRequestLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...config.headers,
        ...options?.headers,
      },
    });
  } catch (error) {
    if (isCancel(error)) throw error;
    // No server message here: the transport's own text ("Network Error") is English and
    // technical; screens translate status 0 by `transport`.
    throw new ApiError({ status: 0, operationId, transport: received ? 'cut-off' : 'unreachable' });
  }

  const body = response.data as { success?: unknown; message?: unknown; data?: unknown; errors?: unknown };
  const ok = response.status >= 200 && response.status < 300;

  if (!ok) {
    // A 401 from a call that carried a token means the session is over; a 401 from the login
    // form (no token) is just a wrong password and stays on the form.
    if (response.status === 401 && token) {
      clearSession();
      markSessionEnded();
      onUnauthorized();
    }
    throw toApiError(body, response.status, operationId);
  }
  if (isObject(body) && body.success === false) throw toApiError(body, response.status, operationId);

  const schema = operation?.responses[String(response.status)];
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
  const envelope = parsed.data as { data?: unknown };
  return ('data' in envelope ? envelope.data : envelope) as Unwrap<T>;
}

function toApiError(body: unknown, status: number, operationId: string): ApiError {
  const envelope = isObject(body) ? body : {};
  return new ApiError({
    status,
    operationId,
    message: typeof envelope.message === 'string' ? envelope.message : undefined,
    fieldErrors: Array.isArray(envelope.errors) ? envelope.errors : undefined,
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
