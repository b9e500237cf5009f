import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches right now (jsdom and old browsers: no). */
export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** matchesMedia(query) as state: a component re-renders when the answer changes. */
export function useMediaQuery(query: string): boolean {
  // Stable per query, so React subscribes once rather than on every render.
  const subscribe = useCallback(
    (callback: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', callback);
      return () => media.removeEventListener('change', callback);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}
