import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import type { RequestSmsCodeParams } from '../../generated/actions/requestSmsCode.ts';
import { readFormEvent, text } from '../../domain/account/formEvent.ts';
import { retryAfterOf } from '../../core/retryAfter.ts';

/**
 * 'Get code': 'in_sms_sending', the SMS call, then 'in_sms_send' for 1.5 s and the field's countdown to
 * the server's expirationTime. A failed send hides the notice and nothing else happens.
 */
export default defineAction(async (p: RequestSmsCodeParams, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f?.field) throw new Error('requestSmsCode runs from a form smsCode field');
  const mobile = text(f.values, f.mobileField ?? 'mobileNum');
  const countryDialingCode = text(f.values, 'countryDialingCode');
  const register = p.purpose === 'register';
  const loading = env.notify({ messageKey: 'in_sms_sending', kind: 'loading', durationMs: 9999 });
  let expirationTime: number;
  try {
    const a = register
      ? await env.api.call('smsRegister', { mobileNo: mobile, countryDialingCode })
      : await env.api.call('smsNoLogin', { mobileNum: mobile, countryDialingCode });
    expirationTime = a.expirationTime;
  } catch (err) {
    env.dismiss(loading);
    // Too many codes asked for: say when another may be asked, and count the code button down to then.
    const wait = retryAfterOf(err);
    if (wait !== undefined) {
      noticeRateLimit(err, env, context.language);
      f.form.startCountdown(f.field, env.clock.now() + wait * 1000);
    }
    return;
  }
  env.dismiss(loading);
  env.notify({ messageKey: 'in_sms_send', kind: 'success' });
  f.form.startCountdown(f.field, expirationTime);
});
