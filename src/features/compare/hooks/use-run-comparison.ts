import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createComparison,
  getCreateComparisonMutationOptions,
  getGetComparisonQueryKey,
  getListComparisonsInfiniteQueryKey,
} from '@/api/generated/query/comparisons/comparisons';
import { getGetMyPackageQueryKey } from '@/api/generated/query/packages/packages';
import type { CompareRequest, Comparison } from '@/api/generated/model';

/** True for the error an aborted request rejects with (axios CanceledError or a DOM AbortError). */
export function isAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'CanceledError' ||
    error.name === 'AbortError' ||
    (error as { code?: string }).code === 'ERR_CANCELED'
  );
}

/**
 * POST /api/comparisons with a cancel button: the generated mutation does not take a signal, so
 * this wraps the generated `createComparison` (same mutation key) and passes an AbortSignal.
 * On success the result is cached under the permalink's query key and the history is refreshed;
 * either way My Package is read again (the quota line).
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
    // A run (or a refused one) changes what is left of the package: the quota line reads it again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getGetMyPackageQueryKey() }),
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, cancel };
}
