import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguage } from '@/lib/format';

/** `<html lang>` follows the interface language. */
export function LanguageEffects() {
  const { i18n } = useTranslation();
  const language = interfaceLanguage(i18n);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
