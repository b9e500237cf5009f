import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUpdateCurrentUser } from '@/api/generated/query/users/users';
import { currentUserKey } from '@/lib/current-user';

/**
 * PUT /api/users/me, then show the result everywhere at once: the user query (the header's name
 * and picture; it keeps its stored copy itself) and the interface language when it changed.
 * `afterSave` adds what a caller's change makes stale (its own onSuccess stays with mutate()).
 */
export function useSaveProfile(request?: { readonly signal: AbortSignal }, afterSave?: () => void) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useUpdateCurrentUser({
    request,
    mutation: {
      onSuccess: (user) => {
        queryClient.setQueryData(currentUserKey(), user);
        if (i18n.language !== user.language) void i18n.changeLanguage(user.language);
        afterSave?.();
      },
    },
  });
}
