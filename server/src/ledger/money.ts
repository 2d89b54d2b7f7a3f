/** Money crosses the API as decimal numbers with at most 2 places and lives in the ledger as integer cents. */
import { ApiError } from '../http/envelope.ts';

/** Cents of an API amount; refuses more than 2 decimals, zero, negatives and absurd sizes. */
export function toCents(amount: number, field = 'amount'): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(amount * 100 - cents) > 1e-6) {
    throw new ApiError(400, 'validation.failed', `${field} must have at most 2 decimals.`);
  }
  if (cents <= 0) throw new ApiError(400, 'validation.failed', `${field} must be more than 0.`);
  if (cents > 100_000_000_000) throw new ApiError(400, 'validation.failed', `${field} is too large.`);
  return cents;
}

/** API amount of a cent value (2 decimals, as a number). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
