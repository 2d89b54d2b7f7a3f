import { defineAction } from '../../core/actions/types.ts';
import type { RequestSmsCodeParams } from '../../generated/actions/requestSmsCode.ts';
import { readFormEvent, text } from './formEvent.ts';

/**
 * 'Get code' (spec 4, 8): 'in_sms_sending', the SMS call, then 'in_sms_send' for 1.5 s and the field's countdown to
 * the server's expirationTime. A failed send hides the notice and nothing else happens.
 */
export const requestSmsCode = defineAction<RequestSmsCodeParams>('requestSmsCode', async (p, { env, event }) => {
  const f = readFormEvent(event);
  if (!f?.field) throw new Error('requestSmsCode runs from a form smsCode field');
  const mobile = text(f.values, f.mobileField ?? 'mobileNum');
  const countryDialingCode = text(f.values, 'countryDialingCode');
  const register = p.purpose === 'register';
  const loading = env.notify({ messageKey: 'in_sms_sending', kind: 'loading', durationMs: 9999 });
  let expirationTime: number;
  try {
    const a = await env.api.request<{ expirationTime: number }>('POST', register ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin', {
      body: register ? { mobileNo: mobile, countryDialingCode } : { mobileNum: mobile, countryDialingCode },
    });
    expirationTime = a.expirationTime;
  } catch {
    env.dismiss(loading);
    return;
  }
  env.dismiss(loading);
  env.notify({ messageKey: 'in_sms_send', kind: 'success', durationMs: 1500 });
  f.form.startCountdown(f.field, expirationTime);
});
