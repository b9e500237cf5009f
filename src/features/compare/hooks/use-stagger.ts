import type { CSSProperties } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-reduced-motion';

/** The entrance staggers: analysis cards 75 ms, item cards 50 ms, use-case cards 100 ms. */
export const STAGGER_MS = { analysis: 75, item: 50, useCase: 100 } as const;

/**
 * The entrance animation of the index-th card: a class and its delay. Nothing at all under
 * prefers-reduced-motion (the CSS also drops the animation there, this keeps the DOM honest).
 */
export function useStagger(stepMs: number): (index: number) => { className: string; style?: CSSProperties } {
  const reduced = usePrefersReducedMotion();
  return (index) =>
    reduced ? { className: '' } : { className: 'report-animate', style: { animationDelay: `${index * stepMs}ms` } };
}
