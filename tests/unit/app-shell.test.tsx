import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { signedInAs } from '@tests/test-user';
import { getStoredUser } from '@/lib/session';

describe('app shell and guards', () => {
  it('without a token goes to /login', async () => {
    const { router } = await renderApp('/app/compare');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a Level_1 user opening /app/chat is sent to /app/compare', async () => {
    const { router } = await renderApp('/app/chat', { user: signedInAs('Level_1', { user: { name: 'Deniz Free' } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
  });

  it('a Level_4 user may open /app/chat', async () => {
    const { router } = await renderApp('/app/chat', { user: signedInAs('Level_4') });
    await screen.findByRole('navigation', { name: 'App navigation' });
    expect(router.state.location.pathname).toBe('/app/chat');
  });

  it('/app goes to /app/compare', async () => {
    const { router } = await renderApp('/app', { user: signedInAs('Level_1', { user: { name: 'Deniz Free' } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
  });

  it('the sidebar shows the visible items and highlights the current one', async () => {
    await renderApp('/app/compare_history', { user: signedInAs('Level_4') });
    const nav = await screen.findByRole('navigation', { name: 'App navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Chat, chat history and settings are hidden (show flag), even for Level_4.
    expect(names).toEqual(['Compare', 'Comparison History', 'Profile', 'My Package']);
    expect(within(nav).getByRole('link', { name: 'Comparison History' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Compare' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('heading', { name: 'Main Menu' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('the header offers an upgrade below Level_4, straight to the plans', async () => {
    await renderApp('/app/compare', { user: signedInAs('Level_2', { user: { name: 'Hobby User' } }) });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/app/package/upgrade');
    expect(within(banner).getByText('Package: Hobby')).toBeInTheDocument();
    // Logout sits in the avatar menu.
    expect(within(banner).getByRole('button', { name: 'Account menu: Hobby User' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('the header shows an uppercase badge for Level_4 and no upgrade', async () => {
    await renderApp('/app/compare', { user: signedInAs('Level_4') });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('fetches the current user when the stored package name is missing', async () => {
    const signedIn = signedInAs('Level_3');
    await renderApp('/app/compare', { user: { ...signedIn, package_name: undefined } });
    await waitFor(() => expect(getStoredUser()?.package_name).toBe('Level_3'));
  });

  it('logs out to the home page', async () => {
    const { router } = await renderApp('/app/compare', {
      user: signedInAs('Level_1', { user: { name: 'Deniz Free' } }),
    });
    (await screen.findByRole('button', { name: /^Account menu/ })).click();
    (await screen.findByRole('menuitem', { name: 'Logout' })).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getStoredUser()).toBeNull();
  });

  it('a profile picture that fails to load gives way to the default icon, not its alt text', async () => {
    // A data URL the browser cannot decode (a broken upload).
    const user = {
      ...signedInAs('Level_2', { user: { name: 'Hobby User' } }),
      profilePic: 'data:image/png;base64,AAAA',
    };
    await renderApp('/app/compare', { user });
    const picture = await screen.findByRole('img', { name: /Hobby User/ });
    fireEvent.error(picture);
    await waitFor(() => expect(screen.queryByRole('img', { name: /Hobby User/ })).not.toBeInTheDocument());
    expect(document.querySelector('header svg.app-header__avatar')).toBeInTheDocument();
  });

  it('a picture at a web address is never requested (the CSP allows only data: images): the default icon', async () => {
    const user = {
      ...signedInAs('Level_2', { user: { name: 'Hobby User' } }),
      profilePic: 'https://images.example.com/me.png',
    };
    await renderApp('/app/compare', { user });
    await screen.findByRole('button', { name: /Hobby User/ });
    expect(screen.queryByRole('img', { name: /Hobby User/ })).not.toBeInTheDocument();
    expect(document.querySelector('header svg.app-header__avatar')).toBeInTheDocument();
  });
});
