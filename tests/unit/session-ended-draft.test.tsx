// A 401 tells the user their session ended (on the page they land on) and never silently drops a
// form they were filling in where it can be kept.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getToken } from '@/lib/session';
import type { PackageName } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import { loginAnswersAs, signedInAs, testToken } from '@tests/test-user';

const HOBBY = { name: 'Hobby User', email: 'hobby@example.com', phone: null, linkedin: null };
const PREMIUM = { name: 'Premium User', email: 'premium@example.com' };

/** The server forgets this token (it expired): every call carrying it answers 401. */
function expire(token: string) {
  server.use(
    http.all('*/api/*', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${token}`
        ? HttpResponse.json({ success: false, message: 'Session expired.' }, { status: 401 })
        : undefined,
    ),
  );
}

/** Signs in again on the login form the page shows: the server gives the same user a new token. */
async function signInOnForm(
  user: ReturnType<typeof userEvent.setup>,
  level: PackageName,
  account: { name: string; email: string },
) {
  loginAnswersAs(level, { token: testToken('new-token'), user: account });
  await user.type(await screen.findByLabelText('Email'), account.email);
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('a 401 while filling in a form', () => {
  it('profile: lands on the root saying the session ended, links to sign in, and after signing in the typed input is back, with a note', async () => {
    const account = signedInAs('Level_2', { user: HOBBY });
    const { router } = await renderApp('/app/profile', { user: account });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Yarım Kalan Ad');
    await user.type(screen.getByLabelText('Phone'), '+90 532 000 11 22');
    expire(account.token);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // A 401 sends the user to the root, where the notice says why and offers the way back.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
    expect(await screen.findByText(/Your session has ended. Please sign in again./)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Sign in to continue where you left off: what you typed was kept.' });
    expect(back).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent('/app/profile')}`);
    // The notices sit outside the router, so the link is a plain one: follow it the way the browser would.
    await router.navigate(back.getAttribute('href') as string);

    await signInOnForm(user, 'Level_2', HOBBY);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile'));
    // The form appears with the account's values, then takes the kept input back.
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Yarım Kalan Ad'));
    expect(screen.getByLabelText('Phone')).toHaveValue('+90 532 000 11 22');
    const note = screen.getByText(/We kept what you typed/);
    expect(note).toBeInTheDocument();
    // Signed in again: the session-ended notice is gone; the form's own note stays until dismissed.
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
    await user.click(within(note.closest('.alert') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/We kept what you typed/)).not.toBeInTheDocument();
  });

  it('a 401 with nothing typed still goes to the root, with the notice', async () => {
    const account = signedInAs('Level_2', { user: HOBBY });
    expire(account.token);
    const { router } = await renderApp('/app/compare_history', { user: account });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in to continue/ })).not.toBeInTheDocument();
  });

  it('chat: a message whose answer was a 401 is back in the composer after signing in', async () => {
    const account = signedInAs('Level_4', { user: PREMIUM });
    const { router } = await renderApp('/app/chat', { user: account });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Your message');
    expire(account.token);
    await user.type(input, 'Which one has the better camera?{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Your session has ended. Please sign in again./)).toBeInTheDocument();
    // Signing in from anywhere (here /login with no redirect, as the header's Login link goes) returns to the kept message.
    await router.navigate('/login');
    await signInOnForm(user, 'Level_4', PREMIUM);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/chat'));
    // The composer appears, then takes its kept message back.
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue('Which one has the better camera?'));
    expect(screen.getByText(/We kept what you typed/)).toBeInTheDocument();
  });

  it('compare: a query whose run was a 401 is back in the form after signing in, and runs from there', async () => {
    const account = signedInAs('Level_2', { user: HOBBY });
    const { router } = await renderApp('/app/compare', { user: account });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('What do you want to compare?'), 'Kindle vs Kobo');
    expire(account.token);
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const back = await screen.findByRole('link', {
      name: 'Sign in to continue where you left off: what you typed was kept.',
    });
    expect(back).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent('/app/compare')}`);
    await router.navigate(back.getAttribute('href') as string);
    await signInOnForm(user, 'Level_2', HOBBY);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
    await waitFor(() => expect(screen.getByLabelText('What do you want to compare?')).toHaveValue('Kindle vs Kobo'));
    expect(screen.getByText(/We kept what you typed/)).toBeInTheDocument();
    // The kept query runs like a typed one, and the note goes with the run.
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\/compare\/.+/));
    expect(screen.queryByText(/We kept what you typed/)).not.toBeInTheDocument();
  });
});
