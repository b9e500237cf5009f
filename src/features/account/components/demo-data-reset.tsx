import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Only the mock build renders this (see settings-page): it restores the seed and signs out. */
export function DemoDataReset() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const reset = async () => {
    // Statically false outside the mock build, so the mock backend never reaches a production bundle.
    if (import.meta.env.VITE_API_MODE !== 'mock') return;
    setState('working');
    try {
      const { resetDemoData } = await import('@mocks/browser');
      resetDemoData();
      // The seed has no session for our token any more: sign out like Logout does (to the home page)
      // instead of waiting for a 401.
      clearSession();
      queryClient.clear();
      void navigate(paths.home.href(), { replace: true });
    } catch (error) {
      console.error('Demo data reset failed', error);
      setState('failed');
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="settings-demo-title">
      <h2 id="settings-demo-title">{t('settings.demoTitle')}</h2>
      <p>{t('settings.demoText')}</p>
      {state === 'failed' ? <Alert tone="error">{t('settings.demoFailed')}</Alert> : null}
      <div>
        <Button
          variant="danger"
          onClick={() => void reset()}
          loading={state === 'working'}
          loadingText={t('settings.demoResetting')}
        >
          {t('settings.demoReset')}
        </Button>
      </div>
    </section>
  );
}
