import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import type { ForgotPasswordEmailRequest } from '../../generated/api/forgotPasswordEmail.request.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { readFormEvent, text } from '../../domain/account/formEvent.ts';
import { loginErrorKey } from './login.ts';
import { wait } from './session.ts';

/** Forgot password by e-mail: form-encoded {username, email}, trimmed; 'been out', then back. */
export default defineAction(async (p: ActionParamsWithDefaults<'forgotPassword'>, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('forgotPassword runs from a form');
  const body: ForgotPasswordEmailRequest = { username: text(f.values, 'username'), email: text(f.values, 'email') };
  const loading = env.notify({ messageKey: 'please_wait', kind: 'loading', durationMs: 9999 });
  try {
    await env.api.call('forgotPasswordEmail', body);
  } catch (err) {
    if (!noticeRateLimit(err, env, context.language, f.form))
      env.notify({ messageKey: loginErrorKey(err) === 'login_failed' ? 'request_failed' : loginErrorKey(err), kind: 'error' });
    return;
  } finally {
    env.dismiss(loading);
  }
  env.notify({ messageKey: 'been_out', kind: 'success' });
  await wait(1500);
  env.back(p.back);
});
