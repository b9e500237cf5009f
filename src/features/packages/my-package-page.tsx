import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Placeholder route module: the screen issue fills it in.
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle('pageTitle.package');
  return (
    <div className="container">
      <h1>{t('pageTitle.package')}</h1>
    </div>
  );
}
