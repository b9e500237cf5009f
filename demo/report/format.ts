// Numbers, prices, lists and dates in the request language. Formatters are cached: a report
// formats hundreds of numbers and Intl.NumberFormat is expensive to create.
import type { Language } from '@shared/api/generated/model';
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
  return language === 'tr' ? `${num(amount, language, digits)} TL` : `${num(amount, language, digits)} TRY`;
}

/** The shown price of a priced entry: "about 58,000 TRY" or "189.99 TRY a month". */
export function priceText(entry: CatalogueEntry, language: Language): string | null {
  const { model, amount } = entry.price;
  if (amount === undefined) return null;
  if (model === 'monthly')
    return language === 'tr' ? `aylık ${money(amount, language)}` : `${money(amount, language)} a month`;
  return language === 'tr' ? `yaklaşık ${money(amount, language)}` : `about ${money(amount, language)}`;
}

/** "A", "A and B", "A, B and C" / "A ve B". */
export function joinList(names: readonly string[], language: Language): string {
  if (names.length < 2) return names.join('');
  const last = language === 'tr' ? 've' : 'and';
  return `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`;
}

export function capitalise(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en-US') + text.slice(1);
}

const MONTHS_TR = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "June 2025" / "Haziran 2025" from an ISO date. */
export function monthYear(isoDate: string, language: Language): string {
  const [year, month] = isoDate.split('-').map(Number);
  return `${(language === 'tr' ? MONTHS_TR : MONTHS_EN)[month - 1]} ${year}`;
}
