import type { ErrorCode, FieldError } from '@shared/api/generated/model';

/**
 * How a call failed. `network`: no whole answer arrived (offline, refused, reset, an answer cut off
 * halfway); `timeout`: the answer took longer than the call allowed; `http`: the server answered
 * on purpose with a non-2xx status or `success: false`; `contract`: the answer breaks openapi.yaml.
 */
export type ErrorKind = 'network' | 'timeout' | 'http' | 'contract';

/**
 * A call that did not give the data asked for, for a reason that is not a contract breach. Only
 * `serverMessage` is ever shown to users, and only when the envelope carried one; `message` is for
 * developers (logs, stack traces) and may be in English.
 */
export class ApiError extends Error {
  readonly kind: Exclude<ErrorKind, 'contract'>;
  /** 0 for `network` and `timeout`: there was no status to read. */
  readonly status: number;
  /** The envelope's own `message`, in the language the request asked for; undefined when it had none. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly operationId: string | undefined;
  /** `network` only: part of the answer arrived before the connection closed (cut off halfway). */
  readonly cutOff: boolean;
  /** The answer's Retry-After, in seconds (a rate limit says when one more request passes); else undefined. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The envelope's machine-readable `code`: what screens decide by (a package limit and a rate
   * limit are both 429, and the message is translated); undefined without an answer or a known code.
   */
  readonly code: ErrorCode | undefined;

  constructor(params: {
    kind: Exclude<ErrorKind, 'contract'>;
    status?: number;
    serverMessage?: string;
    fieldErrors?: FieldError[];
    operationId?: string;
    cutOff?: boolean;
    retryAfterSeconds?: number;
    code?: ErrorCode;
    cause?: unknown;
  }) {
    const status = params.kind === 'http' ? (params.status ?? 0) : 0;
    super(describe(params.kind, status, params.operationId, params.serverMessage), { cause: params.cause });
    this.name = 'ApiError';
    this.kind = params.kind;
    this.status = status;
    this.serverMessage = params.serverMessage || undefined;
    this.fieldErrors = params.fieldErrors ?? [];
    this.operationId = params.operationId;
    this.cutOff = params.kind === 'network' && params.cutOff === true;
    this.retryAfterSeconds = params.kind === 'http' ? params.retryAfterSeconds : undefined;
    this.code = params.kind === 'http' ? params.code : undefined;
  }
}

/**
 * A response that does not match openapi.yaml: a bug on the server side, never the user's fault.
 * It stays its own class (kind `contract`) rather than an ApiError: it carries the field that broke
 * and no status or server message, `instanceof ApiError` keeps meaning "the server answered or could
 * not be reached", and the global onError logs exactly these.
 */
export class ContractError extends Error {
  readonly kind = 'contract' as const;
  readonly operationId: string;
  readonly field: string;

  constructor(operationId: string, field: string, detail: string) {
    super(`Response of ${operationId} breaks the contract at ${field || '(root)'}: ${detail}`);
    this.name = 'ContractError';
    this.operationId = operationId;
    this.field = field;
  }
}

/** The kind of any thrown value; undefined for what is not an API failure (a bug, an abort). */
export function errorKind(error: unknown): ErrorKind | undefined {
  return error instanceof ApiError || error instanceof ContractError ? error.kind : undefined;
}

function describe(
  kind: ErrorKind,
  status: number,
  operationId: string | undefined,
  serverMessage: string | undefined,
): string {
  const call = operationId ?? 'request';
  if (kind === 'network') return `${call}: no answer from the server (network)`;
  if (kind === 'timeout') return `${call}: the server did not answer in time`;
  return `${call} failed with HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`;
}
