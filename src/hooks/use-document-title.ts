import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type TitleKey =
  `pageTitle.${'home' | 'login' | 'register' | 'contact' | 'privacy' | 'terms' | 'forgotPassword' | 'compare' | 'compareHistory' | 'chat' | 'chatHistory' | 'profile' | 'package' | 'upgrade' | 'settings' | 'notFound'}`;

/** `<title>` follows the route and the language. */
export function useDocumentTitle(key: TitleKey): void {
  const { t, i18n } = useTranslation('common');
  const title = `${t(key)} · ${t('pageTitle.suffix')}`;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
