// Helpers for the handler tests: sign in through the real generated client, like the app does.
import { expect } from 'vitest';
import { ApiError } from '@/api/errors';
import { login } from '@/api/generated/query/auth/auth';
import type { Language } from '@/api/generated/model';
import { setUnauthorizedHandler } from '@/api/http';
import { setSavedLanguage, setToken } from '@/lib/session';
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';

export const ACCOUNTS = SEED_EMAILS;

/** Sets the Accept-Language the client sends (no stored user, so the saved choice wins). */
export function setRequestLanguage(language: Language): void {
  setSavedLanguage(language);
}

/** Logs in with the seed password and stores the token; returns the login result. */
export async function signIn(account: keyof typeof ACCOUNTS, language: Language = 'en') {
  // jsdom cannot navigate; a 401 in a test should only throw, not redirect.
  setUnauthorizedHandler(() => {});
  setRequestLanguage(language);
  const result = await login({ email: ACCOUNTS[account], password: SEED_PASSWORD });
  setToken(result.token, true);
  return result;
}

/** Awaits a call that must fail and returns its ApiError. */
export async function expectApiError(call: Promise<unknown>, status: number, message?: string): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.status).toBe(status);
  // The envelope's own message (ApiError.message also names the operation and the status).
  if (message !== undefined) expect(apiError.serverMessage).toBe(message);
  return apiError;
}
