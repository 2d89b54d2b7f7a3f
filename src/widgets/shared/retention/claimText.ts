import type { TFunction } from 'i18next';

/** The platform's refusals of a check-in, rebate or envelope claim, as the locale key that explains each. */
const CLAIM_ERRORS: Record<string, string> = {
  'checkin.claimed': 'checkin_err_claimed',
  'checkin.unavailable': 'checkin_not_offered',
  'rebate.nothing': 'rebate_err_nothing',
  'rebate.category.invalid': 'rebate_err_category',
  'feature.disabled': 'rebate_not_offered',
  'redrain.not.active': 'redrain_err_not_active',
  'redrain.limit': 'redrain_err_limit',
  'request.too.many': 'claim_err_too_many',
  free_reject: 'free_reject',
};

/**
 * What to tell the member after a failed claim: the text of a known refusal, else the platform's own words for
 * another 4xx, else the generic failure (network, 5xx). `error` and `code` are the mutation's (useMutation).
 */
export function claimErrorText(t: TFunction, error: string | null | undefined, code: string | undefined): string | null {
  if (error === undefined) return null;
  const key = code ? CLAIM_ERRORS[code] : undefined;
  if (key) return t(key);
  return error ?? t('request_failed');
}
