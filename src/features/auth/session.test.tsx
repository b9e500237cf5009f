import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getToken, setRememberMe } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { loginAnswersAs, signedInAs } from '@tests/test-user';
import { getLogoutMockHandler500 } from '@/api/generated/query/auth/auth.msw';
import { answerError, errorEnvelope, recordRequests } from '@tests/api-answers';

/** Logout sits in the header's avatar menu. */
async function logOut() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }, { timeout: 5000 }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

// The session, seen from the screens a visitor signs in and out on.
describe('session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a route that needs auth without a token goes to /login, and back after signing in', async () => {
    loginAnswersAs('Level_2');
    const { router } = await renderApp('/app/compare_history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'hobby@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare_history'));
  });

  it('logout calls the server, clears token and user (and the email unless remember-me), and goes to /', async () => {
    const account = signedInAs('Level_2');
    const sent = recordRequests('POST', '/api/logout');
    localStorage.setItem('email', 'hobby@example.com');
    localStorage.setItem('rememberMe', 'false');
    const { router } = await renderApp('/app/profile', { user: account });
    await logOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.map(({ headers }) => headers.get('authorization'))).toEqual([`Bearer ${account.token}`]);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
  });

  it('the header’s own Logout button (beside the name) logs out through the same call, in Turkish too', async () => {
    const account = signedInAs('Level_1', { user: { language: 'tr' } });
    const sent = recordRequests('POST', '/api/logout');
    const { router } = await renderApp('/app/compare_history', { user: account, language: 'tr' });
    const banner = await screen.findByRole('banner', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('logout keeps the saved email when remember-me is on', async () => {
    const account = signedInAs('Level_2');
    setRememberMe(true, 'hobby@example.com');
    const { router } = await renderApp('/app/profile', { user: account });
    await logOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('email')).toBe('hobby@example.com');
  });

  it('a failed logout only logs to the console and keeps the session', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(answerError(getLogoutMockHandler500, 'Try later'));
    const account = signedInAs('Level_2');
    const { router } = await renderApp('/app/profile', { user: account });
    await logOut();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/app/profile');
    expect(getToken()).toBe(account.token);
  });

  it('any 401 removes the token and goes to the root', async () => {
    const account = signedInAs('Level_2');
    // The server forgets the session (expired): the next authenticated call answers 401.
    server.use(
      http.all('*/api/*', ({ request }) =>
        request.headers.get('Authorization')
          ? HttpResponse.json(errorEnvelope('Session expired.', 401), { status: 401 })
          : undefined,
      ),
    );
    const { router } = await renderApp('/app/package', { user: { ...account, package_name: undefined } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(getToken()).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare anything. Decide with confidence.' }),
    ).toBeInTheDocument();
  });
});
