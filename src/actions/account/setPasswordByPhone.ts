import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import { PlatformError } from '../../core/platformApi.ts';
import type { SetPasswordByPhoneRequest } from '../../generated/api/setPasswordByPhone.request.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { deviceHeaders } from './device.ts';
import { readFormEvent, text } from '../../domain/account/formEvent.ts';
import { loginErrorKey } from './login.ts';
import { storeSession } from './session.ts';

/**
 * Set password by phone: the encrypted {newPassword, mobileNum, verificationCode}, then a login with
 * the mobile number as username. 'modify.new.old.same' clears the password field, any other failure the code.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'setPasswordByPhone'>, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('setPasswordByPhone runs from a form');
  const newPassword = typeof f.values.password === 'string' ? f.values.password : '';
  const body: SetPasswordByPhoneRequest = {
    newPassword,
    mobileNum: text(f.values, 'mobileNum'),
    verificationCode: text(f.values, 'verificationCode'),
    countryDialingCode: text(f.values, 'countryDialingCode'),
  };
  const loading = env.notify({ messageKey: 'please_wait', kind: 'loading', durationMs: 15000 });
  try {
    await env.api.call('setPasswordByPhone', body);
  } catch (err) {
    env.dismiss(loading);
    const same = err instanceof PlatformError && err.errorCode === 'modify.new.old.same';
    f.form.clear(same ? ['password'] : ['verificationCode']);
    if (!noticeRateLimit(err, env, context.language, f.form)) env.notify({ messageKey: same ? 'modify_new_old_same' : loginErrorKey(err), kind: 'error' });
    return;
  }
  env.notify({ messageKey: 'set_password_success', kind: 'success' });
  try {
    const answer = await env.api.call(
      'login',
      { username: body.mobileNum, password: newPassword, type: 'username' },
      { headers: deviceHeaders(context.device, navigator.userAgent) },
    );
    storeSession(env, context, answer);
    env.navigate(p.to, { replace: true });
  } catch {
    env.navigate('/m/login', { replace: true });
  } finally {
    env.dismiss(loading);
  }
});
