import { formatNumber } from '../../../core/formatNumber.ts';
import './records.css';

/** A money movement from the member's side: "+12.50" in the success colour, "-3.00" in the text colour. */
export function SignedAmount({ value }: { value: number }) {
  return <span className={`records-amount ${value < 0 ? 'is-out' : 'is-in'}`}>{`${value > 0 ? '+' : ''}${formatNumber(value, 2)}`}</span>;
}
