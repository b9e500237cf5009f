// The one error type services throw: a documented status, a message key (translated when the
// answer is written, with its placeholders filled) and, for 422, the per-field problems.
import type { ErrorCode } from '@shared/api/generated/model';
import { errorCodeOf } from './error-codes';
import type { MessageKey, MessageParams } from './messages';
import { startOfNextPeriod } from './period';

/** One field's problem: a message key (or a text already in the request language) for `field`. */
export interface FieldProblem {
  field: string;
  message: MessageKey | (string & {});
  params?: MessageParams;
}

export class ApiFailure extends Error {
  /** The envelope's `code`; set by a subclass where the status alone does not say it. */
  code: ErrorCode;
  /** Sent as Retry-After: in how many seconds the same request could pass. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly errors?: FieldProblem[],
    /** A text already in the request language (e.g. from the demo engine), used instead of `key`. */
    readonly literal?: string,
    readonly params?: MessageParams,
  ) {
    super(literal ?? key);
    this.code = errorCodeOf(status);
  }
}

/**
 * A rate limit was reached: 429; Retry-After says in how many seconds a request would pass, and
 * the message says it to a person, in whole minutes (rounded up: never sooner than it is true).
 */
export class RateLimitedFailure extends ApiFailure {
  constructor(retryAfterSeconds: number) {
    super(429, 'tooManyRequests', undefined, undefined, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The server is too busy for this request right now (the password hash queue): 503 with Retry-After. */
export class BusyFailure extends ApiFailure {
  constructor(retryAfterSeconds: number) {
    super(503, 'serverBusy');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The package's monthly allowance is used up: 429 like a rate limit, told apart by its code;
 * Retry-After says when the next month's allowance starts.
 */
export class PackageLimitFailure extends ApiFailure {
  constructor(key: 'compareLimit' | 'messageLimit', now = new Date()) {
    super(429, key);
    this.code = 'package_limit';
    this.retryAfterSeconds = Math.max(1, Math.ceil((startOfNextPeriod(now).getTime() - now.getTime()) / 1000));
  }
}

/**
 * The user's reports queued or being written are at their cap: 429 told apart by its code. No
 * moment is known when one ends, so Retry-After says when asking again is worth it: about the
 * time one report takes to write.
 */
export class ReportQueueFullFailure extends ApiFailure {
  static readonly RETRY_AFTER_SECONDS = 10;
  constructor(cap: number) {
    super(429, 'reportQueueFull', undefined, undefined, { cap });
    this.code = 'report_queue_full';
    this.retryAfterSeconds = ReportQueueFullFailure.RETRY_AFTER_SECONDS;
  }
}

export const fail = (status: number, key: MessageKey, errors?: FieldProblem[], params?: MessageParams) =>
  new ApiFailure(status, key, errors, undefined, params);
