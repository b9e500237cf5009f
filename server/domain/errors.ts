// The one error type services throw: a documented status, a message key (translated when the
// answer is written) and, for 422, the per-field errors.
import type { FieldError } from '@/api/generated/model';
import type { MessageKey } from './messages';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly errors?: FieldError[],
    /** A text already in the request language (e.g. from the demo engine), used instead of `key`. */
    readonly literal?: string,
  ) {
    super(literal ?? key);
  }
}

export const fail = (status: number, key: MessageKey, errors?: FieldError[]) => new ApiFailure(status, key, errors);
