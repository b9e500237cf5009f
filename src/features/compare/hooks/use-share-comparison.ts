import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetComparisonQueryKey,
  getGetSharedComparisonQueryKey,
  getListComparisonsInfiniteQueryKey,
  useShareComparison as useGeneratedShare,
  useUnshareComparison as useGeneratedUnshare,
} from '@/api/generated/query/comparisons/comparisons';
import type { Comparison } from '@shared/api/generated/model';

/**
 * Share and unshare one comparison (the generated mutations), keeping the caches honest: the
 * report's own entry carries the new `shareId`, the history rows refetch (their shared marker),
 * and a revoked public report is dropped from the cache.
 */
export function useComparisonSharing(comparison: Comparison) {
  const queryClient = useQueryClient();
  // The answer wins until the report's cache entry (its props) catches up.
  const [answered, setAnswered] = useState<{ shareId: string | null } | null>(null);
  const comparisonKey = getGetComparisonQueryKey(comparison.id);
  const setShareId = (shareId: string | null) => {
    setAnswered({ shareId });
    queryClient.setQueryData<Comparison>(comparisonKey, (old) => (old ? { ...old, shareId } : old));
    // The history list (the generated infinite query) shows a shared marker.
    void queryClient.invalidateQueries({ queryKey: getListComparisonsInfiniteQueryKey() });
  };
  const share = useGeneratedShare({ mutation: { onSuccess: (info) => setShareId(info.shareId) } });
  const unshare = useGeneratedUnshare({ mutation: { onSuccess: () => setShareId(null) } });
  const shareId = answered ? answered.shareId : (comparison.shareId ?? null);
  return {
    shareId,
    share: () => share.mutate({ comparisonId: comparison.id }),
    unshare: () => {
      const revoked = shareId;
      unshare.mutate(
        { comparisonId: comparison.id },
        {
          onSuccess: () => revoked && queryClient.removeQueries({ queryKey: getGetSharedComparisonQueryKey(revoked) }),
        },
      );
    },
    sharing: share.isPending,
    unsharing: unshare.isPending,
    shareFailed: share.isError,
    unshareFailed: unshare.isError,
    resetErrors: () => {
      share.reset();
      unshare.reset();
    },
  };
}
