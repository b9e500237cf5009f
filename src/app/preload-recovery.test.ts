import { describe, expect, it, vi } from 'vitest';
import { claimPreloadReload, installPreloadRecovery, PRELOAD_RELOAD_KEY } from './preload-recovery';

function preloadError(): Event {
  return new Event('vite:preloadError', { cancelable: true });
}

describe('reload on a stale chunk (vite:preloadError)', () => {
  it('reloads once per session; a second failure is left to the error boundary', () => {
    const reload = vi.fn();
    installPreloadRecovery(window, reload);
    const first = preloadError();
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).not.toBeNull();

    const second = preloadError();
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('the guard: true the first time, false after, and false when storage refuses', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(claimPreloadReload(storage)).toBe(true);
    expect(claimPreloadReload(storage)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(claimPreloadReload(refusing)).toBe(false);
  });
});
