import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/hooks/use-reduced-motion';

/** The testimonials advance every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * A carousel index that starts at 0 and cycles modulo the slide count. It advances on
 * its own every `interval` ms unless paused (hover, focus, the pause button) or the visitor asked
 * for reduced motion; the timer is cleared when the screen is left. Any manual move restarts the
 * countdown so a slide the visitor just picked gets its full time.
 */
export function useCarousel(count: number, interval = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  // Bumped on every manual move so the interval effect restarts.
  const [moves, setMoves] = useState(0);

  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [paused, count, interval, moves]);

  const goTo = useCallback(
    (target: number) => {
      setIndex(((target % count) + count) % count);
      setMoves((value) => value + 1);
    },
    [count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  return {
    index,
    goTo,
    next,
    previous,
    /** True while nothing moves on its own. */
    paused,
    /** The visitor's own pause/play choice (reduced motion starts it stopped). */
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    hoverHandlers: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focusHandlers: {
      onFocus: () => setFocused(true),
      // Only when focus leaves the carousel altogether, not when it moves between its buttons.
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
