// The machine-readable `code` of every error envelope. A status says it alone except where two
// refusals share one (429: a rate limit or the package's allowance; 503: the AI or a busy
// server): the failure that knows which names it.
import type { ErrorCode } from '@shared/api/generated/model';

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  431: 'header_too_large',
  503: 'server_busy',
};

/** The code an answer of `status` carries when the failure does not name its own. */
export const errorCodeOf = (status: number): ErrorCode => BY_STATUS[status] ?? 'server_error';
