import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `<html lang>` follows the interface language. */
export function LanguageEffects() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;
  }, [i18n.language, i18n.resolvedLanguage]);
  return null;
}
