// The signed-in user is one query: seeded from storage before the first render,
// stored again by one subscriber when it changes, and cleared when another tab signs out.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import type { User } from '@shared/api/generated/model';
import { getGetCurrentUserQueryKey } from '@/api/generated/query/users/users';
import { createQueryClient } from '@/app/query-client';
import { currentUserKey, isWholeUser, persistCurrentUser } from '@/lib/current-user';
import { getStoredUser, getToken, setStoredUser, setToken } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { exampleUser, packageChangesAccepted, profileSavesAccepted, signedInAs } from '@tests/test-user';

const HOBBY = { name: 'Hobby User', email: 'hobby@example.com' };

/** Counts GET /api/users/me without answering it (the mock answers as usual). */
function countUserFetches(): { readonly count: number } {
  const counter = { count: 0 };
  server.use(
    http.get('*/api/users/me', () => {
      counter.count++;
    }),
  );
  return counter;
}

describe('the user query', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('lives under the generated getCurrentUser key', () => {
    expect(currentUserKey()).toEqual(getGetCurrentUserQueryKey());
  });

  it('is seeded from storage before any render, marked as a seed (not the whole user)', async () => {
    const account = signedInAs('Level_2', { user: HOBBY });
    setToken(account.token, false);
    setStoredUser({
      id: account.id,
      email: account.email,
      name: account.name,
      language: account.language,
      package_name: account.package_name,
      profilePic: null,
    });
    const client = createQueryClient();
    const state = client.getQueryState<User>(currentUserKey());
    expect(state?.data).toMatchObject({ name: 'Hobby User', package_name: 'Level_2' });
    expect(isWholeUser({ data: state?.data, dataUpdatedAt: state?.dataUpdatedAt ?? 0 })).toBe(false);
  });

  it('is not seeded without a token; a partial stored user (an older version) is a seed, never the whole user', () => {
    setStoredUser({ id: 'u1', email: 'a@example.com', name: 'A', language: 'en', package_name: 'Level_1' });
    expect(createQueryClient().getQueryData(currentUserKey())).toBeUndefined();
    setToken('t', true);
    setStoredUser({ id: 'u1', package_name: 'Level_2' });
    const state = createQueryClient().getQueryState<User>(currentUserKey());
    expect(state?.data).toEqual({ id: 'u1', package_name: 'Level_2' });
    expect(isWholeUser({ data: state?.data, dataUpdatedAt: state?.dataUpdatedAt ?? 0 })).toBe(false);
  });

  it('is stored when it changes, beside the token (remember-me off: sessionStorage only)', async () => {
    const account = signedInAs('Level_1', { user: { email: 'free@example.com', name: 'Deniz Free', language: 'tr' } });
    setToken(account.token, false);
    const client = createQueryClient();
    stop = persistCurrentUser(client);
    const user: User = {
      id: account.id,
      email: 'free@example.com',
      name: 'Deniz Free',
      language: 'tr',
      package_name: 'Level_1',
      phone: '+90 532 000 00 00',
    };
    client.setQueryData(currentUserKey(), user);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual({
      id: account.id,
      email: 'free@example.com',
      name: 'Deniz Free',
      language: 'tr',
      package_name: 'Level_1',
      profilePic: null,
    });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a profile save shows the new name in the header without fetching the user again, and a reload keeps it', async () => {
    const account = signedInAs('Level_2', { user: HOBBY });
    profileSavesAccepted(exampleUser('Level_2', HOBBY));
    const first = await renderApp('/app/profile', { user: account });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    const fetches = countUserFetches();
    await user.clear(name);
    await user.type(name, 'Ayşe Yılmaz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu: Ayşe Yılmaz' }),
    ).toBeInTheDocument();
    expect(fetches.count).toBe(0);
    first.unmount();

    // A reload: a new client, seeded from what was stored; the header needs no request.
    await renderApp('/app/compare_history');
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Account menu: Ayşe Yılmaz' }),
    ).toBeInTheDocument();
    expect(fetches.count).toBe(0);
  });

  it('a package change updates the badge and the stored user', async () => {
    const account = signedInAs('Level_1');
    packageChangesAccepted();
    await renderApp('/app/package/upgrade', { user: account });
    const user = userEvent.setup();
    await screen.findAllByRole('columnheader');
    const premium = screen
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent?.includes('Premium')) as HTMLElement;
    await user.click(within(premium).getByRole('button', { name: /Select/ }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and buy' }));
    expect(await within(screen.getByRole('banner')).findByText('PREMIUM')).toBeInTheDocument();
    expect(getStoredUser()?.package_name).toBe('Level_4');
  });

  it('signing out in another tab (remember-me: localStorage) signs this tab out', async () => {
    const { router, client } = await renderApp('/app/compare_history', {
      user: signedInAs('Level_2', { user: HOBBY }),
    });
    await screen.findByRole('button', { name: 'Account menu: Hobby User' });
    // The other tab clears the shared storage; this tab hears the `storage` event.
    act(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.getQueryData(currentUserKey())).toBeUndefined();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });

  it('signing out in a tab holding the same sessionStorage session signs this tab out', async () => {
    const { token, ...stored } = signedInAs('Level_2', { user: HOBBY });
    setToken(token, false);
    setStoredUser(stored);
    const { router, client } = await renderApp('/app/compare_history');
    await screen.findByRole('button', { name: 'Account menu: Hobby User' });
    const otherTab = new BroadcastChannel('kiyasla.session');
    otherTab.postMessage({ type: 'signed-out', token });
    otherTab.close();
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.getQueryData(currentUserKey())).toBeUndefined();
  });
});
