// Locale-aware formatting shared by every screen (currency, dates, counts).
import type { Count } from '@/api/generated/model';

const LOCALES: Record<string, string> = { tr: 'tr-TR', en: 'en-GB' };

export function localeTag(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

/** Price per month: the package currency (default TRY), two decimals, the locale's own format. */
export function formatPrice(amount: number, currency: string | undefined, language: string): string {
  return new Intl.NumberFormat(localeTag(language), {
    style: 'currency',
    currency: currency || 'TRY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'long' }).format(date);
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeTag(language)).format(value);
}

/** A count is a number or the word "unlimited" (the contract's `Count`). */
export function isUnlimited(count: Count | null | undefined): count is 'unlimited' {
  return count === 'unlimited';
}
