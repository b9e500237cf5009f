// The signed-in user is one TanStack query: the generated getCurrentUser key. Storage is only its
// copy for the next visit: seeded from there before the first render,
// written back by one subscriber whenever the query's data changes. Screens and mutations read and
// write the query (useQuery / setQueryData); nothing else writes the stored user.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { getGetCurrentUserQueryKey } from '@/api/generated/query/users/users';
import type { User } from '@shared/api/generated/model';
import {
  getStoredUser,
  getToken,
  SessionStorageError,
  setStoredUser,
  subscribeSession,
  toStoredUser,
  type StoredUser,
} from '@/lib/session';

/**
 * The generated key of getCurrentUser, as a value typed by the generated one (tsc fails if they
 * ever differ). Importing the generated module itself would pull every users hook into the entry
 * chunk, which loads this file for the seed (the landing page's JS budget).
 */
export const currentUserKey = (): ReturnType<typeof getGetCurrentUserQueryKey> => ['/api/users/me'];

/** GET /api/users/me for a screen that only reads the user; the users module loads with the first call. */
export function fetchCurrentUser({ signal }: { signal?: AbortSignal }): Promise<User> {
  return import('@/api/generated/query/users/users').then(({ getCurrentUser }) => getCurrentUser(undefined, signal));
}

const KEY_HASH = hashKey(currentUserKey());

/** The stored user of the current session (none without a token). */
function storedSessionUser(): Partial<StoredUser> | null {
  return getToken() ? getStoredUser() : null;
}

/**
 * A seed is what storage kept, not the server's answer: it has no phone or LinkedIn (and, written
 * by an older version, maybe fewer fields), so it is marked as updated at time 0 (always stale).
 * A screen that needs the whole user (the profile form) waits for `isWholeUser`; the header, the
 * level guards and the compare locks read it at once, as they read storage before (useStoredUser
 * types it as partial), and the app layout fetches the user when the package is missing.
 */
export function seedCurrentUser(client: QueryClient): void {
  const stored = storedSessionUser();
  if (stored && !client.getQueryData(currentUserKey()))
    client.setQueryData(currentUserKey(), stored as User, { updatedAt: 0 });
}

/** True when the query's data came from the server (or a mutation's answer), not from the storage seed. */
export function isWholeUser(query: {
  data?: User;
  dataUpdatedAt: number;
}): query is { data: User; dataUpdatedAt: number } {
  return query.data !== undefined && query.dataUpdatedAt > 0;
}

/**
 * Keeps storage and the query in step: every new user in the query is stored (beside the token,
 * so it follows remember-me); a session cleared here or in another tab removes the query, and a
 * sign-in in another tab seeds it. Returns the unsubscribe.
 */
export function persistCurrentUser(client: QueryClient): () => void {
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== KEY_HASH) return;
    const user = event.query.state.data as User | undefined;
    if (!user || !getToken()) return;
    try {
      setStoredUser(toStoredUser(user));
    } catch (error) {
      // The token was stored (sign-in reports a full storage itself); only the copy for the next
      // visit is missing, and the next visit fetches the user instead.
      if (!(error instanceof SessionStorageError)) throw error;
      console.warn('The signed-in user could not be kept for the next visit', error);
    }
  });
  const stopSession = subscribeSession(() => {
    const cached = client.getQueryData<User>(currentUserKey());
    if (!getToken()) {
      if (cached) client.removeQueries({ queryKey: currentUserKey(), exact: true });
      return;
    }
    const stored = storedSessionUser();
    // Another tab signed in as someone else: this tab follows.
    if (stored && cached && stored.id !== cached.id) {
      client.removeQueries({ queryKey: currentUserKey(), exact: true });
      seedCurrentUser(client);
    } else if (stored && !cached) {
      seedCurrentUser(client);
    }
  });
  return () => {
    stopCache();
    stopSession();
  };
}

/**
 * A mutation's answer changed part of the user (e.g. the package): patch the query. The time of
 * the data stays as it was, so a storage seed stays a seed (it still lacks phone and LinkedIn).
 */
export function patchCurrentUser(client: QueryClient, patch: Partial<User>): void {
  const updatedAt = client.getQueryState(currentUserKey())?.dataUpdatedAt;
  client.setQueryData<User>(currentUserKey(), (user) => (user ? { ...user, ...patch } : user), { updatedAt });
}
