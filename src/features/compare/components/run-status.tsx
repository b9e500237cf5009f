import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { useErrorText } from '@/hooks/use-error-text';
import { isAbort } from '../hooks/use-run-comparison';

/** Under the submit button: why a run was refused (the report's own progress is on its permalink). */
export function RunStatus({ error }: { error: unknown }) {
  const { t } = useTranslation('compare');
  const errorText = useErrorText();
  if (!error) return null;
  if (isAbort(error)) return <Alert tone="info">{t('form.cancelled')}</Alert>;
  if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
    // The package limit or a locked option: the server says which; offer the way out.
    return (
      <Alert tone="error" action={<Link to={paths.app.packageUpgrade.href()}>{t('form.upgradeLink')}</Link>}>
        {errorText(error, t('form.errors.limit'))}
      </Alert>
    );
  }
  return <Alert tone="error">{errorText(error, t('form.errors.unexpected'))}</Alert>;
}
