import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ErrorWithRetry } from '@/components/ui/error-with-retry';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PasswordForm } from './components/password-form';
import { ProfileForm } from './components/profile-form';
import './account.css';

/** SPEC §2 "Profile and password". */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle('pageTitle.profile');
  const { query: user, whole } = useCurrentUser();

  return (
    <div className="container account-page">
      <h1>{t('profile.title')}</h1>
      <p>{t('profile.intro')}</p>
      {/* The sidebar has no Settings entry (SPEC §2), so the account area links it here. */}
      <p>
        <Link to={paths.app.settings.href()}>{t('profile.settingsLink')}</Link>
      </p>
      {!whole && !user.isError ? <PageSpinner /> : null}
      {user.isError ? (
        <ErrorWithRetry onRetry={() => void user.refetch()}>
          {t('profile.loadError')}
        </ErrorWithRetry>
      ) : null}
      {/* Keyed by id so a fresh user (another account) starts a fresh form. */}
      {whole ? <ProfileForm key={whole.id} user={whole} /> : null}
      <PasswordForm />
    </div>
  );
}
