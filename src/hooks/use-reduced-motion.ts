import { matchesMedia, useMediaQuery } from './use-media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion, right now (jsdom and old browsers: no). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(QUERY);
}

/** prefersReducedMotion() as state: a component re-renders when the setting changes. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
