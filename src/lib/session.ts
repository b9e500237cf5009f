// The one place that knows the browser-storage keys of a session.
// The token and the stored user live in localStorage when the user chose "remember me", otherwise
// in sessionStorage. Signing out in one tab signs out every tab holding the same session. A tab
// opened while another holds a sessionStorage session is handed it (one sign-in per browser): it
// asks over a BroadcastChannel and keeps the answer in its own sessionStorage, so the session still
// ends when the browser closes.
import type { Language, User } from '@shared/api/generated/model';

/** The part of the contract's User kept in the browser, the header's picture included. */
export type StoredUser = Pick<User, 'id' | 'email' | 'name' | 'language' | 'package_name' | 'profilePic'>;

const KEYS = {
  token: 'token',
  email: 'email',
  rememberMe: 'rememberMe',
  user: 'user',
  language: 'language',
  sessionEnded: 'kiyasla.sessionEnded',
  keptFormPath: 'kiyasla.keptFormPath',
} as const;

/** A session value could not be written (storage full or blocked); nothing half-written remains. */
export class SessionStorageError extends Error {
  constructor(cause: unknown) {
    super('The browser could not store the session.', { cause });
    this.name = 'SessionStorageError';
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch (cause) {
    throw new SessionStorageError(cause);
  }
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token) ?? sessionStorage.getItem(KEYS.token);
}

/** Where the current session lives: localStorage for "remember me", else this tab's sessionStorage. */
function sessionStore(): Storage {
  return localStorage.getItem(KEYS.token) !== null ? localStorage : sessionStorage;
}

/** Throws SessionStorageError when the browser refuses the write (then no token is stored). */
export function setToken(token: string, remember: boolean): void {
  const target = remember ? localStorage : sessionStorage;
  const other = remember ? sessionStorage : localStorage;
  // The stored user follows the token into the same storage.
  const user = other.getItem(KEYS.user);
  other.removeItem(KEYS.token);
  other.removeItem(KEYS.user);
  write(target, KEYS.token, token);
  if (user !== null) write(target, KEYS.user, user);
  // A fresh sign-in replaces any "session ended" notice still pending.
  sessionStorage.removeItem(KEYS.sessionEnded);
  sessionStorage.removeItem(KEYS.keptFormPath);
}

export function clearToken(): void {
  localStorage.removeItem(KEYS.token);
  sessionStorage.removeItem(KEYS.token);
}

/** What storage holds under `user`: written by this app, but possibly by an older version (fields missing). */
export function getStoredUser(): Partial<StoredUser> | null {
  const raw = localStorage.getItem(KEYS.user) ?? sessionStorage.getItem(KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<StoredUser>) : null;
  } catch {
    return null;
  }
}

/** The fields of a server User that are kept locally, the header's picture included. */
export function toStoredUser(user: User): StoredUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    package_name: user.package_name,
    profilePic: user.profilePic ?? null,
  };
}

/**
 * Kept beside the token (so it follows remember-me); throws SessionStorageError on a full storage.
 * The app writes it only from the user query (`lib/current-user.ts`); an unchanged user is not rewritten.
 */
export function setStoredUser(user: Partial<StoredUser>): void {
  const store = sessionStore();
  const raw = JSON.stringify(user);
  if (store.getItem(KEYS.user) === raw) return;
  write(store, KEYS.user, raw);
  notifySessionChange();
}

export function isRememberMe(): boolean {
  return localStorage.getItem(KEYS.rememberMe) === 'true';
}

/** Remember-me on: store the email and rememberMe=true; off: drop the email, rememberMe=false. */
export function setRememberMe(remember: boolean, email: string): void {
  write(localStorage, KEYS.rememberMe, String(remember));
  if (remember) write(localStorage, KEYS.email, email);
  else localStorage.removeItem(KEYS.email);
}

export function getRememberedEmail(): string {
  return localStorage.getItem(KEYS.email) ?? '';
}

/** Logout / 401: token and user go; the saved email stays only when remember-me is on. */
export function clearSession(): void {
  const token = getToken();
  clearLocalSession();
  // Other tabs of a localStorage session see the `storage` event; a sessionStorage session
  // duplicated into another tab (same token) hears it here.
  if (token) sessionChannel()?.postMessage({ type: 'signed-out', token });
}

function clearLocalSession(): void {
  clearToken();
  localStorage.removeItem(KEYS.user);
  sessionStorage.removeItem(KEYS.user);
  if (!isRememberMe()) localStorage.removeItem(KEYS.email);
  notifySessionChange();
}

/**
 * A 401 ended the session: the page the user lands on (the root) says so, once.
 * `keptFormPath` is the page of a form whose input was kept (lib/kept-draft.ts): signing in again
 * goes back there instead of the default page.
 */
export function markSessionEnded(keptFormPath: string | null = null): void {
  try {
    sessionStorage.setItem(KEYS.sessionEnded, '1');
    if (keptFormPath) sessionStorage.setItem(KEYS.keptFormPath, keptFormPath);
    else sessionStorage.removeItem(KEYS.keptFormPath);
  } catch {
    // Only a notice; nothing to keep.
  }
}

/** The page of a form a 401 kept the input of, while signed out (where signing in again returns to). */
export function keptFormPath(): string | null {
  return getToken() === null ? sessionStorage.getItem(KEYS.keptFormPath) : null;
}

/** True once after a 401 ended the session (the notice then clears itself). */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(KEYS.sessionEnded) === '1';
  if (ended) sessionStorage.removeItem(KEYS.sessionEnded);
  return ended;
}

/** The language a visitor picked before signing in (the signed-in user's own language wins). */
export function getSavedLanguage(): Language | null {
  const value = localStorage.getItem(KEYS.language);
  return value === 'tr' || value === 'en' ? value : null;
}

export function setSavedLanguage(language: Language): void {
  try {
    localStorage.setItem(KEYS.language, language);
  } catch {
    // A preference only: the interface language still changes for this visit.
  }
}

let interfaceLanguage: Language | null = null;

/** Kept in step by the i18n setup, so a visitor's requests follow the language on screen. */
export function setInterfaceLanguage(language: string): void {
  interfaceLanguage = language === 'tr' || language === 'en' ? language : null;
}

/**
 * Accept-Language: the saved user language; for a visitor, the language on screen
 * (so an English visitor gets English server messages); tr when nothing is known.
 */
export function getRequestLanguage(): Language {
  return getStoredUser()?.language ?? interfaceLanguage ?? getSavedLanguage() ?? 'tr';
}

type Listener = () => void;
const listeners = new Set<Listener>();

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('kiyasla.session');
  return channel;
}

let crossTabInstalled = false;

/** Another tab signing out (or in) changes what this tab shows, without a reload. */
function installCrossTab(): void {
  if (crossTabInstalled || typeof window === 'undefined') return;
  crossTabInstalled = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null || event.key === KEYS.token || event.key === KEYS.user) notifySessionChange();
  });
  sessionChannel()?.addEventListener('message', (event: MessageEvent<HandoverMessage>) => {
    if (event.data?.type === 'signed-out' && event.data.token && event.data.token === getToken()) clearLocalSession();
    // A new tab asks: a sessionStorage session is handed over (a localStorage one it already has).
    const token = sessionStorage.getItem(KEYS.token);
    if (event.data?.type === 'session-request' && token !== null)
      sessionChannel()?.postMessage({ type: 'session-offer', token, user: sessionStorage.getItem(KEYS.user) });
  });
}

interface HandoverMessage {
  type?: 'signed-out' | 'session-request' | 'session-offer';
  token?: unknown;
  user?: unknown;
}

/** How long a tab opening on a signed-in page waits for another tab's session; an open tab answers in milliseconds. */
export const HANDOVER_WAIT_MS = 150;

/**
 * A tab with no session asks the other tabs of this browser for theirs. Resolves once one is
 * adopted or, after `waitMs`, without one; an offer arriving later is still taken (the page shows
 * the session when it comes). The app waits on it only where the first screen needs a session.
 */
export function requestSessionFromOtherTabs(waitMs = HANDOVER_WAIT_MS): Promise<void> {
  const channel = sessionChannel();
  installCrossTab();
  if (!channel || getToken() !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const onMessage = (event: MessageEvent<HandoverMessage>) => {
      const { type, token, user } = event.data ?? {};
      if (type !== 'session-offer' || typeof token !== 'string' || !token) return;
      channel.removeEventListener('message', onMessage);
      clearTimeout(timer);
      // Signed in here meanwhile: this tab's own session stays.
      if (getToken() === null) {
        try {
          write(sessionStorage, KEYS.token, token);
          if (typeof user === 'string') write(sessionStorage, KEYS.user, user);
        } catch {
          clearToken();
        }
        notifySessionChange();
      }
      resolve();
    };
    channel.addEventListener('message', onMessage);
    channel.postMessage({ type: 'session-request' });
  });
}

/** Lets React (useSyncExternalStore) re-render when the stored session changes. */
export function subscribeSession(listener: Listener): () => void {
  installCrossTab();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifySessionChange(): void {
  listeners.forEach((listener) => listener());
}
