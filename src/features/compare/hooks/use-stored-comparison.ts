import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { pollIntervalMs } from '@/api/poll-after';
import { getListComparisonsInfiniteQueryKey, useGetComparison } from '@/api/generated/query/comparisons/comparisons';
import { getGetMyPackageQueryKey } from '@/api/generated/query/packages/packages';
import type { Comparison, ComparisonStatus } from '@shared/api/generated/model';
import { isLiveStatus } from '../lib/report-progress';

/**
 * How often a report being written is read again when no 202 said it in this tab (a reload, a link
 * from the history): the contract's "about once a second". After a run, its Retry-After decides.
 */
export const LIVE_POLL_MS = 1000;
/** An ended report does not change (the poll and the share update its cache entry themselves). */
const ENDED_STALE_MS = 10 * 60_000;

type ComparisonQuery = { state: { data?: Comparison; error: unknown } };
const live = (query: ComparisonQuery) => isLiveStatus(query.state.data?.status);
/** A 4xx is an answer (the report was deleted, the session ended), not a glitch: reading stops. */
const refused = (query: ComparisonQuery) =>
  query.state.error instanceof ApiError && query.state.error.status >= 400 && query.state.error.status < 500;

/**
 * One comparison; the page and the report view share this query (same key, same options). While
 * its report is queued or written it is read again about once a second, and stops by itself when
 * the report ends; a reload, a return to the page or a link from the history just reads it again.
 */
export function useStoredComparison(comparisonId: string | undefined) {
  return useGetComparison(comparisonId ?? '', {
    query: {
      enabled: !!comparisonId,
      refetchInterval: (query) =>
        live(query) && !refused(query) ? (pollIntervalMs('getComparison') ?? LIVE_POLL_MS) : false,
      // A report left while it was written is read again on return, not shown as it was.
      staleTime: (query) => (live(query) ? 0 : ENDED_STALE_MS),
      refetchOnWindowFocus: (query) => live(query),
    },
  });
}

/**
 * When the report on screen ends (done, failed or cancelled, seen here), the history list (its row
 * loses the "being written" badge) and My Package (a failed or cancelled report is given back to
 * the quota) are read again. Call it once per report view.
 */
export function useRefreshWhenEnded(status: ComparisonStatus | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (!isLiveStatus(was) || !status || isLiveStatus(status)) return;
    void queryClient.invalidateQueries({ queryKey: getListComparisonsInfiniteQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetMyPackageQueryKey() });
  }, [status, queryClient]);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
