import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-reduced-motion';
import { ANSWER_POLL_MS } from './use-answer-poll';

const STEP_MS = 40;

/**
 * An answer being written arrives in pieces, one per read of the conversation; this shows each
 * piece word by word over about one read's interval, so the text flows as a model writes it
 * rather than jumping. Under prefers-reduced-motion (or a text that was replaced rather than
 * extended) the text is shown as it is.
 */
export function useRevealedText(target: string): string {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState('');
  const flowing = !reduced && target.startsWith(shown) && shown.length < target.length;
  useEffect(() => {
    if (!flowing) return;
    const timer = setTimeout(() => {
      const words = target.slice(shown.length).split(/(?<=\s)/);
      const take = Math.ceil(words.length / Math.max(1, Math.round(ANSWER_POLL_MS / STEP_MS)));
      setShown(shown + words.slice(0, take).join(''));
    }, STEP_MS);
    return () => clearTimeout(timer);
  }, [flowing, shown, target]);
  return reduced || !target.startsWith(shown) ? target : shown;
}
