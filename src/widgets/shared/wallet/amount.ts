/** An amount as typed: digits with at most two decimals, or null (the platform keeps cents). */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

/** The first problem with an amount for a channel's range (a translation key and its values), or null. */
export function amountProblem(text: string, range: { minAmount: number; maxAmount: number }): { key: string; values?: Record<string, number> } | null {
  if (!text.trim()) return { key: 'deposit_amount_required' };
  const n = parseAmount(text);
  if (n === null) return { key: 'deposit_amount_invalid' };
  if (n < range.minAmount || n > range.maxAmount) return { key: 'deposit_amount_range', values: { min: range.minAmount, max: range.maxAmount } };
  return null;
}

/** A chosen promotion's minimum deposit, as the platform checks it (a translation key and its values), or null. */
export function promotionProblem(text: string, promotion: { minDeposit: number } | null): { key: string; values?: Record<string, number> } | null {
  const n = parseAmount(text);
  if (!promotion || n === null || n >= promotion.minDeposit) return null;
  return { key: 'deposit_promotion_min', values: { min: promotion.minDeposit } };
}
