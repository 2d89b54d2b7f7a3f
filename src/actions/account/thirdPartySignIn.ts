import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { loginErrorKey } from './login.ts';
import { storeSession } from './session.ts';

/**
 * Facebook / Google sign-in: hands over to the provider's sign-in service, which returns a platform
 * session (stored like a login's, then `to`) or null when the person cancelled. Without an initialised service the
 * buttons are hidden by their condition; a run without one is reported, not shown.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'thirdPartySignIn'>, { env, context }) => {
  const service = env.signIn[p.provider];
  if (!service || !context.signIn[p.provider]) {
    env.report(`No initialised sign-in service for "${p.provider}"`);
    return;
  }
  const loading = env.notify({ messageKey: 'logging_in', kind: 'loading', durationMs: 9999 });
  try {
    const answer = await service.signIn(env.api);
    if (!answer) return;
    storeSession(env, context, answer);
    env.navigate(p.to, { replace: true });
  } catch (err) {
    if (!noticeRateLimit(err, env, context.language)) env.notify({ messageKey: loginErrorKey(err), kind: 'error' });
  } finally {
    env.dismiss(loading);
  }
});
