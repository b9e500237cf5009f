import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { getStoredUser } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { signInAs } from '@tests/sign-in';
import { getUpdateCurrentUserMockHandler500 } from '@/api/generated/query/users/users.msw';
import { answerError } from '@tests/api-answers';

async function openSettings() {
  const signedIn = await signInAs('hobby@example.com');
  await renderApp('/app/settings', { user: signedIn });
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  await screen.findByLabelText('Language');
  return userEvent.setup();
}

describe('settings', () => {
  it('saves the interface language to the user through the contract and switches the interface', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/api/users/me')) bodies.push(await request.clone().json());
    });
    const user = await openSettings();
    await user.selectOptions(screen.getByLabelText('Language'), 'tr');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Dil kaydedildi.')).toBeInTheDocument();
    expect(i18n.language).toBe('tr');
    expect(getStoredUser()?.language).toBe('tr');
    expect(bodies).toEqual([{ name: 'Hobby User', email: 'hobby@example.com', language: 'tr' }]);
    server.events.removeAllListeners();
  });

  it('says so when the language cannot be saved', async () => {
    server.use(answerError(getUpdateCurrentUserMockHandler500, 'x'));
    const user = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('The language could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('offers no demo reset outside the mock build', async () => {
    await openSettings();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});
