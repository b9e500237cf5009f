import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { getRequestPasswordResetMockHandler429 } from '@/api/generated/query/auth/auth.msw';
import { answerError, answerRateLimited } from '@tests/api-answers';

describe('forgot password page', () => {
  it('validates the email in both languages', async () => {
    const user = userEvent.setup();
    const view = await renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    view.unmount();
    await renderApp('/forgot-password', { language: 'tr' });
    await user.click(await screen.findByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(await screen.findByText('Lütfen e-posta adresinizi girin.')).toBeInTheDocument();
  });

  it('answers neutrally whether or not the account exists, and links back to login', async () => {
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await waitFor(() => expect(document.title).toBe('Forgot password · Kıyasla'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this address, we have sent a reset link.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows an error', async () => {
    server.use(answerError(getRequestPasswordResetMockHandler429, 'Too many requests. Try again in a minute.'));
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    // A new attempt that fails the field rule shows the field's message alone.
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a rate limit says when to try again, from its Retry-After, in both languages', async () => {
    server.use(answerRateLimited('post', '/api/forgot-password', 'Too many requests. Please try again later.', 120));
    const user = userEvent.setup();
    const view = await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 2 minutes.');
    view.unmount();
    server.use(answerRateLimited('post', '/api/forgot-password', 'Çok fazla istek.', 45));
    await renderApp('/forgot-password', { language: 'tr' });
    await user.type(await screen.findByLabelText('E-posta'), 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla istek gönderildi. 45 saniye sonra yeniden deneyin.',
    );
  });
});
