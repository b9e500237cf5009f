import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { usePackageAccess } from '@/hooks/use-package-access';
import './export-actions.css';

/** PDF (the print dialog and the print stylesheet) and CSV, as the package's pdf_csv_export allows. */
export function ExportActions({ onCsv }: { onCsv: () => void }) {
  const { t } = useTranslation('share');
  const access = usePackageAccess('pdf_csv_export').state;
  const hintId = useId();
  if (access === 'pending') return null;
  if (access === 'allowed') {
    return (
      <>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('export.pdf')}
        </Button>
        <Button variant="secondary" onClick={onCsv}>
          {t('export.csv')}
        </Button>
      </>
    );
  }
  return (
    <span className="export-locked">
      <Button variant="secondary" disabled aria-describedby={hintId}>
        <LockIcon /> {t('export.pdf')}
      </Button>
      <Button variant="secondary" disabled aria-describedby={hintId}>
        <LockIcon /> {t('export.csv')}
      </Button>
      <span id={hintId} className="export-locked__hint">
        {t('export.locked')} <Link to={paths.app.packageUpgrade.href()}>{t('export.upgrade')}</Link>
      </span>
    </span>
  );
}
