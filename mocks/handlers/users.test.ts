import { describe, expect, it } from 'vitest';
import { login } from '@/api/generated/query/auth/auth';
import { changePassword, getCurrentUser, updateCurrentUser } from '@/api/generated/query/users/users';
import { expectApiError, signIn, setRequestLanguage } from './test-utils';

describe('users handlers', () => {
  it('returns the current user without internal fields', async () => {
    await signIn('standard');
    const user = await getCurrentUser();
    expect(user).toMatchObject({
      email: 'standard@example.com',
      name: 'Selin Standard',
      package_name: 'Level_3',
      phone: '+90 532 123 45 67',
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('usage');
  });

  it('updates the profile and keeps the change', async () => {
    await signIn('hobby');
    const answer = await updateCurrentUser({
      name: 'Hobby Renamed',
      email: 'hobby2@example.com',
      language: 'tr',
      phone: '+90 555 000 11 22',
      linkedin: null,
    });
    expect(answer).toMatchObject({
      name: 'Hobby Renamed',
      email: 'hobby2@example.com',
      language: 'tr',
      linkedin: null,
    });
    await expect(getCurrentUser()).resolves.toMatchObject({ name: 'Hobby Renamed', phone: '+90 555 000 11 22' });
    await expect(login({ email: 'hobby2@example.com', password: 'Passw0rd!' })).resolves.toBeTruthy();
  });

  it('rejects an email that belongs to someone else with 409', async () => {
    await signIn('hobby');
    await expectApiError(
      updateCurrentUser({ name: 'X', email: 'Premium@example.com', language: 'en' }),
      409,
      'This email address is already registered.',
    );
  });

  it('validates the profile body (422)', async () => {
    await signIn('hobby');
    const error = await expectApiError(
      updateCurrentUser({ name: '', email: 'hobby@example.com', language: 'en', phone: 'call me' }),
      422,
    );
    expect(error.fieldErrors.map((e) => e.field).sort()).toEqual(['name', 'phone']);
  });

  it('rejects a wrong current password with 400 in both languages', async () => {
    await signIn('free', 'en');
    await expectApiError(
      changePassword({ oldPassword: 'wrong', newPassword: 'NewPass1' }),
      400,
      'Current password is incorrect.',
    );
    setRequestLanguage('tr');
    await expectApiError(
      changePassword({ oldPassword: 'wrong', newPassword: 'NewPass1' }),
      400,
      'Mevcut şifre hatalı.',
    );
  });

  it('rejects a new password equal to the current one', async () => {
    await signIn('free');
    await expectApiError(
      changePassword({ oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!' }),
      400,
      'New password cannot be the same as your current password.',
    );
  });

  it('changes the password', async () => {
    await signIn('free', 'tr');
    await expect(changePassword({ oldPassword: 'Passw0rd!', newPassword: 'NewPass1' })).resolves.toEqual({
      success: true,
      message: 'Şifre başarıyla güncellendi!',
    });
    setRequestLanguage('en');
    await expectApiError(login({ email: 'free@example.com', password: 'Passw0rd!' }), 401);
    await expect(login({ email: 'free@example.com', password: 'NewPass1' })).resolves.toBeTruthy();
  });

  it('trims the name before validating: a blank name is refused and the account still signs in', async () => {
    await signIn('hobby');
    const error = await expectApiError(
      updateCurrentUser({ name: '   ', email: 'hobby@example.com', language: 'en' }),
      422,
    );
    expect(error.fieldErrors.map((e) => e.field)).toEqual(['name']);
    const renamed = await updateCurrentUser({ name: '  Hobby Spaced  ', email: 'hobby@example.com', language: 'en' });
    expect(renamed.name).toBe('Hobby Spaced');
    await expect(login({ email: 'hobby@example.com', password: 'Passw0rd!' })).resolves.toMatchObject({
      user: { name: 'Hobby Spaced' },
    });
  });

  it('stores only https or data:image avatars and linkedin.com addresses', async () => {
    await signIn('hobby');
    const base = { name: 'Hobby User', email: 'hobby@example.com', language: 'en' as const };
    for (const profilePic of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'http://example.com/a.png',
    ]) {
      const error = await expectApiError(updateCurrentUser({ ...base, profilePic }), 422);
      expect(error.fieldErrors.map((e) => e.field)).toEqual(['profilePic']);
    }
    for (const linkedin of ['javascript:alert(1)', 'https://evil.example.com/in/me', 'http://www.linkedin.com/in/me']) {
      await expectApiError(updateCurrentUser({ ...base, linkedin }), 422);
    }
    const saved = await updateCurrentUser({
      ...base,
      profilePic: 'data:image/png;base64,iVBORw0KGgo=',
      linkedin: 'https://tr.linkedin.com/in/me',
    });
    expect(saved).toMatchObject({
      profilePic: 'data:image/png;base64,iVBORw0KGgo=',
      linkedin: 'https://tr.linkedin.com/in/me',
    });
  });
});
