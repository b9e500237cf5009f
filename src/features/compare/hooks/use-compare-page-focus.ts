import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { CompareLocationState } from './use-compare-runs';

interface CompareFocusRefs {
  queryInput: RefObject<HTMLInputElement | null>;
  bar: RefObject<HTMLFormElement | null>;
  notFoundRef: RefObject<HTMLDivElement | null>;
  reportTop: RefObject<HTMLDivElement | null>;
  reportHeading: RefObject<HTMLHeadingElement | null>;
}

/**
 * Where the compare page puts focus and scroll: on a fresh report's top, into the full form when
 * it unfolds (back to the bar when it folds), and on the notice of a missing report.
 */
export function useComparePageFocus(refs: CompareFocusRefs, editing: boolean, notFound: boolean): void {
  const { queryInput, bar, notFoundRef, reportTop, reportHeading } = refs;
  const location = useLocation();

  // After a fresh run the page lands on the report's top, and focus with it (keyboard and
  // screen-reader users start reading there). Once per navigation.
  const landedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!(location.state as CompareLocationState | null)?.focusReport || landedKey.current === location.key) return;
    const frame = requestAnimationFrame(() => {
      if (!reportHeading.current) return;
      landedKey.current = location.key;
      // The page's top (the query bar right above the report) when that shows the report's
      // heading too; otherwise the report's top itself.
      document.scrollingElement?.scrollTo?.({ top: 0 });
      if (reportHeading.current.getBoundingClientRect().bottom > window.innerHeight)
        reportTop.current?.scrollIntoView?.({ block: 'start' });
      reportHeading.current.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  });

  // Unfolding moves focus into the full form; folding back returns it to the bar.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) queryInput.current?.focus();
    else if (wasEditing.current) bar.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    wasEditing.current = editing;
  }, [editing, queryInput, bar]);

  // A missing report says so at the top, in view.
  useEffect(() => {
    if (!notFound) return;
    document.scrollingElement?.scrollTo?.({ top: 0 });
    notFoundRef.current?.focus({ preventScroll: true });
  }, [notFound, notFoundRef]);
}
