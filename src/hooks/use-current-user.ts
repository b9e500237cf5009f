import { useEffect } from 'react';
import { useGetCurrentUser } from '@/api/generated/query/users/users';
import { setStoredUser, toStoredUser } from '@/lib/session';
import { i18n } from '@/i18n';

/**
 * Fetches GET /api/users/me and, on every fresh answer, updates the stored user and the
 * interface language (SPEC §4 "Fetching the user updates the stored user and language").
 */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const query = useGetCurrentUser({ query: { enabled: options.enabled ?? true, staleTime: 60_000 } });
  const user = query.data;
  useEffect(() => {
    if (!user) return;
    setStoredUser(toStoredUser(user));
    if (i18n.language !== user.language) void i18n.changeLanguage(user.language);
  }, [user]);
  return query;
}
