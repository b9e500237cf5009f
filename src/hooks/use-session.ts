import { useSyncExternalStore } from 'react';
import { getStoredUser, getToken, subscribeSession, type StoredUser } from '@/lib/session';

let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored JSON changed.
function snapshot(): StoredUser | null {
  const raw = JSON.stringify(getStoredUser());
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getStoredUser();
  }
  return cachedUser;
}

/** The stored user (SPEC §3 "Stored locally"), re-rendering when login, logout or a profile save changes it. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}

export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribeSession, () => getToken() !== null, () => false);
}
