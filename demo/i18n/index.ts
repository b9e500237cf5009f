// The demo writer's words in both languages, as locale data (demo/i18n/<language>.json), held to the
// same tr/en parity as the app's and the server's (tests/unit/locales.test.ts). A text's {name}
// takes a value; {^name} takes it with its first letter in upper case as the language writes it
// ("tasarım" → "Tasarım", "ürün" at a Turkish sentence's start), {_name} in lower case (a fact
// quoted mid-sentence: "against up to 18 h"). Texts that differ by how many items they speak of
// come as { two, many } or { one, other }.
import type { Language } from '@shared/api/generated/model';
import type { Bi } from '../types';
import en from './en.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };

type Texts = typeof en;

/** Each language's texts; the type holds Turkish to every English key. */
export const DEMO_TEXTS: Record<Language, Texts> = { en, tr };

/** One text in both languages, for the tables that hold a text as a `Bi`: `text` picks it from a language's texts. */
export const bi = (text: (texts: Texts) => string): Bi => ({ en: text(DEMO_TEXTS.en), tr: text(DEMO_TEXTS.tr) });

const LOCALE: Record<Language, string> = { en: 'en', tr: 'tr-TR' };

/** `template` with its placeholders filled from `values` (a placeholder with no value stays as written). */
export function fill(template: string, language: Language, values: Record<string, string | number> = {}): string {
  return template.replace(/\{([\^_]?)(\w+)\}/g, (whole, mark: string, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = String(values[name]);
    if (mark === '^') return value.charAt(0).toLocaleUpperCase(LOCALE[language]) + value.slice(1);
    if (mark === '_') return value.charAt(0).toLocaleLowerCase(LOCALE[language]) + value.slice(1);
    return value;
  });
}

/** The variant of a text for `count` items: two, or three and more. */
export const twoOrMany = <T>(text: { two: T; many: T }, count: number): T => (count === 2 ? text.two : text.many);

/** The variant of a text for a list of `count` names: one, or several. */
export const oneOrOther = <T>(text: { one: T; other: T }, count: number): T => (count > 1 ? text.other : text.one);
