import { describe, expect, it } from 'vitest';
import { foldCase, splitComparisonItems } from './compare-items';

describe('splitComparisonItems', () => {
  it.each([
    ['iPhone 15 vs Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['iPhone 15 vs. Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['iPhone 15 VS Galaxy S24', ['iPhone 15', 'Galaxy S24']],
    ['Netflix, Disney+ ve HBO', ['Netflix', 'Disney+', 'HBO']],
    ['Kindle ile Kobo', ['Kindle', 'Kobo']],
    ['Kindle İLE Kobo', ['Kindle', 'Kobo']],
    ['PS5 or Xbox', ['PS5', 'Xbox']],
    ['Spotify and Apple Music', ['Spotify', 'Apple Music']],
    ['Çay veya kahve', ['Çay', 'kahve']],
    ['tek ürün', ['tek ürün']],
  ])('splits %s', (query, expected) => {
    expect(splitComparisonItems(query)).toEqual(expected);
  });

  it('does not split inside words', () => {
    expect(splitComparisonItems('Xbox Series X vs Vodafone Red')).toEqual(['Xbox Series X', 'Vodafone Red']);
    expect(splitComparisonItems('Oreo vs Android')).toEqual(['Oreo', 'Android']);
  });

  it('trims, drops empties and collapses spaces', () => {
    expect(splitComparisonItems('  A ,, B ,  ')).toEqual(['A', 'B']);
    expect(splitComparisonItems('Galaxy   S24  vs  Pixel 8')).toEqual(['Galaxy S24', 'Pixel 8']);
    expect(splitComparisonItems('')).toEqual([]);
    expect(splitComparisonItems('   ')).toEqual([]);
  });

  it('dedupes case-insensitively and keeps the first spelling and order', () => {
    expect(splitComparisonItems('iPhone vs IPHONE')).toEqual(['iPhone']);
    expect(splitComparisonItems('B, A, b ve C')).toEqual(['B', 'A', 'C']);
  });
});

describe('foldCase', () => {
  it('treats Turkish and English I/i variants alike', () => {
    expect(foldCase('IPHONE')).toBe(foldCase('iPhone'));
    expect(foldCase('İLE')).toBe('ile');
    expect(foldCase('ılık')).toBe('ilik');
  });
});
