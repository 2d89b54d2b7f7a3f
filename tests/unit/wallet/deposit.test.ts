import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from '../../../src/widgets/shared/wallet/amount.ts';
import { pollDelay } from '../../../src/widgets/depositForm/pendingOrder.ts';

describe('deposit amount', () => {
  it('takes whole numbers and up to two decimals only', () => {
    expect(parseAmount('500')).toBe(500);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
  it("names the first problem against the channel's range", () => {
    const range = { minAmount: 10, maxAmount: 50_000 };
    expect(amountProblem('', range)?.key).toBe('deposit_amount_required');
    expect(amountProblem('abc', range)?.key).toBe('deposit_amount_invalid');
    expect(amountProblem('5', range)).toEqual({ key: 'deposit_amount_range', values: { min: 10, max: 50_000 } });
    expect(amountProblem('50000.01', range)?.key).toBe('deposit_amount_range');
    expect(amountProblem('10', range)).toBeNull();
  });
  it('checks a pending order after 1, 2, 4 s, then every 8 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(pollDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
