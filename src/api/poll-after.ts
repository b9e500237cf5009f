// What a 202 says about reading the work it started: its Location names the operation that reads
// it, its Retry-After how long to wait before each read. Kept per operation of the Location (the
// server asks the same of every job of one kind), so a poller reads at the pace the server asked.
import { findOperation } from '@shared/api/generated/operation-index';

const intervals = new Map<string, number>();

/** Noted by the HTTP layer for every 202 that carries both headers. */
export function notePollAfter(location: string | undefined, retryAfterSeconds: number | undefined): void {
  if (!location || retryAfterSeconds === undefined) return;
  const operation = findOperation('get', new URL(location, 'http://origin').pathname);
  // At least a second: a Retry-After of 0 would make a poller read without pause.
  if (operation) intervals.set(operation.operationId, Math.max(1, retryAfterSeconds) * 1000);
}

/** The interval a 202 asked for between reads of `operationId`; undefined before any 202 said it. */
export function pollIntervalMs(operationId: string): number | undefined {
  return intervals.get(operationId);
}
