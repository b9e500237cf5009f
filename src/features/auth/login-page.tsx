import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { currentUserKey } from '@/lib/current-user';
import { getStoredUser, getToken, keptFormPath, setRememberMe, setToken } from '@/lib/session';
import { LoginForm } from './components/login-form';
import { Alert } from '@/components/ui/alert';
import { RegistrationBanner } from './components/registration-banner';
import { cameFromPasswordReset } from './password-reset-state';
import { safeRedirect } from './redirect';
import { readRegisteredEmail } from './registered-email';
import './auth.css';

/** `/login`: the sign-in form, which starts the session. */
export function Component() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle('pageTitle.login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // After a 401 kept a form's input, signing in again (from the notice's link or the header) goes back to it.
  const target = safeRedirect(params.get('redirectTo') ?? keptFormPath());
  // Decided once on entry: signing in on this page must not also trigger this redirect.
  const [alreadySignedIn] = useState(() => getToken() !== null);
  // Just registered: the new email is filled in and the greeting is for a new user (read once: the
  // registration banner's clean-up replaces the history entry and its state after 5 s).
  const location = useLocation();
  const [registeredEmail] = useState(() => readRegisteredEmail(location.state));
  const [passwordChanged] = useState(() => cameFromPasswordReset(location.state));
  // Signed in and on the way out: the router changes the address at once, but the next screen is
  // rendered in a transition (its code and strings may still load, a slow phone renders it in
  // slices), and this form stays on view meanwhile. Inert, it takes no typing meant for the next
  // screen (otherwise what was typed for the next screen would go into this email field and be
  // lost with it).
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (alreadySignedIn) void i18n.changeLanguage(getStoredUser()?.language ?? 'en');
  }, [alreadySignedIn, i18n]);

  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <div className="container auth-page" inert={leaving} aria-busy={leaving}>
      <div className="card auth-card">
        <h1>{t('login.title')}</h1>
        <p className="auth-card__intro">{registeredEmail ? t('login.introNew') : t('login.intro')}</p>
        <RegistrationBanner />
        {passwordChanged ? <Alert tone="success">{t('login.passwordChanged')}</Alert> : null}
        <LoginForm
          email={registeredEmail}
          onSignedIn={({ token, user }, { email, remember }) => {
            setToken(token, remember);
            setRememberMe(remember, email);
            // A previous visitor's cached answers must not leak into this session.
            queryClient.removeQueries();
            // The user query (its subscriber stores the copy beside the token).
            queryClient.setQueryData(currentUserKey(), user);
            // After login the language defaults to en if none is given.
            void i18n.changeLanguage(user.language ?? 'en');
            setLeaving(true);
            void navigate(target, { replace: true });
          }}
        />
      </div>
    </div>
  );
}
