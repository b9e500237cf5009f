import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { i18n, i18nReady } from '@/i18n';
import { AppErrorBoundary, renderStartupFailure } from './app-error-boundary';

function Boom(): never {
  throw new Error('a provider broke');
}

describe('the boundary outside the router', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a translated message and a reload button instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18nReady;
    await i18n.changeLanguage('tr');
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Kıyasla yüklenemedi. Lütfen sayfayı yenileyin.');
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('falls back to a static text in both languages when i18n never started', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary i18n={i18next.createInstance()}>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kıyasla yüklenemedi. Lütfen sayfayı yenileyin. · Kıyasla could not be loaded. Please reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Sayfayı yenile · Reload the page' })).toBeInTheDocument();
  });

  it('a failed start-up (i18n rejected) renders the message into #root', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    document.body.append(root);
    renderStartupFailure(new Error('locale chunk failed'), root);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Kıyasla|could not be loaded/);
    expect(log).toHaveBeenCalledWith('Kıyasla could not start', expect.any(Error));
    root.remove();
  });
});
