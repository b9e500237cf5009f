import { useEffect, useRef } from 'react';

/**
 * How far below the window the bottom marker counts as reached: about six rows, so the next page
 * is requested while the reader still has rows to read, and rows re-measured after they render
 * (taller or shorter than estimated) cannot push the 1 px marker back out of range mid-scroll.
 */
export const LOAD_AHEAD_PX = 800;

/**
 * Load more when the bottom marker is fully visible (threshold 1) — here, fully inside
 * the window extended LOAD_AHEAD_PX downwards —, nothing is loading and more remain. One page
 * per crossing: the observer stops after it asked for a page, and a new one starts once that page
 * is in (`canLoad` is false while it loads), so a marker still in range asks for one more page,
 * never for two at once. Without IntersectionObserver (old browsers, jsdom) the Load More button
 * remains the way to page.
 */
export function useLoadMoreSentinel(canLoad: boolean, loadMore: () => void, loadAheadPx = LOAD_AHEAD_PX) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) return;
        observer.disconnect();
        latest.current();
      },
      { threshold: 1, rootMargin: `0px 0px ${loadAheadPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad, loadAheadPx]);
  return sentinel;
}
