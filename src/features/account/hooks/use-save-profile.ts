import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetCurrentUserQueryKey, useUpdateCurrentUser } from '@/api/generated/query/users/users';
import { setStoredUser, toStoredUser } from '@/lib/session';

/**
 * PUT /api/users/me, then show the result everywhere at once: the stored user (the header's name
 * and picture), the cached current user, and the interface language when it changed.
 */
export function useSaveProfile(request?: { readonly signal: AbortSignal }) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useUpdateCurrentUser({
    request,
    mutation: {
      onSuccess: (user) => {
        setStoredUser(toStoredUser(user));
        queryClient.setQueryData(getGetCurrentUserQueryKey(), user);
        if (i18n.language !== user.language) void i18n.changeLanguage(user.language);
      },
    },
  });
}
