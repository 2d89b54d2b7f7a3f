import { defineAction } from '../../renderer/actionDefinition.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { storeSession } from './session.ts';

/**
 * Free play: loading notice, the freeplay call, a trial session (type 4) with trialName, then `to`. A
 * signed-in real account is refused with free_reject; a trial session simply goes on.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'freePlay'>, { env, context }) => {
  const to = p.to;
  if (context.session.loggedIn) {
    if (context.session.kind === 'trial') env.navigate(to, { replace: true });
    else env.notify({ messageKey: 'free_reject', kind: 'info' });
    return;
  }
  const loading = env.notify({ messageKey: 'free_play_loading', kind: 'loading', durationMs: 9999 });
  try {
    const a = await env.api.call('freePlay');
    if (a.customerType !== 4 || !a.token) return;
    storeSession(env, context, { ...a, firstTimeLogin: false });
    env.navigate(to, { replace: true });
  } catch (err) {
    if (!noticeRateLimit(err, env, context.language)) env.notify({ messageKey: 'request_failed', kind: 'error' });
  } finally {
    env.dismiss(loading);
  }
});
