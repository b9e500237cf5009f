import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { getStoredUser } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { exampleUser, profileSavesAccepted, signedInAs } from '@tests/test-user';
import { getUpdateCurrentUserMockHandler500 } from '@/api/generated/query/users/users.msw';
import { answerError, recordRequests } from '@tests/api-answers';

async function openSettings() {
  const profile = { name: 'Hobby User', email: 'hobby@example.com' };
  const signedIn = signedInAs('Level_2', { user: profile });
  profileSavesAccepted(exampleUser('Level_2', profile));
  await renderApp('/app/settings', { user: signedIn });
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  await screen.findByLabelText('Language');
  return userEvent.setup();
}

describe('settings', () => {
  it('saves the interface language to the user through the contract and switches the interface', async () => {
    const saves = recordRequests('PUT', '/api/users/me');
    const user = await openSettings();
    await user.selectOptions(screen.getByLabelText('Language'), 'tr');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Dil kaydedildi.')).toBeInTheDocument();
    expect(i18n.language).toBe('tr');
    expect(getStoredUser()?.language).toBe('tr');
    expect(saves.map(({ body }) => body)).toEqual([{ name: 'Hobby User', email: 'hobby@example.com', language: 'tr' }]);
  });

  it('says so when the language cannot be saved', async () => {
    const user = await openSettings();
    // After the sign-in's own answers, which it overrides.
    server.use(answerError(getUpdateCurrentUserMockHandler500, 'x'));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('The language could not be saved. Please try again.')).toBeInTheDocument();
  });
});
