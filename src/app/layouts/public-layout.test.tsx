import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render-app';

describe('public layout', () => {
  it('header: logo to /, the six anchor links to /#anchor, a Login button', async () => {
    await renderApp('/contact');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByRole('link', { name: 'Kıyasla home page' })).toHaveAttribute('href', '/');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/#hero'],
      ['Features', '/#features'],
      ['Compare preview', '/#compare'],
      ['Testimonials', '/#testimonials'],
      ['FAQ', '/#faq'],
      ['Packages', '/#packages'],
      ['Login', '/login'],
    ]);
  });

  it('an anchor link from another page goes to the landing page with the hash', async () => {
    const { router } = await renderApp('/contact');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#faq');
    expect(await screen.findByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('the narrow-screen menu button opens and closes the links; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', 'public-nav');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Packages' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('the language selector switches at once, is remembered, and <html lang> and <title> follow', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Compare anything. Decide with confidence.' });
    await user.selectOptions(screen.getByLabelText('Language'), 'tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Her şeyi karşılaştırın. Güvenle karar verin.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('tr');
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    await waitFor(() => expect(document.title).toBe('Yapay zekâ ile ürün karşılaştırın · Kıyasla'));
  });

  it('footer: © current year and links to Contact, Privacy Policy, Terms of Service', async () => {
    await renderApp('/privacy-policy');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Kıyasla`);
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
  });
});
