import { formatNumber } from '../../core/formatNumber.ts';

/** What the balance shows: asterisks when hidden, a mask while refreshing, else the amount with 2 decimals. */
export function balanceText(amount: number | undefined, state: { hidden: boolean; refreshing: boolean }): string {
  if (state.hidden) return '****';
  if (state.refreshing || amount === undefined || !Number.isFinite(amount)) return '--.--';
  return formatNumber(amount, 2);
}
