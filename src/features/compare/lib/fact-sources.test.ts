import { describe, expect, it } from 'vitest';
import { factMaxAgeMonths } from '@/config/facts';
import { isStale } from './fact-sources';

describe('a fact’s age', () => {
  it('is stale once more than the allowed months have passed since its date', () => {
    expect(isStale('2025-06-01', new Date('2026-06-01T00:00:00Z'), 12)).toBe(false);
    expect(isStale('2025-06-01', new Date('2026-06-02T00:00:00Z'), 12)).toBe(true);
    expect(isStale('2025-06-01', new Date('2025-12-02T00:00:00Z'), 6)).toBe(true);
    // A date the page cannot read is not called stale.
    expect(isStale('unknown', new Date('2026-06-02T00:00:00Z'), 12)).toBe(false);
  });

  it('allows 12 months unless the build says another whole number of months', () => {
    expect(factMaxAgeMonths(undefined)).toBe(12);
    expect(factMaxAgeMonths('')).toBe(12);
    expect(factMaxAgeMonths('6')).toBe(6);
    expect(factMaxAgeMonths('0')).toBe(12);
    expect(factMaxAgeMonths('1.5')).toBe(12);
    expect(factMaxAgeMonths('soon')).toBe(12);
  });
});
