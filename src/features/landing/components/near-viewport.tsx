import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once its place comes near the viewport, and `placeholder` (which holds
 * the height) until then: what it loads — a lazy chunk, its strings, a data call — costs the first
 * visit nothing unless the visitor scrolls towards it. Without IntersectionObserver (old browsers,
 * jsdom) it renders the children at once.
 */
export function NearViewport({
  children,
  placeholder,
  rootMargin = '200px 0px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return near ? children : <div ref={marker}>{placeholder}</div>;
}
