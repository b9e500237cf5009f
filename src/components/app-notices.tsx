import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { getToken, keptFormPath, subscribeSession, takeSessionEnded } from '@/lib/session';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import './app-notices.css';

/**
 * Notices that concern the whole app, whatever screen is open: a session that a 401 ended, shown
 * on the page the user lands on.
 */
export function AppNotices() {
  const { t } = useTranslation('common');
  const [sessionEnded, setSessionEnded] = useState(() => takeSessionEnded());

  // Shown as the 401 clears the session (it is marked first); gone once the user signs in again.
  useEffect(
    () =>
      subscribeSession(() => {
        if (takeSessionEnded()) setSessionEnded(true);
        else if (getToken()) setSessionEnded(false);
      }),
    [],
  );

  if (!sessionEnded) return null;
  const keptPath = keptFormPath();
  return (
    <div className="app-notices">
      <Alert
        tone="info"
        action={
          <Button variant="ghost" onClick={() => setSessionEnded(false)}>
            {t('close')}
          </Button>
        }
      >
        {t('session.ended')}
        {keptPath ? (
          <>
            {' '}
            {/* Outside the router (the notices sit above it): a plain link; the kept input waits in sessionStorage. */}
            <a href={paths.login.href(keptPath)}>{t('session.signInToContinue')}</a>
          </>
        ) : null}
      </Alert>
    </div>
  );
}
