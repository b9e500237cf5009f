import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createComparison,
  getCreateComparisonMutationOptions,
  getGetComparisonQueryKey,
  getListComparisonsInfiniteQueryKey,
} from '@/api/generated/query/comparisons/comparisons';
import { getGetMyPackageQueryKey } from '@/api/generated/query/packages/packages';
import type { CompareRequest, Comparison } from '@shared/api/generated/model';

/**
 * POST /api/comparisons. The server answers at once with the comparison queued (its report is
 * written afterwards, read by the permalink): the answer goes into the permalink's cache entry, so
 * the page shows the report's header and placeholders without waiting for a GET, and the history
 * is refreshed (the new row). Either way My Package is read again: the comparison counts when it
 * is queued (and is given back if it fails or is cancelled). The generated mutation takes no
 * signal, so this wraps the generated `createComparison` (same mutation key): a request the
 * network holds can be cancelled.
 */
export function useRunComparison(onSuccess: (comparison: Comparison) => void) {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const { mutationKey } = getCreateComparisonMutationOptions();
  const mutation = useMutation({
    mutationKey,
    mutationFn: (body: CompareRequest) => {
      controller.current?.abort();
      controller.current = new AbortController();
      return createComparison(body, undefined, controller.current.signal);
    },
    onSuccess: (comparison) => {
      queryClient.setQueryData(getGetComparisonQueryKey(comparison.id), comparison);
      void queryClient.invalidateQueries({ queryKey: getListComparisonsInfiniteQueryKey() });
      onSuccess(comparison);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getGetMyPackageQueryKey() }),
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, run: (body: CompareRequest) => mutation.mutate(body), cancel };
}

/** True for the error an aborted request rejects with (axios CanceledError or a DOM AbortError). */
export function isAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'CanceledError' ||
    error.name === 'AbortError' ||
    (error as { code?: string }).code === 'ERR_CANCELED'
  );
}
