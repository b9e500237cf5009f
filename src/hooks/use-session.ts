import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/api/generated/model';
import { currentUserKey, fetchCurrentUser } from '@/lib/current-user';
import { getToken, subscribeSession } from '@/lib/session';

/**
 * The signed-in user: the user query (seeded from storage before the first render, see
 * `lib/current-user.ts`), without fetching it. Re-renders when login, logout, a profile save or a
 * package change updates the query. Partial: until the server answers it is what storage kept.
 */
export function useStoredUser(): Partial<User> | null {
  // The generated key; not the generated hook, which would bring every users hook into the entry.
  const { data } = useQuery({ queryKey: currentUserKey(), queryFn: fetchCurrentUser, enabled: false });
  return data ?? null;
}

export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => getToken() !== null,
    () => false,
  );
}
