import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { captureCompareBodies } from '@tests/report-fixtures';

async function openMissingPage(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp('/no-such-page', options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
}

describe('404 page', () => {
  it('has a title, a heading, a compare box and the popular comparisons', async () => {
    await openMissingPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Kıyasla'));
    const box = screen.getByRole('search', { name: 'Compare instead' });
    expect(within(box).getByLabelText('What do you want to compare?')).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Popular comparisons' });
    const links = within(popular).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links[0]).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/app/compare?q=iPhone%2015%20vs%20Samsung%20Galaxy%20S24')}`,
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('the compare box sends a visitor to sign in, then on to the compare screen with the query', async () => {
    const { user, router } = await openMissingPage();
    const input = screen.getByLabelText('What do you want to compare?');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the products or services you want to compare.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Kindle vs Kobo');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/app/compare?q=Kindle%20vs%20Kobo',
    );
  });

  it('a signed-in user goes straight to the compare screen, which runs the query', async () => {
    const bodies = captureCompareBodies();
    const { user, router } = await openMissingPage({ user: signedInAs('Level_4') });
    await user.type(screen.getByLabelText('What do you want to compare?'), 'Kindle vs Kobo');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\/compare\/.+/), { timeout: 8000 });
    expect(bodies).toEqual([{ query: 'Kindle vs Kobo', features: [], isDetailed: false }]);
  });

  it('knows who is signed in: no Login, the way back to the app instead', async () => {
    await openMissingPage({ user: signedInAs('Level_2') });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/app/compare');
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/app/compare');
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Kıyasla'));
  });

  it('knows who is signed in, in Turkish too', async () => {
    await openMissingPage({ user: signedInAs('Level_2'), language: 'tr' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Uygulamayı aç' })).toHaveAttribute('href', '/app/compare');
    expect(screen.getByRole('link', { name: 'Uygulamaya dön' })).toHaveAttribute('href', '/app/compare');
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı · Kıyasla'));
  });

  it('speaks Turkish', async () => {
    await openMissingPage({ language: 'tr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Bunun yerine karşılaştırın' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Popüler karşılaştırmalar' })).toBeInTheDocument();
  });
});
