import { useMemo } from 'react';
import { useListComparisonsInfinite } from '@/api/generated/query/comparisons/comparisons';
import type { ListComparisonsParams } from '@shared/api/generated/model';

export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/comparisons page by page (cursor pagination), through orval's generated infinite query:
 * its own key (the filter: search + page size; never the plain query's), the cursor as page param.
 */
export function useComparisonHistory(search: string) {
  const params: ListComparisonsParams = search ? { search, limit: HISTORY_PAGE_SIZE } : { limit: HISTORY_PAGE_SIZE };
  const query = useListComparisonsInfinite(params, {
    query: {
      initialPageParam: undefined,
      getNextPageParam: (lastPage) => (lastPage.hasMore && lastPage.nextCursor ? lastPage.nextCursor : undefined),
      // Keep the current list on screen while a new search loads.
      placeholderData: (previous) => previous,
    },
  });
  // Flatten once per data change, not on every render.
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  return { ...query, entries, total };
}
