import { useEffect, useRef } from 'react';

/**
 * SPEC §2: load more when the bottom marker is fully visible (threshold 1), nothing is loading
 * and more remain. Without IntersectionObserver (old browsers, jsdom) the Load More button
 * remains the way to page.
 */
export function useLoadMoreSentinel(canLoad: boolean, loadMore: () => void) {
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
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) latest.current();
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad]);
  return sentinel;
}
