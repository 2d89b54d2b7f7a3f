import { defineAction } from '../../core/actions/types.ts';
import type { FreePlayResponse } from '../../generated/api/freePlay.response.ts';
import type { FreePlayParams } from '../../generated/actions/freePlay.ts';
import { storeSession } from './session.ts';

/**
 * Free play (spec 4): loading notice, the freeplay call, a trial session (type 4) with trialName, then `to`. A
 * signed-in real account is refused with free_reject; a trial session simply goes on.
 */
export const freePlay = defineAction<FreePlayParams>('freePlay', async (p, { env, context }) => {
  const to = p.to ?? '/m/home';
  if (context.session.loggedIn) {
    if (context.session.kind === 'trial') env.navigate(to, { replace: true });
    else env.notify({ messageKey: 'free_reject', kind: 'info', durationMs: 2000 });
    return;
  }
  const loading = env.notify({ messageKey: 'free_play_loading', kind: 'loading', durationMs: 9999 });
  try {
    const a = await env.api.request<FreePlayResponse>('POST', '/wps/session/login/freeplay', { body: {} });
    if (a.customerType !== 4 || !a.token) return;
    storeSession(env, context, { ...a, firstTimeLogin: false });
    env.navigate(to, { replace: true });
  } catch {
    env.notify({ messageKey: 'request_failed', kind: 'error', durationMs: 3000 });
  } finally {
    env.dismiss(loading);
  }
});
