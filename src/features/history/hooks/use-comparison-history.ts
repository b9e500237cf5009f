import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getListComparisonsQueryKey, listComparisons } from '@/api/generated/query/comparisons/comparisons';
import type { ListComparisonsParams } from '@/api/generated/model';

export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/comparisons page by page (cursor pagination). The key is the generated one for the
 * filter (search + page size); the cursor is the page param, not part of the key.
 */
export function useComparisonHistory(search: string) {
  const params: ListComparisonsParams = search ? { search, limit: HISTORY_PAGE_SIZE } : { limit: HISTORY_PAGE_SIZE };
  const queryKey = getListComparisonsQueryKey(params);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => listComparisons({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, undefined, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore && lastPage.nextCursor ? lastPage.nextCursor : undefined),
    // Keep the current list on screen while a new search loads.
    placeholderData: (previous) => previous,
  });
  // Flatten once per data change, not on every render.
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  return { ...query, entries, total, queryKey };
}
