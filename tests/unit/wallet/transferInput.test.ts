import { describe, expect, it } from 'vitest';
import { receiptProblem, referenceProblem } from '../../../src/widgets/depositForm/receipt.ts';
import { transferErrorKey } from '../../../src/widgets/walletTransfer/transferErrors.ts';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'receipt', { type });

describe('a manual transfer as the member enters it', () => {
  it('takes a reference of 4 to 32 letters, digits or dashes, starting with a letter or digit', () => {
    for (const ok of ['FT12', 'ft-2026-0115', ' FT2026 ', 'A'.repeat(32)]) expect(referenceProblem(ok), ok).toBeNull();
    for (const bad of ['', 'FT1', '-FT12', 'FT 12', 'FT_12', 'A'.repeat(33)]) expect(referenceProblem(bad), bad).toBe('deposit_manual_reference_invalid');
  });

  it('takes a PNG, JPEG or WebP receipt of at most 5 MB', () => {
    expect(receiptProblem(null)).toBe('deposit_manual_receipt_required');
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(receiptProblem(file(type, 10)), type).toBeNull();
    expect(receiptProblem(file('image/gif', 10))).toBe('deposit_manual_receipt_type');
    expect(receiptProblem(file('application/pdf', 10))).toBe('deposit_manual_receipt_type');
    expect(receiptProblem(file('image/png', 5 * 1024 * 1024))).toBeNull();
    expect(receiptProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe('deposit_manual_receipt_size');
  });
});

describe('a refused wallet transfer', () => {
  it('is said in the words of its kind; an unknown code keeps the platform words', () => {
    expect(transferErrorKey('wallet.insufficient.balance')).toBe('transfer_error_balance');
    for (const code of ['wallet.not.found', 'wallet.not.yours', 'wallet.transfer.main', 'wallet.transfer.same'])
      expect(transferErrorKey(code)).toBe('transfer_error_wallet');
    expect(transferErrorKey('validation.failed')).toBe('transfer_amount_invalid');
    expect(transferErrorKey('something.else')).toBeNull();
  });
});
