import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredUser, getSavedLanguage, setInterfaceLanguage } from '@/lib/session';
import { FALLBACK_LANGUAGE, languageFromBrowser, SUPPORTED_LANGUAGES } from './languages';
import { NAMESPACES, type Namespace } from './namespaces';

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

/** The user's saved language wins, then the visitor's choice, then the browser. */
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
    // The locale files of both languages have the same keys (a test checks), so a supported
    // language needs no fallback files: a Turkish visitor does not also download the English ones.
    fallbackLng: (code: string) =>
      (SUPPORTED_LANGUAGES as readonly string[]).includes(code) ? [] : [FALLBACK_LANGUAGE],
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => i18n);

/** The language the first render will use: the initial choice when supported, else the fallback. */
function startLanguage(): string {
  const language = i18n.resolvedLanguage ?? initialLanguage();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? language : FALLBACK_LANGUAGE;
}

/** The language a change under way goes to (i18next sets it, its types do not list it). */
function changingTo(instance: typeof i18n): string | undefined {
  return (instance as typeof i18n & { isLanguageChangingTo?: string }).isLanguageChangingTo;
}

/** The language the next screen will show: the one a change under way goes to, else the current one. */
function screenLanguage(): string {
  const target = changingTo(i18n);
  return target && (SUPPORTED_LANGUAGES as readonly string[]).includes(target) ? target : startLanguage();
}

/**
 * Resolves once a language change under way has ended. changeLanguage() resolves in every case
 * (done, failed or overtaken by another change); asking again for the language it is going to
 * joins the loads already under way.
 */
function languageSettled(instance: typeof i18n): Promise<unknown> {
  const target = changingTo(instance);
  return target ? instance.changeLanguage(target) : Promise.resolve();
}

/**
 * Loads a screen's namespaces into i18n. Their files start downloading at once, in parallel with
 * the screen's chunk and i18n's own start (the route table calls this beside the route's import),
 * so a screen renders with its strings instead of suspending for them after its chunk has run.
 *
 * In the language the screen will be shown in: signing in switches to the user's language on the
 * way to the app. A screen whose strings were loaded in the language being left
 * suspended for the new ones after the router had already changed the address, and React kept
 * the previous screen (the login form) on view under the new address meanwhile: what the user
 * typed there as soon as the address said /app/compare was lost with it. So a route waits for a
 * language change under way, then loads its namespaces in the new language.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const language = screenLanguage();
  for (const namespace of namespaces)
    void loaders[`./locales/${language}/${namespace}.json`]?.().catch(() => undefined);
  return i18nReady.then(async (instance) => {
    await languageSettled(instance);
    await instance.loadNamespaces([...namespaces]);
  });
}

// The common strings start downloading with the entry, not after i18next's deferred init.
void loaders[`./locales/${startLanguage()}/common.json`]?.().catch(() => undefined);

export { NAMESPACES };
