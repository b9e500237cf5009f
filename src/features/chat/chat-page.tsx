import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Placeholder route module: the screen issue fills it in.
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle('pageTitle.chat');
  return (
    <div className="container">
      <h1>{t('pageTitle.chat')}</h1>
    </div>
  );
}
