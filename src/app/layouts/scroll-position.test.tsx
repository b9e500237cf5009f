import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('scroll position on Back', () => {
  afterEach(() => {
    scrolledTo(0);
    vi.restoreAllMocks();
  });

  it('public pages: Back does not jump to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await act(() => router.navigate('/terms-of-service'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0 });
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('app area: a new screen starts at the top, Back returns to where the reader was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderApp('/app/compare', { user: signedInAs('Level_4') });
    await screen.findByRole('form', { name: 'Compare form' });
    scrolledTo(640);
    await act(() => router.navigate('/app/profile'));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(0);
    await act(() => router.navigate(-1));
    await screen.findByRole('form', { name: 'Compare form' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
