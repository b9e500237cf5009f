import { useTranslation } from 'react-i18next';

/**
 * Request options for the public forms (login, register, forgot password, contact): the server
 * answers in the language the visitor is reading. Without a stored user the HTTP layer would
 * send its default (tr), so an English visitor would get Turkish error messages.
 */
export function useVisitorRequestOptions() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return { headers: { 'Accept-Language': language } };
}
