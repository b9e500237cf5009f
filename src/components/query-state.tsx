import type { ReactNode } from 'react';
import { ErrorWithRetry } from '@/components/ui/error-with-retry';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/hooks/use-error-text';

/** The parts of a TanStack query result the status block reads. */
export interface QueryStatus {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

interface QueryStateProps {
  query: QueryStatus;
  /**
   * What a failed load says, above a "Try again" that refetches: a sentence, or a function given
   * `describe(fallback)`, which is the error as text (useErrorText: the server's message when its
   * envelope had one, a translated network or timeout sentence, else the fallback).
   */
  error: ReactNode | ((describe: (fallback: string) => string) => ReactNode);
  /** Shown instead when the load succeeded with nothing to list (the screen decides what empty is). */
  empty?: ReactNode;
  /** A screen's first load: the centred page spinner; else an inline one. */
  page?: boolean;
  /** A section's own box around the spinner (instead of the page's). */
  loadingClassName?: string;
  /** The spinner's accessible label (default: "Loading…"). */
  loadingLabel?: string;
  /** No alert even though the last fetch failed (e.g. the pages already on screen still stand). */
  hideError?: boolean;
}

/**
 * The loading / failed / empty block every screen that reads a query shows above its data: a
 * spinner while the first answer is on its way (not for a disabled or cancelled query), the
 * screen's message with "Try again" when it failed, the empty state when the answer was empty.
 */
export function QueryState({
  query,
  error,
  empty,
  page = false,
  loadingClassName,
  loadingLabel,
  hideError = false,
}: QueryStateProps) {
  const errorText = useErrorText();
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const box = loadingClassName ?? (page ? 'page-spinner' : undefined);
  return (
    <>
      {loading && box ? (
        <div className={box}>
          <Spinner label={loadingLabel} />
        </div>
      ) : null}
      {loading && !box ? <Spinner label={loadingLabel} /> : null}
      {query.isError && !hideError ? (
        <ErrorWithRetry onRetry={() => void query.refetch()} retrying={query.isFetching}>
          {typeof error === 'function' ? error((fallback) => errorText(query.error, fallback)) : error}
        </ErrorWithRetry>
      ) : null}
      {!query.isPending && !query.isError && empty ? empty : null}
    </>
  );
}
