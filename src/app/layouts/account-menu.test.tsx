import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';

const ACCOUNTS = {
  hobby: () => signedInAs('Level_2', { user: { name: 'Hobby User' } }),
  premium: () => signedInAs('Level_4'),
  free: () => signedInAs('Level_1', { user: { name: 'Deniz Free' } }),
};

async function openApp(account: keyof typeof ACCOUNTS, language: 'en' | 'tr' = 'en') {
  const view = await renderApp('/app/compare_history', { user: ACCOUNTS[account](), language });
  const banner = await screen.findByRole('banner', {}, { timeout: 5000 });
  return { ...view, banner, user: userEvent.setup() };
}

describe('avatar menu', () => {
  it('is a menu button: closed at first, named after the user', async () => {
    const { banner } = await openApp('hobby');
    const button = within(banner).getByRole('button', { name: 'Account menu: Hobby User' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('holds the package with its upgrade, My Package, Settings and Logout below Level_4', async () => {
    const { banner, user } = await openApp('hobby');
    await user.click(within(banner).getByRole('button', { name: /^Account menu/ }));
    const menu = screen.getByRole('menu', { name: /^Account menu/ });
    expect(within(banner).getByRole('button', { name: /^Account menu/ })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Upgrade', 'My Package', 'Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade' })).toHaveAttribute('href', '/app/package/upgrade');
    expect(within(menu).getByRole('menuitem', { name: 'My Package' })).toHaveAttribute('href', '/app/package');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    // The package line sits beside the menu (it is not an action).
    expect(within(banner).getAllByText('Package: Hobby')).toHaveLength(2);
    // Focus moves to the first item.
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade' })).toHaveFocus();
  });

  it('has no upgrade for Level_4, and shows the upper-case badge', async () => {
    const { banner, user } = await openApp('premium');
    await user.click(within(banner).getByRole('button', { name: /^Account menu/ }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Package', 'Settings', 'Logout']);
    expect(within(banner).getAllByText('PREMIUM')).toHaveLength(2);
  });

  it('works from the keyboard: ↓ opens on the first item, arrows wrap, Home/End, Escape gives focus back', async () => {
    const { banner, user } = await openApp('hobby');
    const button = within(banner).getByRole('button', { name: /^Account menu/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // ↑ opens on the last item.
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[3]).toHaveFocus();
  });

  it('closes on a press outside and after choosing an item', async () => {
    const { banner, user, router } = await openApp('hobby');
    const button = within(banner).getByRole('button', { name: /^Account menu/ });
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const { banner, user } = await openApp('free', 'tr');
    await user.click(within(banner).getByRole('button', { name: 'Hesap menüsü: Deniz Free' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Yükselt', 'Paketim', 'Ayarlar', 'Çıkış Yap']);
  });
});
