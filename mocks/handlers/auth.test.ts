import { describe, expect, it } from 'vitest';
import { login, logout, register, requestPasswordReset } from '@/api/generated/query/auth/auth';
import { getCurrentUser } from '@/api/generated/query/users/users';
import { setToken } from '@/lib/session';
import { db } from '../store';
import { expectApiError, signIn, setRequestLanguage } from './test-utils';

describe('auth handlers', () => {
  it('logs in with the seed password and stores a session', async () => {
    const result = await signIn('free');
    expect(result.user).toMatchObject({
      email: 'free@example.com',
      name: 'Deniz Free',
      package_name: 'Level_1',
      language: 'tr',
    });
    expect(result.token).toMatch(/\S{20,}/);
    expect(db().sessions[result.token]).toBe(result.user.id);
  });

  it('gives every login its own random token', async () => {
    const first = await signIn('hobby');
    const second = await signIn('hobby');
    expect(first.token).not.toBe(second.token);
  });

  it('rejects a wrong password with 401 in the request language', async () => {
    setRequestLanguage('en');
    await expectApiError(login({ email: 'free@example.com', password: 'nope' }), 401, 'Invalid email or password.');
    setRequestLanguage('tr');
    await expectApiError(
      login({ email: 'nobody@example.com', password: 'Passw0rd!' }),
      401,
      'E-posta veya şifre hatalı.',
    );
  });

  it('validates the body against the contract (422 with field errors)', async () => {
    const error = await expectApiError(login({ email: 'not-an-email', password: '' }), 422);
    expect(error.fieldErrors.map((e) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('logout ends the session, so the token no longer works', async () => {
    const { token } = await signIn('standard');
    await expect(logout()).resolves.toMatchObject({ success: true, message: 'You have been logged out.' });
    expect(db().sessions[token]).toBeUndefined();
    setToken(token, true);
    await expectApiError(getCurrentUser(), 401, 'Your session has expired. Please log in again.');
  });

  it('secured routes answer 401 without a token', async () => {
    setRequestLanguage('tr');
    await expectApiError(getCurrentUser(), 401, 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
  });

  it('registers a new Level_1 account that can log in', async () => {
    setRequestLanguage('en');
    const answer = await register({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      password: 'secret1',
      language: 'tr',
    });
    expect(answer).toEqual({ success: true, message: 'Your registration was successful! You can now log in.' });
    const result = await login({ email: 'AYSE@example.com', password: 'secret1' });
    expect(result.user).toMatchObject({ name: 'Ayşe Yılmaz', package_name: 'Level_1', language: 'tr' });
  });

  it('rejects a duplicate email case-insensitively with 409', async () => {
    setRequestLanguage('en');
    const body = { name: 'Someone', email: 'FREE@Example.com', password: 'secret1', language: 'en' as const };
    await expectApiError(register(body), 409, 'This email address is already registered.');
    setRequestLanguage('tr');
    await expectApiError(register(body), 409, 'Bu e-posta adresi zaten kayıtlı.');
  });

  it('rejects a short password on register with 422', async () => {
    const error = await expectApiError(
      register({ name: 'X', email: 'x@example.com', password: '123', language: 'en' }),
      422,
    );
    expect(error.fieldErrors[0].field).toBe('password');
  });

  it('answers forgot-password neutrally whether or not the account exists', async () => {
    setRequestLanguage('en');
    const known = await requestPasswordReset({ email: 'free@example.com' });
    const unknown = await requestPasswordReset({ email: 'ghost@example.com' });
    expect(known).toEqual(unknown);
    expect(known.message).toBe('If an account exists for this address, we have sent a reset link.');
  });
});
