// A Turkish screen never shows English error text: every form, with the connection failing
// (MSW's HttpResponse.error(), what a browser reports as "Network Error"), says so in Turkish.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { PackageName } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';

const PASSWORD = 'Passw0rd!';

const NETWORK_TR = 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.';

function failConnection(method: 'get' | 'post' | 'put', path: string) {
  server.use(http[method](`*${path}`, () => HttpResponse.error()));
}

/** The alert that must carry the Turkish sentence, and nothing in English anywhere on screen. */
async function expectTurkishNetworkError() {
  const alert = await screen.findByText(
    (_, element) => element?.getAttribute('role') === 'alert' && element.textContent?.includes(NETWORK_TR) === true,
  );
  expect(alert).toBeVisible();
  expect(document.body).not.toHaveTextContent(/Network Error|Could not reach|went wrong/i);
  return alert;
}

function signedInTurkish(level: PackageName) {
  return signedInAs(level, { user: { language: 'tr' } });
}

describe('a network failure on a Turkish screen is told in Turkish', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('login', async () => {
    failConnection('post', '/api/login');
    await renderApp('/login', { language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Şifre'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await expectTurkishNetworkError();
  });

  it('register', async () => {
    failConnection('post', '/api/register');
    await renderApp('/register', { language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ad soyad'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Şifre'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await expectTurkishNetworkError();
  });

  it('forgot password', async () => {
    failConnection('post', '/api/forgot-password');
    await renderApp('/forgot-password', { language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    await expectTurkishNetworkError();
  });

  it('contact', async () => {
    failConnection('post', '/api/contacts');
    await renderApp('/contact', { language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ad'), 'Ayşe');
    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Mesaj'), 'Merhaba, bir sorum var.');
    await user.click(screen.getByRole('button', { name: 'Mesajı gönder' }));
    const alert = await expectTurkishNetworkError();
    expect(alert).toHaveTextContent(`Mesajınız gönderilemedi. Lütfen daha sonra tekrar deneyin. ${NETWORK_TR}`);
  });

  it('profile', async () => {
    const account = signedInTurkish('Level_1');
    // After the sign-in's own answers, which it overrides.
    failConnection('put', '/api/users/me');
    await renderApp('/app/profile', { user: account, language: 'tr' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kaydet' }));
    await expectTurkishNetworkError();
  });

  it('password', async () => {
    const account = signedInTurkish('Level_1');
    // After the sign-in's own answers, which it overrides.
    failConnection('put', '/api/users/me/password');
    await renderApp('/app/profile', { user: account, language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mevcut şifre'), PASSWORD);
    await user.type(screen.getByLabelText('Yeni şifre'), 'Yeni-sifre-1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni-sifre-1');
    await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
    await expectTurkishNetworkError();
  });

  it('compare', async () => {
    const account = signedInTurkish('Level_3');
    // After the sign-in's own answers, which it overrides.
    failConnection('post', '/api/comparisons');
    await renderApp('/app/compare', { user: account, language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Neyi karşılaştırmak istiyorsunuz?'), 'iPhone 15 vs Galaxy S24');
    await user.click(screen.getByRole('button', { name: 'Karşılaştır' }));
    await expectTurkishNetworkError();
  });

  it('chat', async () => {
    const account = signedInTurkish('Level_4');
    // After the sign-in's own answers, which it overrides.
    failConnection('post', '/api/chat');
    await renderApp('/app/chat', { user: account, language: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mesajınız'), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    // The failed reply is an AI bubble with the server's message, else its fixed text;
    // the screen says the message could not be sent.
    expect(await within(screen.getByRole('log')).findByText('AI mesaj gönderilemedi')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mesaj gönderilemedi: Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    );
    expect(document.body).not.toHaveTextContent(/Network Error|Could not reach|could not be sent/i);
  });

  it('package change', async () => {
    const account = signedInTurkish('Level_1');
    // After the sign-in's own answers, which it overrides.
    failConnection('put', '/api/packages/me');
    await renderApp('/app/package/upgrade', { user: account, language: 'tr' });
    const user = userEvent.setup();
    // The Premium column of the plan table.
    await screen.findByRole('button', { name: 'Hemen satın al' });
    const premium = screen
      .getAllByRole('columnheader')
      .find((cell) => cell.querySelector('.plan-table__name')?.textContent === 'Premium');
    if (!premium) throw new Error('no Premium column');
    await user.click(within(premium).getByRole('button', { name: /Seç/ }));
    await user.click(screen.getByRole('button', { name: 'Hemen satın al' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla ve satın al' }));
    const alert = await expectTurkishNetworkError();
    expect(alert).toHaveTextContent(`Paket değiştirilemedi: ${NETWORK_TR}`);
  });

  it('my package (a failed load, with retry)', async () => {
    const account = signedInTurkish('Level_1');
    // After the sign-in's own answers, which it overrides.
    failConnection('get', '/api/packages/me');
    await renderApp('/app/package', { user: account, language: 'tr' });
    const alert = await expectTurkishNetworkError();
    expect(alert).toHaveTextContent(`Detaylar alınamadı: ${NETWORK_TR}`);
  });
});
