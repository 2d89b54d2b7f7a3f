import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/core/formatNumber.ts';

describe('formatNumber (en-US grouping without Intl)', () => {
  it('matches Intl en-US for amounts and counts', () => {
    const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const v of [0, 1, 12.5, 999.99, 1000, 1234.5, 98765.43, 1_000_000, 123_456_789.12, -1234.5, 0.25, 7.126]) {
      expect(formatNumber(v, 2)).toBe(money.format(v));
      expect(formatNumber(Math.round(v), 0)).toBe(count.format(Math.round(v)));
    }
  });

  it('never shows a negative zero, and shows "--" for what is not a number', () => {
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(Number.NaN, 2)).toBe('--');
    expect(formatNumber(Number.POSITIVE_INFINITY, 0)).toBe('--');
  });
});
