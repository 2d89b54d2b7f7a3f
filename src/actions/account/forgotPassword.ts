import { defineAction } from '../../core/actions/types.ts';
import type { ForgotPasswordEmailRequest } from '../../generated/api/forgotPasswordEmail.request.ts';
import type { ForgotPasswordParams } from '../../generated/actions/forgotPassword.ts';
import { readFormEvent, text } from './formEvent.ts';
import { loginErrorKey } from './login.ts';
import { wait } from './session.ts';

/** Forgot password by e-mail (spec 4, 7): form-encoded {username, email}, trimmed; 'been out', then back. */
export const forgotPassword = defineAction<ForgotPasswordParams>('forgotPassword', async (p, { env, event }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('forgotPassword runs from a form');
  const body: ForgotPasswordEmailRequest = { username: text(f.values, 'username'), email: text(f.values, 'email') };
  const loading = env.notify({ messageKey: 'please_wait', kind: 'loading', durationMs: 9999 });
  try {
    await env.api.request('POST', '/wps/member/password/email', { body, form: true });
  } catch (err) {
    env.notify({ messageKey: loginErrorKey(err) === 'login_failed' ? 'request_failed' : loginErrorKey(err), kind: 'error', durationMs: 3000 });
    return;
  } finally {
    env.dismiss(loading);
  }
  env.notify({ messageKey: 'been_out', kind: 'success', durationMs: 1500 });
  await wait(1500);
  env.back(p.back ?? '/m/login');
});
