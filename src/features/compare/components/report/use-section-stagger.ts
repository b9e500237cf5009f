import { useEffect, useRef, useState } from 'react';
import { useStagger } from '@/features/compare/hooks/use-stagger';

/**
 * The staggered entrance of the cards of a below-the-fold section (content-visibility: auto).
 * A browser does not run animations in content it skips, so an entrance that had started and
 * was then scrolled or pushed out of view would stay paused, half-faded, until the reader came
 * back. Here the entrance plays only while the section is on screen: a section that is not
 * (or stops being) in view shows its cards as they are, without an animation.
 */
export function useSectionStagger<T extends HTMLElement>(stepMs: number) {
  const stagger = useStagger(stepMs);
  const ref = useRef<T>(null);
  const [active, setActive] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) {
        setActive(false);
        observer.disconnect();
      }
    });
    // Once every card has come in, nothing is left to stop.
    const finished = () => {
      if (!element.querySelector('.report-animate:not([data-entered])')) observer.disconnect();
    };
    const onEnd = (event: AnimationEvent) => {
      if (event.target instanceof HTMLElement) event.target.dataset.entered = '';
      finished();
    };
    observer.observe(element);
    element.addEventListener('animationend', onEnd);
    return () => {
      observer.disconnect();
      element.removeEventListener('animationend', onEnd);
    };
  }, []);
  const still: typeof stagger = () => ({ className: '' });
  return { ref, stagger: active ? stagger : still };
}
