import { randomBytes } from 'node:crypto';

/** Order numbers: a letter (D deposit, W withdrawal), the UTC date and 10 random hex digits. */
export function newOrderNo(prefix: 'D' | 'W', now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Shows only the last four digits of an account number. */
export function maskAccountNo(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : `${'*'.repeat(Math.min(8, accountNo.length - 4))}${accountNo.slice(-4)}`;
}
