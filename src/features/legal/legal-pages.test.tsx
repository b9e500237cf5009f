import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/render-app';

describe('legal pages', () => {
  it('privacy policy in English: effective date, operator, KVKK and GDPR rights, storage keys, contact', async () => {
    await renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 10 September 2025')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        '1. Data we collect',
        '2. Why we use your data',
        '4. How long we keep your data',
        '5. Your rights',
        '6. Cookies and local storage',
        '10. Contact',
      ]),
    );
    // The operator's seat, in the introduction and again under Contact.
    expect(screen.getAllByText(/Kocaeli, Türkiye/)).toHaveLength(2);
    expect(screen.getByText(/KVKK Article 11/)).toBeInTheDocument();
    expect(screen.getByText(/If the GDPR applies to you/)).toBeInTheDocument();
    const storage = screen.getByRole('region', { name: '6. Cookies and local storage' });
    for (const key of ['token', 'email', 'rememberMe', 'user', 'language']) {
      expect(within(storage).getByText(new RegExp(`^${key}:`))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Kıyasla'));
  });

  it('privacy policy in Turkish', async () => {
    await renderApp('/privacy-policy', { language: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeInTheDocument();
    expect(screen.getByText('Yürürlük tarihi: 10 Eylül 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Haklarınız' })).toBeInTheDocument();
  });

  it('terms of service: informational only, no investment, financial or legal advice; Kocaeli courts', async () => {
    await renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 10 September 2025')).toBeInTheDocument();
    expect(
      screen.getByText(/Nothing on Kıyasla is investment, financial, legal or any other professional advice/),
    ).toBeInTheDocument();
    expect(screen.getByText(/The courts and enforcement offices of Kocaeli have jurisdiction/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('terms of service in Turkish', async () => {
    await renderApp('/terms-of-service', { language: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hizmet Koşulları' })).toBeInTheDocument();
    expect(
      screen.getByText(/yatırım, finansal, hukuki veya başka herhangi bir mesleki tavsiye niteliği taşımaz/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kocaeli mahkemeleri ve icra daireleri yetkilidir/)).toBeInTheDocument();
  });
});
