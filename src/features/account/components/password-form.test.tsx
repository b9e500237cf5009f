import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import {
  getChangePasswordMockHandler400,
  getChangePasswordMockHandler500,
} from '@/api/generated/query/users/users.msw';
import { answerError, answerErrorWithoutMessage, recordRequests } from '@tests/api-answers';

const CURRENT = 'Passw0rd!';
const WRONG_CURRENT = 'Current password is incorrect.';

async function openForm(language: 'en' | 'tr' = 'en') {
  // A Turkish account for Turkish: the profile screen applies the account's own language.
  const signedIn = signedInAs('Level_2', { user: { language } });
  await renderApp('/app/profile', { user: signedIn, language });
  await screen.findByLabelText(language === 'en' ? 'Current password' : 'Mevcut şifre', {}, { timeout: 5000 });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

/** What the form sent to PUT /api/users/me/password. */
function passwordChanges() {
  return recordRequests('PUT', '/api/users/me/password');
}

describe('password form', () => {
  it.each([
    ['nothing is filled', ['', '', ''], 'Please fill in all password fields.'],
    ['one field is empty', [CURRENT, 'newpass1', ''], 'All fields are required.'],
    ['the new passwords differ', [CURRENT, 'newpass1', 'newpass2'], 'New passwords do not match!'],
    [
      'the new password is the current one',
      [CURRENT, CURRENT, CURRENT],
      'New password cannot be the same as your current password.',
    ],
    ['the new password is too short', [CURRENT, 'abc', 'abc'], 'The new password must be at least 6 characters long.'],
  ])('when %s it says so and sends nothing', async (_case, [current, next, confirm], message) => {
    const sent = passwordChanges();
    const user = await openForm();
    await fill(user, current, next, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('changes the password: sends the current and the new one, "Password updated successfully!" and the fields are cleared', async () => {
    const sent = passwordChanges();
    const user = await openForm();
    await fill(user, CURRENT, 'brandNew1', 'brandNew1');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(sent.map(({ body }) => body)).toEqual([{ oldPassword: CURRENT, newPassword: 'brandNew1' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("shows the server's message for a wrong current password", async () => {
    server.use(answerError(getChangePasswordMockHandler400, WRONG_CURRENT));
    const user = await openForm();
    await fill(user, 'wrong-one', 'brandNew1', 'brandNew1');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CURRENT);
  });

  it("a wrong current password's message goes when the next attempt fails a rule: one message at a time", async () => {
    server.use(answerError(getChangePasswordMockHandler400, WRONG_CURRENT));
    const user = await openForm();
    await fill(user, 'wrong-one', 'brandNew1', 'brandNew1');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CURRENT);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brandNew2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('New passwords do not match!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(WRONG_CURRENT)).not.toBeInTheDocument();
  });

  it('falls back to "An error occurred while updating the password." without a server message', async () => {
    server.use(answerErrorWithoutMessage(getChangePasswordMockHandler500));
    const user = await openForm();
    await fill(user, CURRENT, 'brandNew1', 'brandNew1');
    expect(await screen.findByText('An error occurred while updating the password.')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const user = await openForm('tr');
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
    expect(await screen.findByText('Lütfen tüm şifre alanlarını doldurun.')).toBeInTheDocument();
  });
});
