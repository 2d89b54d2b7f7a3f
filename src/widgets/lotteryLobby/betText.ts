import type { TFunction } from 'i18next';

/** The platform's refusals of a lottery bet, as the locale key that explains each. */
const BET_ERRORS: Record<string, string> = {
  'lottery.draw.closed': 'lottery_err_closed',
  'lottery.draw.not.open': 'lottery_err_not_open',
  'lottery.stake.range': 'lottery_err_stake',
  'lottery.pick.invalid': 'lottery_err_pick',
  'lottery.picks.repeated': 'lottery_err_pick',
  'lottery.picks.count': 'lottery_err_count',
  'lottery.prize.mode': 'lottery_err_mode',
  'wallet.insufficient.balance': 'lottery_err_balance',
  free_reject: 'free_reject',
};

/**
 * What to tell the player after a refused bet: the text of a known refusal, else the platform's own words for
 * another 4xx, else the generic failure (network, 5xx). `error` and `code` are the mutation's (useMutation).
 */
export function betErrorText(t: TFunction, error: string | null | undefined, code: string | undefined): string | null {
  if (error === undefined) return null;
  const key = code ? BET_ERRORS[code] : undefined;
  if (key) return t(key);
  return error ?? t('request_failed');
}
