import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp, SEED_PASSWORD } from '@tests/render-app';
import { signInAs } from '@tests/sign-in';
import { getChangePasswordMockHandler500 } from '@/api/generated/query/users/users.msw';
import { answerErrorWithoutMessage } from '@tests/api-answers';

async function openForm(language: 'en' | 'tr' = 'en') {
  // A Turkish account for Turkish: the profile screen applies the account's own language.
  const signedIn = await signInAs(language === 'en' ? 'hobby@example.com' : 'free@example.com');
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

function countCalls() {
  const calls: unknown[] = [];
  server.use(
    http.put('*/api/users/me/password', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ success: true, message: 'ok' });
    }),
  );
  return calls;
}

describe('password form', () => {
  it.each([
    ['nothing is filled', ['', '', ''], 'Please fill in all password fields.'],
    ['one field is empty', [SEED_PASSWORD, 'newpass1', ''], 'All fields are required.'],
    ['the new passwords differ', [SEED_PASSWORD, 'newpass1', 'newpass2'], 'New passwords do not match!'],
    [
      'the new password is the current one',
      [SEED_PASSWORD, SEED_PASSWORD, SEED_PASSWORD],
      'New password cannot be the same as your current password.',
    ],
    [
      'the new password is too short',
      [SEED_PASSWORD, 'abc', 'abc'],
      'The new password must be at least 6 characters long.',
    ],
  ])('when %s it says so and sends nothing', async (_case, [current, next, confirm], message) => {
    const calls = countCalls();
    const user = await openForm();
    await fill(user, current, next, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the password: "Password updated successfully!" and the fields are cleared', async () => {
    const user = await openForm();
    await fill(user, SEED_PASSWORD, 'brandNew1', 'brandNew1');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("shows the server's message for a wrong current password", async () => {
    const user = await openForm();
    await fill(user, 'wrong-one', 'brandNew1', 'brandNew1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  });

  it("a wrong current password's message goes when the next attempt fails a rule: one message at a time", async () => {
    const user = await openForm();
    await fill(user, 'wrong-one', 'brandNew1', 'brandNew1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brandNew2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('New passwords do not match!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Current password is incorrect.')).not.toBeInTheDocument();
  });

  it('falls back to "An error occurred while updating the password." without a server message', async () => {
    server.use(answerErrorWithoutMessage(getChangePasswordMockHandler500));
    const user = await openForm();
    await fill(user, SEED_PASSWORD, 'brandNew1', 'brandNew1');
    expect(await screen.findByText('An error occurred while updating the password.')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const user = await openForm('tr');
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
    expect(await screen.findByText('Lütfen tüm şifre alanlarını doldurun.')).toBeInTheDocument();
  });
});
