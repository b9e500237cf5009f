import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import {
  getCheckPasswordResetLinkMockHandler,
  getResetPasswordMockHandler410,
} from '@/api/generated/query/auth/auth.msw';
import { answerError } from '@tests/api-answers';

describe('reset password page', () => {
  it("holds the new password to registration's rule, then says on the sign-in page that it changed", async () => {
    const user = userEvent.setup();
    await renderApp('/reset-password?token=abc');
    const field = await screen.findByLabelText('New password');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password.',
    );
  });

  it('says a used or expired link no longer works and offers a new one, in Turkish too', async () => {
    server.use(answerError(getResetPasswordMockHandler410, 'This reset link has expired or has already been used.'));
    const user = userEvent.setup();
    await renderApp('/reset-password?token=used', { language: 'tr' });
    await user.type(await screen.findByLabelText('Yeni şifre'), 'Yeni.Parola1');
    await user.click(screen.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu sıfırlama bağlantısının süresi dolmuş ya da bağlantı zaten kullanılmış.',
    );
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/forgot-password');
  });

  it('a link without its token offers a new one at once', async () => {
    await renderApp('/reset-password');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says at once that an old link no longer works, and the new-link form has its address', async () => {
    server.use(
      getCheckPasswordResetLinkMockHandler({ success: true, data: { usable: false, email: 'ayse@example.com' } }),
    );
    const user = userEvent.setup();
    await renderApp('/reset-password?token=old', { language: 'tr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu bağlantı artık geçerli değil' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bu sıfırlama bağlantısının süresi dolmuş ya da bağlantı zaten kullanılmış.',
    );
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Yeni bağlantı iste' }));
    expect(await screen.findByLabelText('E-posta')).toHaveValue('ayse@example.com');
  });
});
