// The one formatter: every number, score, price, count and date on every screen goes through
// these helpers, in the interface language (`i18n.language`), so one screen never shows
// "2530" beside "1,092" or "8 / 10" beside "8.0 / 10".
import type { Count, Language } from '@shared/api/generated/model';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@/i18n/languages';

const LOCALES: Record<string, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * The interface language the formatters and the API should use: i18next's resolved language (the
 * supported one it settled on), else the requested one; anything unsupported is the fallback.
 */
export function interfaceLanguage(i18n: { resolvedLanguage?: string; language?: string }): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : FALLBACK_LANGUAGE;
}

export function localeTag(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

// Intl formatters are costly to build and the report formats hundreds of values: one per option set.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${localeTag(language)}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(localeTag(language), options)));
  return format;
}
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${localeTag(language)}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(localeTag(language), options)));
  return format;
}

/** Price: the currency (default TRY), two decimals, the locale's own format. */
export function formatPrice(amount: number, currency: string | undefined, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: currency || 'TRY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A plain number (up to two decimals), grouped the locale's way. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A count (votes, comparisons, messages): a whole number, grouped the locale's way. */
export function formatCount(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/**
 * The options of a plural message that shows a count ("1,234 votes"): i18next picks the plural form
 * from `count`, the text interpolates `{{formatted}}`, the count grouped the locale's way.
 */
export function countOptions(count: number, language: string): { count: number; formatted: string } {
  return { count, formatted: formatCount(count, language) };
}

/** A percentage given as 0–100, whole numbers ("75%", Turkish "%75"). */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** The value of a score, always with one decimal ("8.0", Turkish "8,0"), clamped to 0…max. */
export function formatScoreValue(value: number, language: string, max = 10): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.min(max, Math.max(0, value)),
  );
}

/** A score out of `max` ("8.0 / 10"), or `unknown` when it is missing. */
export function formatScore(value: number | null | undefined, max: number, language: string, unknown = ''): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return unknown;
  return `${formatScoreValue(value, language, max)} / ${formatCount(max, language)}`;
}

/** A calendar date ("23 November 2026", "23 Kasım 2026"); an unreadable date is shown as given. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'long' }).format(date);
}

/** A calendar month given as YYYY-MM (UTC): "September 2025", "Eylül 2025". */
export function formatMonth(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A moment ("23 Nov 2026, 14:52", "23 Kas 2026 14:52"). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A time of day ("14:52"). */
export function formatTime(date: Date, language: string): string {
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}

/** Names joined the language's way: "A, B and C", "A, B ve C". */
export function formatList(names: string[], language: string): string {
  return new Intl.ListFormat(localeTag(language), { style: 'long', type: 'conjunction' }).format(names);
}

/** A count is a number or the word "unlimited" (the contract's `Count`). */
export function isUnlimited(count: Count | null | undefined): count is 'unlimited' {
  return count === 'unlimited';
}

/** A package limit or what is left of it: a count, or the screen's word for "unlimited". */
export function formatLimit(count: Count, language: string, unlimited: string): string {
  return isUnlimited(count) ? unlimited : formatCount(count, language);
}
