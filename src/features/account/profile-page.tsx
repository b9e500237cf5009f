import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PasswordForm } from './components/password-form';
import { PersonalScoreSetting } from './components/personal-score-setting';
import { ProfileForm } from './components/profile-form';
import { QueryState } from '@/components/query-state';
import './account.css';

/** The account area: profile and password. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle('pageTitle.profile');
  const { query: user, whole } = useCurrentUser();

  return (
    <div className="container account-page">
      <h1>{t('profile.title')}</h1>
      <p>{t('profile.intro')}</p>
      {/* The sidebar has no Settings entry, so the account area links it here. */}
      <p>
        <Link to={paths.app.settings.href()}>{t('profile.settingsLink')}</Link>
      </p>
      {/* Spinner until the server's answer: the stored copy has no phone or LinkedIn to fill the form with. */}
      <QueryState query={{ ...user, isPending: !whole }} page error={t('profile.loadError')} />
      {/* Keyed by id so a fresh user (another account) starts a fresh form. */}
      {whole ? <ProfileForm key={whole.id} user={whole} /> : null}
      {whole ? <PersonalScoreSetting key={`score-${whole.id}`} user={whole} /> : null}
      <PasswordForm />
    </div>
  );
}
