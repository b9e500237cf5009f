import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After this long a pending call that blocks a screen offers Retry and Cancel. The spec sets no
 * client timeout, so none is put on the wire: a slow answer may still arrive, the user just gets
 * a way out.
 */
export const SLOW_PENDING_MS = 15_000;

/** True once `pending` has stayed true for `thresholdMs`; false again as soon as it ends. */
export function useSlowPending(pending: boolean, thresholdMs: number = SLOW_PENDING_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), thresholdMs);
    // The wait ended (or the threshold changed): the next one starts from "not slow".
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending, thresholdMs]);
  return slow && pending;
}

/**
 * A cancellable request for a generated mutation hook: pass `request` as the hook's `request`
 * option; `abort()` cancels the call in flight (axios rejects it as cancelled) and arms a fresh
 * signal for the next one. The getter is read when each call starts (the mutator spreads it).
 */
export function useAbortableRequest(): { request: { readonly signal: AbortSignal }; abort: () => void } {
  const controller = useRef<AbortController | null>(null);
  // One stable object whose getter is read when each call starts, never during render.
  const [request] = useState<{ readonly signal: AbortSignal }>(() => ({
    get signal() {
      controller.current ??= new AbortController();
      return controller.current.signal;
    },
  }));
  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => abort, [abort]);
  return { request, abort };
}

/**
 * The Retry/Cancel pair for a slow mutation: Cancel aborts the call in flight and forgets it;
 * Retry does that, then submits again.
 */
export function useSlowMutation(
  mutation: { isPending: boolean; reset: () => void },
  abort: () => void,
  resubmit: () => void,
) {
  const slow = useSlowPending(mutation.isPending);
  const cancel = () => {
    abort();
    mutation.reset();
  };
  const retry = () => {
    cancel();
    resubmit();
  };
  return { slow, cancel, retry };
}
