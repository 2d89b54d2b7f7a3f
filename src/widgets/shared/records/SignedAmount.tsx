import { formatNumber } from '../../../core/formatNumber.ts';
import './records.css';

/**
 * A money movement from the member's side: "+12.50" in the success colour, "-3.00" in the text colour; with the
 * brand's currency symbol after the sign when given ("-₱3.00").
 */
export function SignedAmount({ value, symbol = '' }: { value: number; symbol?: string }) {
  const text = formatNumber(value, 2);
  const negative = text.startsWith('-');
  const sign = value > 0 ? '+' : negative ? '-' : '';
  return <span className={`records-amount ${value < 0 ? 'is-out' : 'is-in'}`}>{`${sign}${symbol}${negative ? text.slice(1) : text}`}</span>;
}
