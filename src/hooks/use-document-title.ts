import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type TitleKey =
  `pageTitle.${'home' | 'login' | 'register' | 'contact' | 'privacy' | 'terms' | 'forgotPassword' | 'resetPassword' | 'compare' | 'comparison' | 'compareHistory' | 'chat' | 'chatHistory' | 'profile' | 'package' | 'upgrade' | 'settings' | 'notFound' | 'error'}`;

/**
 * `<title>` follows the route and the language: every screen names itself with a page title key,
 * or with a title of its own (a report's items), followed by the product's name. The one way a
 * screen sets its title.
 */
export function useDocumentTitle(title: TitleKey | { text: string }): void {
  const { t } = useTranslation('common');
  const text = typeof title === 'string' ? t(title) : title.text;
  const full = `${text} · ${t('pageTitle.suffix')}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
