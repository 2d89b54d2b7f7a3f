import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import type { AppEnv } from '../../renderer/env.ts';
import type { RegisterResponse } from '../../generated/api/register.response.ts';
import type { RegisterParams } from '../../generated/actions/register.ts';
import { AFFILIATE_FIELD, affiliateCodeValid } from './affiliate.ts';
import { deviceHeaders, registerMethodOf } from './device.ts';
import { readFormEvent, text, type FormController } from '../../domain/account/formEvent.ts';
import { PlatformError } from '../../core/platformApi.ts';
import { proveWork } from '../../domain/account/proofOfWork.ts';
import { loginErrorKey } from './login.ts';
import { registrationPayload } from './payload.ts';
import { storeSession } from './session.ts';

/**
 * The entered affiliate code is checked first unless the form's open check found this very code valid
 * (a code from the URL); a failure shows 'invitation code error' for 1 s and focuses the field.
 */
async function affiliateFails(env: AppEnv, form: FormController, code: string, host: string): Promise<boolean> {
  if (!code || form.isVerified(AFFILIATE_FIELD, code) || (await affiliateCodeValid(env, code, host))) return false;
  env.notify({ messageKey: 'invitation_code_error', kind: 'error' });
  form.focus(AFFILIATE_FIELD);
  return true;
}

/**
 * Registration: the affiliate code is checked first unless already verified (see affiliateFails),
 * then the payload goes to register or registerMobile (encrypted, with their ModuleId) with the Device header.
 * The answer signs the player in (login: true), then `to`.
 */
export default defineAction(async (p: RegisterParams, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('register runs from a form');
  const host = window.location.host;
  if (await affiliateFails(env, f.form, text(f.values, AFFILIATE_FIELD), host)) return;
  const mobile = f.tab === 'mobile';
  const body = registrationPayload(f.values, registerMethodOf(context.device), host);
  const loading = env.notify({ messageKey: 'registering', kind: 'loading', durationMs: 9999 });
  let answer: RegisterResponse;
  try {
    // A captcha answer travels with its proof of work, solved while "Registering..." shows.
    if (body.captcha) body.altcha = await proveWork(env.api);
    answer = await env.api.call(mobile ? 'registerMobile' : 'register', body, { headers: deviceHeaders(context.device, navigator.userAgent) });
  } catch (err) {
    env.dismiss(loading);
    const value = (err as { value?: { captcha?: unknown; field?: unknown } | null }).value;
    if (value?.captcha) f.form.revealCaptcha();
    else f.form.refreshCaptcha();
    if (noticeRateLimit(err, env, context.language, f.form)) return;
    const refusal = registerRefusal(err);
    // Said under the field the platform names (the birthday of an under-age player), when the form has it.
    const field = typeof value?.field === 'string' && value.field in f.values ? value.field : undefined;
    if (field) f.form.showRefusal(refusal, field);
    env.notify({ messageKey: refusal.key, values: refusal.values, kind: 'error' });
    return;
  }
  env.dismiss(loading);
  env.notify({ messageKey: 'registered_successfully', kind: 'success' });
  if (answer.token) storeSession(env, context, { ...answer, token: answer.token });
  env.navigate(p.to ?? (answer.token ? '/m/home' : '/m/login'), { replace: true });
});

/** Why the platform refused a registration, in the catalogue's words (the age rule with the brand's own age). */
function registerRefusal(err: unknown): { key: string; values?: Record<string, string> } {
  if (err instanceof PlatformError && err.errorCode === 'register.age.under') {
    const age = (err.value as { minAge?: unknown } | null | undefined)?.minAge;
    if (typeof age === 'number') return { key: 'register_age_under', values: { age: String(age) } };
  }
  return { key: registerErrorKey(err) };
}

function registerErrorKey(err: unknown): string {
  const key = loginErrorKey(err);
  return key === 'login_failed' ? 'register_failed' : key;
}
