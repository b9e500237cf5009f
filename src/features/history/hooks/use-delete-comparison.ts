import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  getGetComparisonQueryKey,
  getGetSharedComparisonQueryKey,
  getListComparisonsInfiniteQueryKey,
  useDeleteComparison as useGeneratedDelete,
} from '@/api/generated/query/comparisons/comparisons';
import type { ComparisonPage, ComparisonSummary } from '@shared/api/generated/model';

/** Every loaded history page without one entry; the totals drop by one where it was listed. */
export function withoutEntry(
  data: InfiniteData<ComparisonPage> | undefined,
  comparisonId: string,
): InfiniteData<ComparisonPage> | undefined {
  if (!data?.pages) return data;
  const listed = data.pages.some((page) => page.items.some((entry) => entry.id === comparisonId));
  if (!listed) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((entry) => entry.id !== comparisonId),
      ...(typeof page.total === 'number' ? { total: Math.max(0, page.total - 1) } : {}),
    })),
  };
}

/**
 * DELETE /api/comparisons/{id} (the generated mutation). The row leaves every loaded history list
 * at once (no refetch of a long, virtualised list; the lists are only marked stale), and the
 * report and its public copy leave the cache.
 */
export function useDeleteComparison() {
  const queryClient = useQueryClient();
  const mutation = useGeneratedDelete();
  const remove = (entry: ComparisonSummary, onDeleted: () => void) =>
    mutation.mutate(
      { comparisonId: entry.id },
      {
        onSuccess: () => {
          // The history list caches under the generated infinite query's key (every search).
          queryClient.setQueriesData<InfiniteData<ComparisonPage>>(
            { queryKey: getListComparisonsInfiniteQueryKey() },
            (data) => withoutEntry(data, entry.id),
          );
          void queryClient.invalidateQueries({ queryKey: getListComparisonsInfiniteQueryKey(), refetchType: 'none' });
          queryClient.removeQueries({ queryKey: getGetComparisonQueryKey(entry.id), exact: true });
          if (entry.shareId) queryClient.removeQueries({ queryKey: getGetSharedComparisonQueryKey(entry.shareId) });
          onDeleted();
        },
      },
    );
  return { remove, isPending: mutation.isPending, isError: mutation.isError, reset: mutation.reset };
}
