import { useQueryClient } from '@tanstack/react-query';
import { getGetComparisonQueryKey } from '@/api/generated/query/comparisons/comparisons';
import { useSaveProfile } from './use-save-profile';

/** Every comparison read's key starts with this path (the generated key of an empty id). */
const COMPARISON_KEY_PREFIX = getGetComparisonQueryKey('')[0];

/**
 * Saves the weights with the profile (PUT /api/users/me); reports already read are then stale, so
 * the next visit to one reads it again with the personal score of the new weights.
 */
export function useSaveScoreWeights() {
  const queryClient = useQueryClient();
  return useSaveProfile(undefined, () => {
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(COMPARISON_KEY_PREFIX),
      refetchType: 'none',
    });
  });
}
