import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** The registration banner stays 5 seconds. */
export const REGISTRATION_BANNER_MS = 5000;
const PARAM = 'registrationSuccess';

/** `?registrationSuccess=true` shows the success message, then the query is removed. */
export function RegistrationBanner() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const show = params.get(PARAM) === 'true';
  useEffect(() => {
    if (!show) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      );
    }, REGISTRATION_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [show, setParams]);
  return show ? <Alert tone="success">{t('login.registrationSuccess')}</Alert> : null;
}
