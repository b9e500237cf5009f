import { describe, expect, it } from 'vitest';
import {
  countOptions,
  formatCount,
  formatDate,
  formatDateTime,
  formatLimit,
  formatNumber,
  formatPercent,
  formatPrice,
  formatScore,
  formatScoreValue,
  formatTime,
  interfaceLanguage,
} from './format';

// Intl puts narrow no-break spaces in some outputs: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one formatter, both languages', () => {
  it('groups numbers and counts the locale way', () => {
    expect(formatCount(2530, 'en')).toBe('2,530');
    expect(formatCount(2530, 'tr')).toBe('2.530');
    expect(formatCount(1092.4, 'en')).toBe('1,092');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'tr')).toBe('1.234,5');
  });

  it('always shows scores with one decimal, clamped to the scale', () => {
    expect(formatScore(8, 10, 'en')).toBe('8.0 / 10');
    expect(formatScore(8, 10, 'tr')).toBe('8,0 / 10');
    expect(formatScore(8.25, 10, 'en')).toBe('8.3 / 10');
    expect(formatScore(4.5, 5, 'tr')).toBe('4,5 / 5');
    expect(formatScore(12, 10, 'en')).toBe('10.0 / 10');
    expect(formatScore(undefined, 10, 'en', 'unknown')).toBe('unknown');
    expect(formatScoreValue(7, 'tr')).toBe('7,0');
  });

  it('shows prices with their currency and two decimals', () => {
    expect(plain(formatPrice(149.9, 'TRY', 'tr'))).toBe('₺149,90');
    expect(plain(formatPrice(1499, undefined, 'en'))).toBe('TRY 1,499.00');
    expect(plain(formatPrice(9.5, 'USD', 'en'))).toBe('US$9.50');
  });

  it('shows percentages the locale way', () => {
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'tr')).toBe('%75');
  });

  it('formats dates, moments and times in the interface language', () => {
    expect(formatDate('2026-12-23T10:00:00Z', 'en')).toBe('23 December 2026');
    expect(formatDate('2026-12-23T10:00:00Z', 'tr')).toBe('23 Aralık 2026');
    const moment = new Date(2026, 10, 23, 14, 52).toISOString();
    expect(plain(formatDateTime(moment, 'en'))).toBe('23 Nov 2026, 14:52');
    expect(plain(formatDateTime(moment, 'tr'))).toBe('23 Kas 2026 14:52');
    expect(formatTime(new Date(2026, 10, 23, 9, 5), 'tr')).toBe('09:05');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('limits and the interface language', () => {
  it('a plural message gets the count to choose the form and the grouped count to show', () => {
    expect(countOptions(2530, 'tr')).toEqual({ count: 2530, formatted: '2.530' });
  });

  it("a limit is a grouped count or the screen's word for unlimited", () => {
    expect(formatLimit(1500, 'tr', 'Sınırsız')).toBe('1.500');
    expect(formatLimit('unlimited', 'tr', 'Sınırsız')).toBe('Sınırsız');
  });

  it('prefers the resolved language, then the requested one, and never an unsupported one', () => {
    expect(interfaceLanguage({ resolvedLanguage: 'tr', language: 'tr-TR' })).toBe('tr');
    expect(interfaceLanguage({ language: 'tr' })).toBe('tr');
    expect(interfaceLanguage({ language: 'de' })).toBe('en');
  });
});
