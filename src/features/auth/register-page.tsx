import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';
import { RegisterForm } from './components/register-form';
import { registeredState } from './registered-email';
import './auth.css';

/** `/register`: success goes to /login?registrationSuccess=true, which fills in the new email. */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle('pageTitle.register');
  const navigate = useNavigate();
  return (
    <div className="container auth-page">
      <div className="card auth-card">
        <h1>{t('register.title')}</h1>
        <p className="auth-card__intro">{t('register.intro')}</p>
        <RegisterForm
          onRegistered={({ email }) =>
            void navigate(`${paths.login.href()}?registrationSuccess=true`, { state: registeredState(email) })
          }
        />
      </div>
    </div>
  );
}
