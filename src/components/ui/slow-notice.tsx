import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { Alert } from './alert';
import { Button } from './button';
import { ErrorWithRetry } from './error-with-retry';

/**
 * "This is taking longer than usual" for a call that blocks a screen (see useSlowPending): Retry
 * starts the same call again, Cancel stops waiting. A call that must not be sent twice (it may
 * already have done its work) offers Cancel only. Announced politely; focus stays where it is.
 */
export function SlowNotice({ onRetry, onCancel }: { onRetry?: () => void; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      tone="warning"
      action={
        <span className="slow-notice__actions">
          {onRetry ? (
            <>
              <Button variant="secondary" onClick={onRetry}>
                {t('slow.retry')}
              </Button>{' '}
            </>
          ) : null}
          <Button variant={onRetry ? 'ghost' : 'secondary'} onClick={onCancel}>
            {t('slow.cancel')}
          </Button>
        </span>
      }
    >
      {t('slow.text')}
    </Alert>
  );
}

interface LoadingQuery {
  isPending: boolean;
  isFetching: boolean;
  refetch: (options?: { cancelRefetch?: boolean }) => unknown;
  queryKey: QueryKey;
}

/** The SlowNotice for a screen's first load: Cancel aborts the fetch and offers to try again. */
export function SlowQueryNotice({ query }: { query: LoadingQuery }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  const slow = useSlowPending(query.isPending && query.isFetching && !cancelled);
  const retry = () => {
    setCancelled(false);
    void query.refetch({ cancelRefetch: true });
  };
  if (cancelled && query.isPending && !query.isFetching)
    return <ErrorWithRetry onRetry={retry}>{t('slow.cancelled')}</ErrorWithRetry>;
  if (!slow) return null;
  return (
    <SlowNotice
      onRetry={retry}
      onCancel={() => {
        setCancelled(true);
        void queryClient.cancelQueries({ queryKey: query.queryKey });
      }}
    />
  );
}
