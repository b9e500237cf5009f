// The one place that knows the browser-storage keys of a session (SPEC §3 "Local storage keys").
// The token lives in localStorage when the user chose "remember me", otherwise in sessionStorage.
import type { Language, PackageName, User } from '@/api/generated/model';

export interface StoredUser {
  id?: string;
  email?: string;
  name?: string;
  language?: Language;
  package_name?: PackageName;
  profilePic?: string | null;
}

const KEYS = {
  token: 'token',
  email: 'email',
  rememberMe: 'rememberMe',
  user: 'user',
  language: 'language',
} as const;

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token) ?? sessionStorage.getItem(KEYS.token);
}

export function setToken(token: string, remember: boolean): void {
  const target = remember ? localStorage : sessionStorage;
  const other = remember ? sessionStorage : localStorage;
  other.removeItem(KEYS.token);
  target.setItem(KEYS.token, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEYS.token);
  sessionStorage.removeItem(KEYS.token);
}

export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(KEYS.user) ?? sessionStorage.getItem(KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

/** The fields of a server User that are kept locally (SPEC §3), the header's picture included. */
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

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  notifySessionChange();
}

export function isRememberMe(): boolean {
  return localStorage.getItem(KEYS.rememberMe) === 'true';
}

/** Remember-me on: store the email and rememberMe=true; off: drop the email, rememberMe=false. */
export function setRememberMe(remember: boolean, email: string): void {
  localStorage.setItem(KEYS.rememberMe, String(remember));
  if (remember) localStorage.setItem(KEYS.email, email);
  else localStorage.removeItem(KEYS.email);
}

export function getRememberedEmail(): string {
  return localStorage.getItem(KEYS.email) ?? '';
}

/** Logout / 401: token and user go; the saved email stays only when remember-me is on. */
export function clearSession(): void {
  clearToken();
  localStorage.removeItem(KEYS.user);
  sessionStorage.removeItem(KEYS.user);
  if (!isRememberMe()) localStorage.removeItem(KEYS.email);
  notifySessionChange();
}

/** The language a visitor picked before signing in (the signed-in user's own language wins). */
export function getSavedLanguage(): Language | null {
  const value = localStorage.getItem(KEYS.language);
  return value === 'tr' || value === 'en' ? value : null;
}

export function setSavedLanguage(language: Language): void {
  localStorage.setItem(KEYS.language, language);
}

let interfaceLanguage: Language | null = null;

/** Kept in step by the i18n setup, so a visitor's requests follow the language on screen. */
export function setInterfaceLanguage(language: string): void {
  interfaceLanguage = language === 'tr' || language === 'en' ? language : null;
}

/**
 * Accept-Language (SPEC §1, §9): the saved user language; for a visitor, the language on screen
 * (so an English visitor gets English server messages); tr when nothing is known.
 */
export function getRequestLanguage(): Language {
  return getStoredUser()?.language ?? interfaceLanguage ?? getSavedLanguage() ?? 'tr';
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets React (useSyncExternalStore) re-render when the stored session changes. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifySessionChange(): void {
  listeners.forEach((listener) => listener());
}
