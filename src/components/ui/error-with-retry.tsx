import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

/** A failed load: the screen's own message and a "Try again" button that refetches. */
export function ErrorWithRetry({
  children,
  onRetry,
  retrying = false,
}: {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText={t('loading')}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
