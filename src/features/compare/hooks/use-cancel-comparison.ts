import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { getGetComparisonQueryKey, useCancelComparison } from '@/api/generated/query/comparisons/comparisons';

/**
 * Cancel a report being written (POST /api/comparisons/{id}/cancel). The answer is the comparison
 * in its cancelled state: it replaces the cached one, so the page shows it at once (and the
 * report's end refreshes the history and the quota). A 409 means it ended meanwhile: read it again.
 */
export function useCancelReport(comparisonId: string) {
  const queryClient = useQueryClient();
  const queryKey = getGetComparisonQueryKey(comparisonId);
  const mutation = useCancelComparison({
    mutation: {
      onSuccess: (comparison) => queryClient.setQueryData(queryKey, comparison),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
      },
    },
  });
  return {
    cancel: () => mutation.mutate({ comparisonId }),
    cancelling: mutation.isPending,
    error: mutation.error,
  };
}
