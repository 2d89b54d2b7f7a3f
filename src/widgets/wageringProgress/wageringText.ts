import type { WageringRequirement } from '../../generated/api/shapes/wageringRequirement.ts';
import { formatNumber } from '../../core/formatNumber.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An amount as every wallet widget shows one: the brand's symbol, comma thousands, two decimals. */
export const money = (value: number, symbol: string): string => `${symbol}${formatNumber(value, 2)}`;

/** What kind of credit opened a requirement, in the member's language (the title alone is the platform's English). */
export const kindText = (r: WageringRequirement, t: Translate): string => t(`wagering_kind_${r.source}`);

/** "Deposit bonus: 100% First Deposit Bonus": the kind first, then the promotion's, mission's or code's own title. */
export function requirementName(r: WageringRequirement, t: Translate): string {
  const kind = kindText(r, t);
  return r.title && r.title !== kind ? `${kind}: ${r.title}` : kind;
}

/**
 * What giving up takes back and what it frees: the bonus (at most the balance, the platform's rule) goes back, and
 * what the requirement held besides it (a deposit bonus's deposit) becomes free to withdraw.
 */
export function forfeitQuestion(r: WageringRequirement, t: Translate, symbol: string): string {
  const freed = Math.max(0, r.held - r.bonus);
  return freed > 0
    ? t('wagering_forfeit_confirm_deposit', { bonus: money(r.bonus, symbol), freed: money(freed, symbol) })
    : t('wagering_forfeit_confirm', { bonus: money(r.bonus, symbol) });
}

/** The words for a refused forfeit, by the platform's error code (null: the generic request_failed text). */
export function forfeitErrorKey(errorCode: string | undefined): string | null {
  switch (errorCode) {
    case 'wagering.not.open':
      return 'wagering_error_not_open';
    case 'request.too.many':
      return 'claim_err_too_many';
    case 'free_reject':
      return 'real_account_required';
    default:
      return null;
  }
}
