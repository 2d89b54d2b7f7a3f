/** Promo codes as members may type them: letters and digits, spaces around ignored, read in upper case. */
const PROMO_CODE = /^[A-Za-z0-9]{1,32}$/;

export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

/** Why a typed code is not worth sending (a locale key), or null. */
export function codeProblem(code: string): string | null {
  const c = code.trim();
  if (!c) return 'promo_code_required';
  return PROMO_CODE.test(c) ? null : 'promo_code_invalid';
}

/** The words for a refused redeem, by the platform's error code and value (null: the generic request_failed text). */
export function redeemErrorKey(errorCode: string, value: unknown): string | null {
  switch (errorCode) {
    case 'promo.code.unknown':
      return 'promo_error_unknown';
    case 'promo.code.expired':
      return 'promo_error_expired';
    case 'promo.code.used':
      return 'promo_error_used';
    case 'promo.code.exhausted':
      return 'promo_error_exhausted';
    case 'promo.code.not.eligible':
      return (value as { reason?: string } | null)?.reason === 'accountType' ? 'promo_error_account' : 'promo_error_deposit';
    case 'request.too.many':
      return 'promo_error_too_many';
    case 'feature.disabled':
      return 'promo_error_disabled';
    case 'validation.failed':
      return 'promo_code_invalid';
    default:
      return null;
  }
}
