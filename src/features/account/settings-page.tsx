import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LanguageSetting } from './components/language-setting';
import { QueryState } from '@/components/query-state';
import './account.css';

/** Settings (hidden in the sidebar): the interface language. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle('pageTitle.settings');
  const { query: user, whole } = useCurrentUser();

  return (
    <div className="container account-page">
      <h1>{t('settings.title')}</h1>
      <QueryState query={{ ...user, isPending: !whole }} page error={t('profile.loadError')} />
      {whole ? <LanguageSetting key={whole.id} user={whole} /> : null}
    </div>
  );
}
