import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { getStoredUser, setRememberMe } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { loginAnswersAs, signedInAs, testToken } from '@tests/test-user';
import { getLoginMockHandler401, getLoginMockHandler500 } from '@/api/generated/query/auth/auth.msw';
import { answerError, answerErrorWithoutMessage, recordRequests } from '@tests/api-answers';

const PASSWORD = 'Passw0rd!';
const WRONG_PASSWORD = 'Invalid email or password.';

/** The server refuses the credentials, in the language the request asked for. */
function refuseCredentials() {
  server.use(
    getLoginMockHandler401(({ request }) => ({
      success: false,
      code: 'unauthorized',
      message: request.headers.get('accept-language') === 'tr' ? 'E-posta veya şifre hatalı.' : WRONG_PASSWORD,
    })),
  );
}

async function fillAndSubmit(email: string, password: string, options: { remember?: boolean; submit?: string } = {}) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText(/^(Email|E-posta)$/);
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText(/^(Password|Şifre)$/), password);
  if (options.remember) await user.click(screen.getByLabelText(/Remember me|Beni hatırla/));
  await user.click(screen.getByRole('button', { name: options.submit ?? 'Sign in' }));
  return user;
}

describe('login page', () => {
  afterEach(() => vi.useRealTimers());

  it('has an email input of type email, a password with a show/hide toggle, remember-me and the two links', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(document.title).toBe('Sign in · Kıyasla'));
  });

  it('requires email and password (English)', async () => {
    await renderApp('/login');
    await fillAndSubmit('', '');
    // One rule, one message (said under the first field); both fields are marked invalid.
    expect(await screen.findAllByText('Email and password are required.')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires email and password (Turkish)', async () => {
    await renderApp('/login', { language: 'tr' });
    await fillAndSubmit('free@example.com', '', { submit: 'Giriş Yap' });
    expect(await screen.findByText('E-posta ve şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta')).not.toHaveAttribute('aria-invalid');
  });

  it('rejects an invalid email address before calling the server', async () => {
    await renderApp('/login');
    await fillAndSubmit('not-an-email', 'whatever');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('shows a loading text on a disabled button while submitting', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(answerError(getLoginMockHandler401, 'Invalid email or password.', { before: () => gate }));
    await renderApp('/login');
    await fillAndSubmit('free@example.com', 'wrong');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's message on a failed login", async () => {
    refuseCredentials();
    await renderApp('/login');
    await fillAndSubmit('free@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
  });

  it("a wrong password's banner goes on the next submit: a new field error never stands beside it", async () => {
    refuseCredentials();
    await renderApp('/login');
    const user = await fillAndSubmit('free@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email and password are required.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
  });

  it("a wrong password's banner goes as soon as the visitor edits a field", async () => {
    refuseCredentials();
    await renderApp('/login');
    const user = await fillAndSubmit('free@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks the server for its message in the visitor's language", async () => {
    refuseCredentials();
    const sent = recordRequests('POST', '/api/login');
    await renderApp('/login', { language: 'tr' });
    await fillAndSubmit('free@example.com', 'wrong-password', { submit: 'Giriş Yap' });
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    expect(sent.map(({ headers }) => headers.get('accept-language'))).toEqual(['tr']);
  });

  it('falls back to "Login failed…" when the server gives no message', async () => {
    server.use(answerErrorWithoutMessage(getLoginMockHandler500));
    await renderApp('/login');
    await fillAndSubmit('free@example.com', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your email and password.');
  });

  it('with remember-me: sends the credentials; token and email in localStorage, rememberMe=true, user stored, language from the user, then /app/compare', async () => {
    const sent = recordRequests('POST', '/api/login');
    const answered = loginAnswersAs('Level_1', {
      token: testToken('token-free'),
      user: { email: 'free@example.com', name: 'Deniz Free', language: 'tr' },
    });
    const { router } = await renderApp('/login');
    await fillAndSubmit('free@example.com', PASSWORD, { remember: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
    expect(sent.map(({ body }) => body)).toEqual([{ email: 'free@example.com', password: PASSWORD }]);
    expect(localStorage.getItem('token')).toBe(testToken('token-free'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBe('free@example.com');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(getStoredUser()).toMatchObject({
      id: answered.id,
      email: 'free@example.com',
      name: 'Deniz Free',
      language: 'tr',
      package_name: 'Level_1',
    });
    // The user's language (Turkish here) wins over the one on screen (once its strings are loaded).
    await waitFor(() => expect(i18n.language).toBe('tr'));
  });

  it('without remember-me: token in sessionStorage, the saved email removed, rememberMe=false', async () => {
    setRememberMe(true, 'someone@example.com');
    localStorage.setItem('rememberMe', 'false');
    loginAnswersAs('Level_2', {
      token: testToken('token-hobby'),
      user: { email: 'hobby@example.com', language: 'en' },
    });
    const { router } = await renderApp('/login', { language: 'tr' });
    const email = await screen.findByLabelText('E-posta');
    await userEvent.setup().clear(email);
    await fillAndSubmit('hobby@example.com', PASSWORD, { submit: 'Giriş Yap' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
    expect(sessionStorage.getItem('token')).toBe(testToken('token-hobby'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBe('false');
    // The user's language, not the Turkish of the screen they signed in on.
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('refuses a login answer without a user language (the contract requires one) and stays signed out', async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({
          success: true,
          data: {
            token: 'mock_x',
            user: { id: 'u1', email: 'a@example.com', name: 'A', language: undefined, package_name: 'Level_1' },
          },
        }),
      ),
    );
    // The contract makes `language` required, so "the language defaults to en" can only matter for a
    // broken answer — and a broken answer must not sign anyone in.
    await renderApp('/login', { language: 'tr' });
    await fillAndSubmit('a@example.com', 'secret1', { submit: 'Giriş Yap' });
    // A broken answer is not a wrong password: the screen says the server answered unexpectedly.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('prefills the remembered email and keeps remember-me ticked', async () => {
    setRememberMe(true, 'standard@example.com');
    await renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('standard@example.com');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('goes back to where the visitor was sent from, but only inside the app', async () => {
    const { router } = await renderApp(
      `/login?redirectTo=${encodeURIComponent('/app/compare?q=iPhone%2015%20vs%20Pixel%208')}`,
    );
    await fillAndSubmit('standard@example.com', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('iPhone 15 vs Pixel 8');
  });

  it('ignores a redirect to another site', async () => {
    const { router } = await renderApp(`/login?redirectTo=${encodeURIComponent('//evil.example/app')}`);
    await fillAndSubmit('standard@example.com', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
  });

  it('already signed in on entry: straight to /app/compare, in the user language', async () => {
    const user = signedInAs('Level_4', { user: { language: 'en' } });
    const { router } = await renderApp('/login', { user, language: 'tr' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('?registrationSuccess=true shows the success message for 5 seconds, then removes the query', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderApp('/login?registrationSuccess=true');
    // In a polite status region (the route's loading spinner is one too, so find the text first).
    const banner = await screen.findByText('Your registration was successful! You can now log in.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Your registration was successful! You can now log in.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText('Your registration was successful! You can now log in.')).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });
});
