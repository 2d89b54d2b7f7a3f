import { formatNumber } from '../../core/formatNumber.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const money = (value: unknown, symbol: string): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? `${symbol}${formatNumber(value, 2)}` : null;

/**
 * A refused withdrawal in the member's language where the app knows the refusal: open bonus wagering (409
 * withdraw.turnover.open, value {withdrawable, turnoverLeft}) with those figures; a wrong withdrawal password (400
 * withdraw.password.wrong, value {attemptsLeft}) with the tries left before the lock. Other refusals keep the
 * platform's own words (`message`); no answer at all (null) is the generic request_failed.
 */
export function withdrawErrorText(
  t: Translate,
  symbol: string,
  errorCode: string | undefined,
  value: unknown,
  message: string | null | undefined,
): string | null {
  if (errorCode === 'withdraw.turnover.open') {
    const v = (value ?? {}) as { withdrawable?: unknown; turnoverLeft?: unknown };
    const withdrawable = money(v.withdrawable, symbol);
    const turnover = money(v.turnoverLeft, symbol);
    if (withdrawable && turnover) return t('withdraw_error_turnover', { withdrawable, turnover });
  }
  if (errorCode === 'withdraw.password.wrong') {
    const left = (value as { attemptsLeft?: unknown } | null | undefined)?.attemptsLeft;
    if (typeof left === 'number') return t('withdraw_password_wrong', { count: left });
  }
  if (message === null) return t('request_failed');
  return message ?? null;
}
