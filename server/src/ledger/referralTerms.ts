/**
 * The referral terms a site configures (merchant settings `referral`, amounts in the merchant currency): the reward
 * the inviter gets for a friend, and what the friend must do first: deposits adding up to minDeposit and valid
 * bets adding up to turnover. The REFERRAL promotion itself is switched on by settings.promotions.REFERRAL.
 *
 *   "referral": { "reward": 180, "minDeposit": 200, "turnover": 1000 }
 */
export interface ReferralTerms {
  rewardCents: number;
  minDepositCents: number;
  turnoverCents: number;
}

/** Terms of a site whose settings say nothing. */
export const DEFAULT_REFERRAL: ReferralTerms = { rewardCents: 18_000, minDepositCents: 20_000, turnoverCents: 100_000 };

/** A settings error an operator must fix. */
export class ReferralTermsError extends Error {}

const FIELDS = { reward: 'rewardCents', minDeposit: 'minDepositCents', turnover: 'turnoverCents' } as const;

/** The terms in a merchant's settings: defaults for what is missing, ReferralTermsError for what is malformed. */
export function referralTerms(settings: Record<string, unknown>): ReferralTerms {
  const raw = settings.referral;
  if (raw === undefined) return DEFAULT_REFERRAL;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ReferralTermsError('referral must be an object');
  const out = { ...DEFAULT_REFERRAL };
  for (const [key, value] of Object.entries(raw)) {
    const field = FIELDS[key as keyof typeof FIELDS];
    if (!field) throw new ReferralTermsError(`referral.${key} is not a setting (reward, minDeposit, turnover)`);
    const cents = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
    if (!Number.isSafeInteger(cents) || cents < 0 || Math.abs(cents - (value as number) * 100) > 1e-6) {
      throw new ReferralTermsError(`referral.${key} must be an amount of at least 0 with at most 2 decimals`);
    }
    out[field] = cents;
  }
  if (out.rewardCents <= 0) throw new ReferralTermsError('referral.reward must be more than 0');
  return out;
}
