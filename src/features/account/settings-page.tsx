import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '@/components/ui/error-with-retry';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DemoDataReset } from './components/demo-data-reset';
import { LanguageSetting } from './components/language-setting';
import './account.css';

const MOCK_BACKEND = import.meta.env.VITE_API_MODE === 'mock';

/** Settings (hidden in the sidebar): the interface language, and a demo reset on the mock backend. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle('pageTitle.settings');
  const { query: user, whole } = useCurrentUser();

  return (
    <div className="container account-page">
      <h1>{t('settings.title')}</h1>
      {!whole && !user.isError ? <PageSpinner /> : null}
      {user.isError ? (
        <ErrorWithRetry onRetry={() => void user.refetch()}>
          {t('profile.loadError')}
        </ErrorWithRetry>
      ) : null}
      {whole ? <LanguageSetting key={whole.id} user={whole} /> : null}
      {MOCK_BACKEND ? <DemoDataReset /> : null}
    </div>
  );
}
