import { useEffect } from 'react';
import { useGetCurrentUser } from '@/api/generated/query/users/users';
import { isWholeUser } from '@/lib/current-user';
import { i18n } from '@/i18n';

/**
 * Fetches GET /api/users/me into the user query (which `lib/current-user.ts` keeps in storage) and,
 * on every answer from the server, follows the user's language (fetching the user updates
 * the stored user and language). `whole` is the user once the server answered: a storage seed
 * lacks phone and LinkedIn, so a form prefilled from the user waits for it.
 */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const query = useGetCurrentUser({ query: { enabled: options.enabled ?? true, staleTime: 60_000 } });
  const whole = isWholeUser(query) ? query.data : undefined;
  const language = whole?.language;
  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return { query, whole };
}
