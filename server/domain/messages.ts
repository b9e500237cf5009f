// Every text the server sends, in both languages: the one place a user-visible message is worded is
// the server's locale data (server/i18n/<language>.json, one key per message, {name} placeholders),
// held to the same tr/en parity as the app's locale files. Among them are the password-reset mail
// (sent in the account's language) and the per-field validation texts that
// server/domain/field-problems.ts turns a contract check into. The HTTP layer picks the language from
// Accept-Language and translates a key when it answers.
import type { Language } from '@shared/api/generated/model';
import en from '../i18n/en.json' with { type: 'json' };
import tr from '../i18n/tr.json' with { type: 'json' };

export type MessageKey = keyof typeof en;

/** Each language's texts; the type holds Turkish to every English key. */
const LOCALES: Record<Language, Record<MessageKey, string>> = { en, tr };

/** Values for a message's {placeholders}, e.g. {max: 50}. */
export type MessageParams = Record<string, string | number>;

export function text(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return LOCALES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(en, value);
