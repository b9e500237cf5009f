import { describe, expect, it } from 'vitest';
import { localizedDescription, packagePrice, sortPackages } from './package-display';
import { formatPrice } from './format';
import type { Package } from '@shared/api/generated/model';

describe('localizedDescription', () => {
  it('shows the Turkish part in Turkish and the English part otherwise', () => {
    const text = 'Start comparing for free | Ücretsiz karşılaştırmaya başlayın';
    expect(localizedDescription(text, 'tr')).toBe('Ücretsiz karşılaştırmaya başlayın');
    expect(localizedDescription(text, 'en')).toBe('Start comparing for free');
    expect(localizedDescription(text, 'de')).toBe('Start comparing for free');
  });

  it('shows a text without the separator as it is', () => {
    expect(localizedDescription('Only one language', 'tr')).toBe('Only one language');
  });
});

describe('sortPackages', () => {
  it('orders Level_1 to Level_4', () => {
    const names = sortPackages([
      { name: 'Level_3' },
      { name: 'Level_1' },
      { name: 'Level_4' },
      { name: 'Level_2' },
    ] as Package[]).map((p) => p.name);
    expect(names).toEqual(['Level_1', 'Level_2', 'Level_3', 'Level_4']);
  });
});

describe('formatPrice', () => {
  it('formats with two decimals in the locale, TRY by default', () => {
    expect(formatPrice(149.9, undefined, 'tr')).toMatch(/149,90/);
    expect(formatPrice(149.9, 'TRY', 'tr')).toContain('₺');
    expect(formatPrice(1299.5, 'USD', 'en')).toMatch(/1,299\.50/);
  });
});

describe('packagePrice', () => {
  it('says "free" for 0, "unavailable" when missing, and formats the rest in the locale', () => {
    expect(packagePrice({ price: 0, currency: 'TRY' }, 'en')).toEqual({ kind: 'free' });
    expect(packagePrice({ price: null, currency: 'TRY' }, 'en')).toEqual({ kind: 'unavailable' });
    expect(packagePrice({ currency: 'TRY' }, 'tr')).toEqual({ kind: 'unavailable' });
    expect(packagePrice({ price: 149.9, currency: 'TRY' }, 'tr')).toEqual({
      kind: 'amount',
      amount: formatPrice(149.9, 'TRY', 'tr'),
    });
  });
});
