// Numbers, prices, lists and dates in the request language. Formatters are cached: a report
// formats hundreds of numbers and Intl.NumberFormat is expensive to create. The words around them
// (currency, "a month", "about", "and", the months) are locale data (demo/i18n, 'format').
import type { Language } from '@shared/api/generated/model';
import { DEMO_TEXTS, fill } from '../i18n';
import type { CatalogueEntry } from '../types';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}|${digits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}

export const num = (value: number, language: Language, digits = 0): string => formatter(language, digits).format(value);

/** A score with one decimal: "8.6" / "8,6". */
export const score = (value: number, language: Language): string => num(value, language, 1);

/** "58,000 TRY" / "58.000 TL"; kuruş only when the price has them (189.99). */
export function money(amount: number, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return fill(DEMO_TEXTS[language].format.money, language, { amount: num(amount, language, digits) });
}

/** The shown price of a priced entry: "about 58,000 TRY" or "189.99 TRY a month". */
export function priceText(entry: CatalogueEntry, language: Language): string | null {
  const { model, amount } = entry.price;
  if (amount === undefined) return null;
  const t = DEMO_TEXTS[language].format;
  return fill(model === 'monthly' ? t.perMonth : t.about, language, { price: money(amount, language) });
}

/** "A", "A and B", "A, B and C" / "A ve B". */
export function joinList(names: readonly string[], language: Language): string {
  if (names.length < 2) return names.join('');
  return fill(DEMO_TEXTS[language].format.listLast, language, {
    rest: names.slice(0, -1).join(', '),
    last: names[names.length - 1],
  });
}

export function capitalise(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en-US') + text.slice(1);
}

/** "June 2025" / "Haziran 2025" from an ISO date. */
export function monthYear(isoDate: string, language: Language): string {
  const [year, month] = isoDate.split('-').map(Number);
  const t = DEMO_TEXTS[language].format;
  return fill(t.monthYear, language, { month: t.months[month - 1], year });
}
