import { describe, expect, it } from 'vitest';
import { bestValueIndex, rowDiffers } from './best-value';

describe('bestValueIndex', () => {
  it('picks the single highest number in a shared unit', () => {
    expect(bestValueIndex('Battery', ['3349 mAh', '4000 mAh', '3800 mAh'])).toBe(1);
  });
  it('picks the lowest where lower is better', () => {
    expect(bestValueIndex('Price', ['$799', '$699'])).toBe(1);
    expect(bestValueIndex('Ağırlık', ['171 g', '168 g'])).toBe(1);
  });
  it('marks nothing when values tie, units differ, text is not numeric or a value is alone', () => {
    expect(bestValueIndex('Storage', ['128 GB', '128 GB'])).toBe(-1);
    expect(bestValueIndex('Storage', ['128 GB', '1 TB'])).toBe(-1);
    expect(bestValueIndex('Chip', ['A16', 'Snapdragon'])).toBe(-1);
    expect(bestValueIndex('Storage', ['128 GB', null, undefined])).toBe(-1);
  });
  it('marks the only "yes" among yes/no', () => {
    expect(bestValueIndex('Wireless charging', ['No', 'Yes', 'no'])).toBe(1);
    expect(bestValueIndex('Wireless charging', ['Yes', 'Yes'])).toBe(-1);
  });
});

describe('rowDiffers', () => {
  it('ignores case and spacing', () => {
    expect(rowDiffers(['Yes', ' yes '])).toBe(false);
    expect(rowDiffers(['Yes', null])).toBe(true);
  });
});
