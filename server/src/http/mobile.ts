import { ApiError } from './envelope.ts';

/** A mobile number split as stored: dialing code and national number (digits, no leading 0). */
export interface Mobile {
  dial: string;
  national: string;
  /** dial + national: how SMS are addressed and the dev outbox is keyed. */
  full: string;
}

/**
 * Normalises what forms send: "0917 123 4567" with code "63", "+63 917...", or "63917..." with no code.
 * 400 `validation.failed` when it is not a plausible number.
 */
export function parseMobile(num: string, dialingCode: string | undefined, defaultDial: string): Mobile {
  let digits = num.replace(/[\s()-]/g, '');
  let dial = (dialingCode ?? '').replace(/\D/g, '');
  if (digits.startsWith('+')) {
    digits = digits.slice(1);
    if (!dial) {
      // "+<code><number>": take the known code it starts with.
      dial = ['1', '7', '60', '62', '63', '66', '84', '86', '91', '852', '886'].sort((a, b) => b.length - a.length).find((c) => digits.startsWith(c)) ?? '';
      if (!dial) throw new ApiError(400, 'validation.failed', 'mobileNum format error.', { field: 'mobileNum' });
    }
    if (digits.startsWith(dial)) digits = digits.slice(dial.length);
  }
  if (!dial) dial = defaultDial;
  if (!/^\d+$/.test(digits)) throw new ApiError(400, 'validation.failed', 'mobileNum format error.', { field: 'mobileNum' });
  if (digits.length > 11 && digits.startsWith(dial)) digits = digits.slice(dial.length);
  const national = digits.replace(/^0+/, '');
  if (national.length < 6 || national.length > 14 || dial.length > 4) {
    throw new ApiError(400, 'validation.failed', 'mobileNum format error.', { field: 'mobileNum' });
  }
  return { dial, national, full: dial + national };
}

/** The merchant's default dialing code (register settings), for numbers sent without one. */
export const defaultDial = (m: { settings: Record<string, unknown> }): string =>
  String((m.settings.register as { defaultCountryDialingCode?: string } | undefined)?.defaultCountryDialingCode ?? '63');

/** "63******4567": enough for a person to recognise their number. */
export function maskMobile(dial: string, national: string): string {
  if (!national) return '';
  return `${dial}${'*'.repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email ? '***' : '';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
