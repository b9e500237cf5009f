import type { Language } from '@shared/api/generated/model';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['tr', 'en'];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Turkish when the browser language starts with "tr", otherwise English. */
export function languageFromBrowser(browserLanguage: string | undefined): Language {
  return browserLanguage?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}
