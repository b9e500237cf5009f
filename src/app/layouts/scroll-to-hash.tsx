import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion } from '@/hooks/use-reduced-motion';

/** How long to keep an anchor aligned while the sections above it are still loading. */
const SETTLE_MS = 1500;

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * On a /#anchor navigation, scroll the anchor into view once it exists: the landing sections
 * render after their lazy chunk and translations arrive, so keep trying for about two seconds.
 * Smooth unless the visitor asked for reduced motion. While data above the anchor is still
 * arriving (popular comparisons, packages) the page grows, so the anchor is re-aligned on
 * resize for a short while — until the visitor scrolls on their own.
 * A navigation without a hash starts at the top. Back and Forward (POP, after the first render)
 * leave the position alone: the browser puts the reader back where they were.
 */
export function ScrollToHash() {
  const location = useLocation();
  const { hash, pathname, key } = location;
  const navigationType = useNavigationType();
  // The location this layout opened on (a load or a reload is a POP too); every later navigation
  // makes a new location object, even Back to that very entry. Survives StrictMode's second run.
  const opening = useRef(location);
  useEffect(() => {
    if (navigationType === 'POP' && location !== opening.current) return;
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    let settleTimer = 0;
    let observer: ResizeObserver | undefined;
    const stopSettling = () => {
      observer?.disconnect();
      observer = undefined;
      window.clearTimeout(settleTimer);
      USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, stopSettling));
    };
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (frames++ < 120) handle = requestAnimationFrame(tryScroll);
        return;
      }
      // jsdom has no layout and no scrollIntoView.
      target.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
      if (typeof ResizeObserver === 'undefined') return;
      let initial = true;
      observer = new ResizeObserver(() => {
        // The observer reports once on observe(); only later size changes are layout shifts.
        if (initial) {
          initial = false;
          return;
        }
        target.scrollIntoView({ behavior: 'auto', block: 'start' });
      });
      observer.observe(document.body);
      settleTimer = window.setTimeout(stopSettling, SETTLE_MS);
      USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, stopSettling, { passive: true }));
    };
    tryScroll();
    return () => {
      cancelAnimationFrame(handle);
      stopSettling();
    };
  }, [hash, pathname, key, navigationType, location]);
  return null;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
