import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_STORAGE_FULL_EVENT } from '@/lib/demo-events';
import { paths } from '@/config/paths';
import { clearSession, getToken, keptFormPath, subscribeSession, takeSessionEnded } from '@/lib/session';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import './app-notices.css';

/**
 * Notices that concern the whole app, whatever screen is open: a session that a 401 ended (shown
 * on the page the user lands on), and — in the demo build — a demo storage too full to save.
 */
export function AppNotices() {
  const { t } = useTranslation('common');
  const [sessionEnded, setSessionEnded] = useState(() => takeSessionEnded());
  const [storageFull, setStorageFull] = useState(false);
  const [reset, setReset] = useState<'idle' | 'working' | 'failed'>('idle');

  // Shown as the 401 clears the session (it is marked first); gone once the user signs in again.
  useEffect(
    () =>
      subscribeSession(() => {
        if (takeSessionEnded()) setSessionEnded(true);
        else if (getToken()) setSessionEnded(false);
      }),
    [],
  );
  useEffect(() => {
    const show = () => setStorageFull(true);
    window.addEventListener(DEMO_STORAGE_FULL_EVENT, show);
    return () => window.removeEventListener(DEMO_STORAGE_FULL_EVENT, show);
  }, []);

  const resetDemo = async () => {
    // Statically false outside the mock build, so the mock backend never reaches a production bundle.
    if (import.meta.env.VITE_API_MODE !== 'mock') return;
    setReset('working');
    try {
      const { resetDemoData } = await import('@mocks/browser');
      resetDemoData();
      clearSession();
      // Everything cached belongs to data that no longer exists: start over at the home page.
      window.location.assign('/');
    } catch (error) {
      console.error('Demo data reset failed', error);
      setReset('failed');
    }
  };

  if (!sessionEnded && !storageFull) return null;
  const keptPath = sessionEnded ? keptFormPath() : null;
  return (
    <div className="app-notices">
      {sessionEnded ? (
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
      ) : null}
      {storageFull ? (
        <Alert
          tone="error"
          action={
            <span className="app-notices__actions">
              <Button
                variant="danger"
                onClick={() => void resetDemo()}
                loading={reset === 'working'}
                loadingText={t('demoStorage.resetting')}
              >
                {t('demoStorage.reset')}
              </Button>{' '}
              <Button variant="ghost" onClick={() => setStorageFull(false)}>
                {t('demoStorage.close')}
              </Button>
            </span>
          }
        >
          <strong>{t('demoStorage.title')}</strong> {t('demoStorage.text')}
          {reset === 'failed' ? <> {t('demoStorage.failed')}</> : null}
        </Alert>
      ) : null}
    </div>
  );
}
