// The one error type services throw: a documented status, a message key (translated when the
// answer is written, with its placeholders filled) and, for 422, the per-field problems.
import type { MessageKey, MessageParams } from './messages';

/** One field's problem: a message key (or a text already in the request language) for `field`. */
export interface FieldProblem {
  field: string;
  message: MessageKey | (string & {});
  params?: MessageParams;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly errors?: FieldProblem[],
    /** A text already in the request language (e.g. from the demo engine), used instead of `key`. */
    readonly literal?: string,
    readonly params?: MessageParams,
  ) {
    super(literal ?? key);
  }
}

/**
 * A rate limit was reached: 429; Retry-After says in how many seconds a request would pass, and
 * the message says it to a person, in whole minutes (rounded up: never sooner than it is true).
 */
export class RateLimitedFailure extends ApiFailure {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'tooManyRequests', undefined, undefined, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  }
}

/** The server is too busy for this request right now (the password hash queue): 503 with Retry-After. */
export class BusyFailure extends ApiFailure {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'serverBusy');
  }
}

export const fail = (status: number, key: MessageKey, errors?: FieldProblem[], params?: MessageParams) =>
  new ApiFailure(status, key, errors, undefined, params);
