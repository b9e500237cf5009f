import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import type { ErrorCode } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { useErrorText } from '@/hooks/use-error-text';
import { isAbort } from '../hooks/use-run-comparison';

const UPGRADE_HELPS: readonly (ErrorCode | undefined)[] = ['package_limit', 'forbidden'];

/** Under the submit button: why a run was refused (the report's own progress is on its permalink). */
export function RunStatus({ error }: { error: unknown }) {
  const { t } = useTranslation('compare');
  const errorText = useErrorText();
  if (!error) return null;
  if (isAbort(error)) return <Alert tone="info">{t('form.cancelled')}</Alert>;
  if (error instanceof ApiError && UPGRADE_HELPS.includes(error.code)) {
    // The package limit or a locked option: the server says which; offer the way out. A rate
    // limit or a full report queue is not lifted by a bigger package: no link there.
    return (
      <Alert tone="error" action={<Link to={paths.app.packageUpgrade.href()}>{t('form.upgradeLink')}</Link>}>
        {errorText(error, t('form.errors.limit'))}
      </Alert>
    );
  }
  return <Alert tone="error">{errorText(error, t('form.errors.unexpected'))}</Alert>;
}
