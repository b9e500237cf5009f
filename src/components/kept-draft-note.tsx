import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** Said on a form whose input a 401 had interrupted and that was put back (hooks/use-kept-draft.ts). */
export function KeptDraftNote({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      tone="info"
      action={
        <Button variant="ghost" onClick={onDismiss}>
          {t('close')}
        </Button>
      }
    >
      {t('session.draftKept')}
    </Alert>
  );
}
