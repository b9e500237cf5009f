import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import type { RegisterRequest } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import {
  getRegisterMockHandler409,
  getRegisterMockHandler422,
  getRegisterMockHandler500,
} from '@/api/generated/query/auth/auth.msw';
import { answerError, answerErrorWithoutMessage } from '@tests/api-answers';

async function fill(values: { name?: string; email?: string; password?: string }, submit = 'Sign up') {
  const user = userEvent.setup();
  const name = await screen.findByLabelText(/^(Name and surname|Ad soyad)$/);
  if (values.name) await user.type(name, values.name);
  if (values.email) await user.type(screen.getByLabelText(/^(Email|E-posta)$/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^(Password|Şifre)$/), values.password);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('register page', () => {
  it('has name, email, password and a link to login', async () => {
    await renderApp('/register');
    expect(await screen.findByLabelText('Name and surname')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Sign up · Kıyasla'));
  });

  it('requires all three fields (English and Turkish)', async () => {
    const view = await renderApp('/register');
    await fill({});
    expect(await screen.findAllByText('Name, email, and password are required.')).toHaveLength(1);
    for (const label of ['Name and surname', 'Email', 'Password'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    view.unmount();
    await renderApp('/register', { language: 'tr' });
    await fill({ name: 'Ada' }, 'Kayıt Ol');
    expect(await screen.findAllByText('Ad, e-posta ve şifre zorunludur.')).toHaveLength(1);
    expect(screen.getByLabelText('Ad soyad')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
  });

  it('limits the name to 50 characters and needs a password of at least 6', async () => {
    await renderApp('/register');
    await fill({ name: 'x'.repeat(51), email: 'new@example.com', password: '12345' });
    expect(await screen.findByText('Name and surname cannot exceed 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
  });

  it('the same rules in Turkish', async () => {
    await renderApp('/register', { language: 'tr' });
    await fill({ name: 'x'.repeat(51), email: 'yeni@example.com', password: '12345' }, 'Kayıt Ol');
    expect(await screen.findByText('Ad soyad 50 karakteri geçemez.')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır.')).toBeInTheDocument();
  });

  it('sends the current language, shows a loading state, and on success goes to /login?registrationSuccess=true with the banner', async () => {
    let sent: RegisterRequest | undefined;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/register')) sent = (await request.clone().json()) as RegisterRequest;
    });
    server.use(
      http.post('*/api/register', async () => {
        await gate;
        return undefined;
      }),
    );
    const { router } = await renderApp('/register', { language: 'tr' });
    await fill({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' }, 'Kayıt Ol');
    expect(await screen.findByRole('button', { name: 'Kayıt olunuyor…' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?registrationSuccess=true');
    expect(await screen.findByText('Kaydınız başarıyla tamamlandı! Artık giriş yapabilirsiniz.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', language: 'tr' });
    // The new email is filled in, the password is next, and the greeting fits a new user.
    expect(screen.getByLabelText('E-posta')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Şifre')).toHaveFocus();
    expect(screen.getByText('Hesabınız hazır. İlk karşılaştırmanızı yapmak için giriş yapın.')).toBeInTheDocument();
    expect(screen.queryByText(/Tekrar hoş geldiniz/)).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('in English too: the sign-in page after registering fills in the email and does not say "Welcome back!"', async () => {
    const { router } = await renderApp('/register');
    await fill({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByText('Your account is ready. Sign in to make your first comparison.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back!/)).not.toBeInTheDocument();
  });

  it("a duplicate email shows the server's message", async () => {
    server.use(answerError(getRegisterMockHandler409, 'This email address is already registered.'));
    await renderApp('/register');
    await fill({ name: 'Someone', email: 'free@example.com', password: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already registered.');
  });

  it("a failed registration's banner goes on the next submit that fails a field rule", async () => {
    server.use(answerError(getRegisterMockHandler409, 'This email address is already registered.'));
    await renderApp('/register');
    await fill({ name: 'Someone', email: 'free@example.com', password: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already registered.');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('falls back to "Registration failed. Please try again." without a server message', async () => {
    server.use(answerErrorWithoutMessage(getRegisterMockHandler500));
    await renderApp('/register');
    await fill({ name: 'Someone', email: 'someone@example.com', password: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it("shows a 422's field messages beside the fields", async () => {
    server.use(
      answerError(getRegisterMockHandler422, 'Validation failed.', {
        errors: [{ field: 'email', message: 'This address cannot receive mail.' }],
      }),
    );
    await renderApp('/register');
    await fill({ name: 'Someone', email: 'someone@example.com', password: 'secret1' });
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // The fields tell the whole story: no banner repeats it ("Validation failed.").
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Validation failed.')).not.toBeInTheDocument();
  });
});
