import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import { formatDateTime } from '../../core/formatDate.ts';
import { timeZoneOf } from '../../renderer/timeZone.ts';
import { PlatformError } from '../../core/platformApi.ts';
import type { LoginRequest } from '../../generated/api/login.request.ts';
import type { LoginResponse } from '../../generated/api/login.response.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { deviceHeaders } from './device.ts';
import { readFormEvent, text } from '../../domain/account/formEvent.ts';
import { proveWork } from '../../domain/account/proofOfWork.ts';
import { forgetRemembered, saveRemembered, storeCredential } from '../../domain/account/remembered.ts';
import { storeSession } from './session.ts';

/**
 * Login: the password tab sends {username, password}, the SMS tab the mobile number
 * as username and the code as password with type 'sms'; a captcha answer goes with its proof of work
 * (proofOfWork.ts). A failure whose value asks for a captcha reveals and refreshes it; other failures show the
 * platform's message key when we have one.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'login'>, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('login runs from a form');
  const sms = f.tab === 'sms';
  const dial = text(f.values, 'countryDialingCode');
  const body: LoginRequest = sms
    ? {
        username: text(f.values, 'mobileNum'),
        password: text(f.values, 'verificationCode'),
        captcha: text(f.values, 'captcha'),
        type: 'sms',
        countryDialingCode: dial,
      }
    : { username: text(f.values, 'username'), password: String(f.values.password ?? ''), captcha: text(f.values, 'captcha'), type: 'username' };
  const loading = env.notify({ messageKey: 'logging_in', kind: 'loading', durationMs: 9999 });
  let answer: LoginResponse;
  try {
    // A captcha answer travels with its proof of work, solved while "Logging in..." shows.
    if (body.captcha) body.altcha = await proveWork(env.api, body.username);
    answer = await env.api.call('login', body, { headers: deviceHeaders(context.device, navigator.userAgent) });
  } catch (err) {
    env.dismiss(loading);
    const captcha = err instanceof PlatformError && (err.value as { captcha?: unknown } | null)?.captcha;
    if (captcha) f.form.revealCaptcha();
    else f.form.refreshCaptcha();
    // A member on a time-out or self-exclusion is told until when, long enough to read it (the spec's long toast).
    const until = err instanceof PlatformError && err.errorCode === 'login.excluded' ? (err.value as { until?: unknown } | null)?.until : undefined;
    if (typeof until === 'number')
      env.notify({
        messageKey: 'login_excluded_until',
        values: { time: formatDateTime(until, timeZoneOf(env.store.getState())) },
        kind: 'error',
        durationMs: 8000,
      });
    else if (!noticeRateLimit(err, env, context.language, f.form)) env.notify({ messageKey: loginErrorKey(err), kind: 'error' });
    return;
  }
  env.dismiss(loading);
  // The box remembers the account (and dialing code) only; the password is offered to the browser's manager.
  if (f.values.remember === true) saveRemembered(env.storage.local, { type: sms ? 'sms' : 'username', username: body.username, countryDialingCode: dial });
  else forgetRemembered(env.storage.local);
  if (!sms) void storeCredential(body.username, body.password);
  storeSession(env, context, answer);
  env.navigate(p.to, { replace: true });
});

/** The catalogue's text for a platform error code (login.cred.err -> login_cred_err), else the generic one. */
export function loginErrorKey(err: unknown): string {
  const known = [
    'login.cred.err',
    'not.exists.user',
    'login_blocked_by_self_exclusion',
    'token_ip_different',
    'domain_not_available',
    'network.offline',
    'network.timeout',
  ];
  if (err instanceof PlatformError) {
    if (err.errorCode === 'login.captcha.err' || err.errorCode === 'register.captcha.err' || err.errorCode === 'captcha.expired') return 'captcha_error';
    if (err.errorCode === 'captcha.pow.err') return 'captcha_pow_error';
    if (err.errorCode === 'sms.code.err') return 'verification_code_error';
    if (err.errorCode === 'username.exists') return 'username_exists';
    if (err.errorCode === 'affiliate.code.invalid') return 'invalid_invitation_code';
    if (known.includes(err.errorCode)) return err.errorCode.replace(/\./g, '_');
  }
  return 'login_failed';
}
