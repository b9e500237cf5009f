import { useTranslation } from 'react-i18next';
import type { ComparisonSummary } from '@shared/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface DeleteComparisonDialogProps {
  entry: ComparisonSummary;
  deleting: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete for good?" — names the comparison and warns when a public link dies with it. */
export function DeleteComparisonDialog({ entry, deleting, failed, onConfirm, onCancel }: DeleteComparisonDialogProps) {
  const { t } = useTranslation('history');
  return (
    <Dialog
      title={t('deleteDialog.title')}
      onClose={onCancel}
      className="delete-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting} loadingText={t('deleteDialog.deleting')}>
            {t('deleteDialog.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('deleteDialog.body', { query: entry.query })}</p>
      {entry.shareId ? <p>{t('deleteDialog.sharedWarning')}</p> : null}
      {failed ? (
        <p className="delete-dialog__error" role="alert">
          {t('deleteDialog.error')}
        </p>
      ) : null}
    </Dialog>
  );
}
