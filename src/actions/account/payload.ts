import type { RegisterRequest } from '../../generated/api/register.request.ts';
import type { RegisterMethod } from './device.ts';
import { text, type FormValues } from '../../domain/account/formEvent.ts';

/** Every optional field of the spec's registration payload; absent ones are sent as empty strings. */
const TEXT_FIELDS = [
  'countryDialingCode',
  'username',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'captcha',
  'verificationCode',
] as const;

/** The full registration payload: empty optionals as '', type 0, host as registerUrl and domain, login at once. */
export function registrationPayload(values: FormValues, method: RegisterMethod, host: string): RegisterRequest {
  const out: Record<string, string> = {};
  for (const f of TEXT_FIELDS) out[f] = text(values, f);
  const password = typeof values.password === 'string' ? values.password : '';
  // Passwords are sent exactly as typed (a space may be part of one); the confirmation must match it.
  const confirmPassword = typeof values.confirmPassword === 'string' ? values.confirmPassword : '';
  return {
    ...out,
    username: out.username,
    password,
    confirmPassword,
    registerUrl: host,
    registerMethod: method,
    domain: host,
    type: 0,
    login: true,
  };
}
