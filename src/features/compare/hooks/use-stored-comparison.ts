import { ApiError } from '@/api/errors';
import { useGetComparison } from '@/api/generated/query/comparisons/comparisons';

/** One stored comparison; the page and the report view share this query (same key, same options). */
export function useStoredComparison(comparisonId: string | undefined) {
  // A stored comparison does not change (the poll and the share update its cache entry themselves).
  return useGetComparison(comparisonId ?? '', { query: { enabled: !!comparisonId, staleTime: 10 * 60_000 } });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
