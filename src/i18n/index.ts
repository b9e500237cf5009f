import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredUser, getSavedLanguage, setInterfaceLanguage } from '@/lib/session';
import { FALLBACK_LANGUAGE, languageFromBrowser, SUPPORTED_LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Loads ./locales/<lng>/<ns>.json on first use (a separate chunk per file). */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** The user's saved language wins, then the visitor's choice, then the browser (SPEC §1). */
export function initialLanguage(): string {
  return getStoredUser()?.language ?? getSavedLanguage() ?? languageFromBrowser(navigator.language);
}

// Created once at module level (never during render).
export const i18n = i18next.createInstance();
i18n.on('languageChanged', setInterfaceLanguage);

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => i18n);

export { NAMESPACES };
