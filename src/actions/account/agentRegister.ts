import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import { PlatformError } from '../../core/platformApi.ts';
import type { AgentRegisterRequest } from '../../generated/api/agentRegister.request.ts';
import type { AgentRegisterParams } from '../../generated/actions/agentRegister.ts';
import { readFormEvent, text, type FormValues } from '../../domain/account/formEvent.ts';

/** The optional fields agentRegister takes; the rest of a register form (captcha, SMS code, affiliate) is not sent. */
const OPTIONAL_FIELDS = [
  'confirmPassword',
  'nickname',
  'email',
  'mobileNum',
  'countryDialingCode',
  'payeeName',
  'birthday',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;

/** The fields that keep their value after an account was opened (a chosen dialing code is not personal data). */
const KEPT = new Set(['countryDialingCode']);

const raw = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

function payload(values: FormValues): AgentRegisterRequest {
  const body: AgentRegisterRequest = { username: text(values, 'username'), password: raw(values.password) };
  for (const f of OPTIONAL_FIELDS) {
    // Passwords are sent exactly as typed; a dialing code only goes with a number.
    const v = f === 'confirmPassword' || f === 'paymentPassword' ? raw(values[f]) : text(values, f);
    if (v !== '' && (f !== 'countryDialingCode' || text(values, 'mobileNum') !== '')) body[f] = v;
  }
  return body;
}

/** The text for a refusal: the platform's reasons we name, else the generic registration failure. */
function refusalKey(err: unknown): string {
  if (!(err instanceof PlatformError)) return 'register_failed';
  const keys: Record<string, string> = {
    'username.exists': 'username_exists',
    'mobile.exists': 'agent_register_mobile_exists',
    'register.password.confirm': 'confirmation_incorrect',
    'register.age.under': 'agent_register_age_under',
    'request.too.many': 'agent_register_too_many',
  };
  return keys[err.errorCode] ?? 'register_failed';
}

/**
 * An agent opens an account for a new direct downline: the form's filled fields go encrypted to agentRegister.
 * Success shows the new account's name in the form's notice and empties the form for the next one; a refusal
 * names the reason and focuses the field the platform pointed at.
 */
export default defineAction(async (_p: AgentRegisterParams, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('agentRegister runs from a form');
  const loading = env.notify({ messageKey: 'registering', kind: 'loading', durationMs: 9999 });
  try {
    const answer = await env.api.call('agentRegister', payload(f.values));
    env.dismiss(loading);
    f.form.clear(Object.keys(f.values).filter((n) => !KEPT.has(n)));
    f.form.showNotice('agent_register_done', { account: answer.userName });
  } catch (err) {
    env.dismiss(loading);
    const field = err instanceof PlatformError ? (err.value as { field?: unknown } | null)?.field : undefined;
    if (typeof field === 'string' && field in f.values) f.form.focus(field);
    if (!noticeRateLimit(err, env, context.language, f.form)) env.notify({ messageKey: refusalKey(err), kind: 'error' });
  }
});
