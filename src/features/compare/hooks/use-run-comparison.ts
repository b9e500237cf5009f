import { useQueryClient } from '@tanstack/react-query';
import {
  getGetComparisonQueryKey,
  getListComparisonsInfiniteQueryKey,
  useCreateComparison,
} from '@/api/generated/query/comparisons/comparisons';
import { getGetMyPackageQueryKey } from '@/api/generated/query/packages/packages';
import type { CompareRequest, Comparison } from '@/api/generated/model';

/**
 * POST /api/comparisons. The server answers at once with the comparison queued (its report is
 * written afterwards, read by the permalink): the answer goes into the permalink's cache entry, so
 * the page shows the report's header and placeholders without waiting for a GET, and the history
 * is refreshed (the new row). Either way My Package is read again: the comparison counts when it
 * is queued (and is given back if it fails or is cancelled).
 */
export function useRunComparison(onSuccess: (comparison: Comparison) => void) {
  const queryClient = useQueryClient();
  const mutation = useCreateComparison({
    mutation: {
      onSuccess: (comparison) => {
        queryClient.setQueryData(getGetComparisonQueryKey(comparison.id), comparison);
        void queryClient.invalidateQueries({ queryKey: getListComparisonsInfiniteQueryKey() });
        onSuccess(comparison);
      },
      onSettled: () => void queryClient.invalidateQueries({ queryKey: getGetMyPackageQueryKey() }),
    },
  });
  return { ...mutation, run: (body: CompareRequest) => mutation.mutate({ data: body }) };
}
