import { describe, expect, it } from 'vitest';
import { bestValueIndex, parseLocaleNumber, readValue, rowDiffers } from './best-value';

describe('bestValueIndex', () => {
  it('picks the single highest number in a unit of capacity', () => {
    expect(bestValueIndex(['3349 mAh', '4000 mAh', '3800 mAh'])).toBe(1);
  });
  it('picks the lowest price and the lowest weight', () => {
    expect(bestValueIndex(['$799', '$699'])).toBe(1);
    expect(bestValueIndex(['44.999 TL', '38.499 TL'])).toBe(1);
    expect(bestValueIndex(['44,999 TRY', '52,999 TRY'])).toBe(0);
    expect(bestValueIndex(['171 g', '168 g'])).toBe(1);
  });
  it('reads a score as higher-is-better, whatever the row is called ("Fiyat/performans" is a score, not a price)', () => {
    // The Turkish report's value-for-money row: 8,6 / 10 beats 7,1 / 10.
    expect(bestValueIndex(['7,1 / 10', '8,6 / 10'])).toBe(1);
    expect(bestValueIndex(['4.6 / 5', '4.2 / 5'])).toBe(0);
  });
  it('marks nothing when values tie, kinds differ, the direction is unknown, text is not numeric or a value is alone', () => {
    expect(bestValueIndex(['128 GB', '128 GB'])).toBe(-1);
    expect(bestValueIndex(['128 GB', '1 TB'])).toBe(-1);
    expect(bestValueIndex(['8 / 10', '4 / 5'])).toBe(-1);
    expect(bestValueIndex(['A16', 'Snapdragon'])).toBe(-1);
    expect(bestValueIndex(['128 GB', null, undefined])).toBe(-1);
    // Hours of battery (more is better) and minutes of setup (less is better) look alike: no guess.
    expect(bestValueIndex(['20 hours', '25 hours'])).toBe(-1);
    expect(bestValueIndex(['1.092', '2.530'])).toBe(-1);
  });
  it('marks the only "yes" among yes/no', () => {
    expect(bestValueIndex(['No', 'Yes', 'no'])).toBe(1);
    expect(bestValueIndex(['Yes', 'Yes'])).toBe(-1);
    expect(bestValueIndex(['Var', 'Yok'])).toBe(0);
  });
});

describe('reading values', () => {
  it('reads grouping and decimals in both languages', () => {
    expect(parseLocaleNumber('44.999')).toBe(44999);
    expect(parseLocaleNumber('44,999')).toBe(44999);
    expect(parseLocaleNumber('4,5')).toBe(4.5);
    expect(parseLocaleNumber('1.234,56')).toBe(1234.56);
    expect(parseLocaleNumber('1,234.56')).toBe(1234.56);
    expect(parseLocaleNumber('0.125')).toBe(0.125);
  });
  it('tells scores, money and units apart', () => {
    expect(readValue('8,6 / 10')?.kind).toEqual({ kind: 'score', max: 10 });
    expect(readValue('₺1.299')?.kind).toEqual({ kind: 'money', currency: '₺' });
    expect(readValue('1.299 TL')).toEqual({ number: 1299, kind: { kind: 'money', currency: 'tl' } });
    expect(readValue('6.1"')?.kind).toEqual({ kind: 'unit', unit: '"' });
  });
});

describe('rowDiffers', () => {
  it('ignores case and spacing', () => {
    expect(rowDiffers(['Yes', ' yes '])).toBe(false);
    expect(rowDiffers(['Yes', null])).toBe(true);
  });
});
