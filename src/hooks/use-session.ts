import { useSyncExternalStore } from 'react';
import { useGetCurrentUser } from '@/api/generated/query/users/users';
import type { User } from '@/api/generated/model';
import { getToken, subscribeSession } from '@/lib/session';

/**
 * The signed-in user: the user query (seeded from storage before the first render, see
 * `lib/current-user.ts`), without fetching it. Re-renders when login, logout, a profile save or a
 * package change updates the query.
 */
export function useStoredUser(): User | null {
  const { data } = useGetCurrentUser({ query: { enabled: false } });
  return data ?? null;
}

export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribeSession, () => getToken() !== null, () => false);
}
