import { defineAction } from '../renderer/actionDefinition.ts';
import type { ActionParamsWithDefaults } from '../generated/defaults.ts';
import { StorageKeys } from '../state/storageKeys.ts';

/**
 * Sign-out: loading notice, logout call with the token, then the session, token, trial
 * user and member info are cleared, autoLogin becomes '0' and the route is replaced. A failed call (token already
 * expired, network) still signs out locally: the player asked to leave.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'logout'>, { env }) => {
  const loading = env.notify({ messageKey: 'please_wait', kind: 'loading', durationMs: 9999 });
  const token = env.store.getState().session?.token;
  try {
    if (token) await env.api.call('logout', { token });
  } catch (err) {
    env.report('logout call failed; signing out locally', err);
  }
  for (const key of [StorageKeys.session, StorageKeys.trialName, StorageKeys.memberInfo]) env.storage.session.removeItem(key);
  env.storage.local.setItem(StorageKeys.autoLogin, '0');
  const to = p.to;
  env.navigate(to, { replace: true });
  env.store.update((s) => {
    s.session = null;
    s.member = null;
    s.panels = { left: false, right: false };
    s.popups = [];
  });
  // A member-only screen still on display redirects to /m/login once the session is gone; navigating again
  // after that redirect makes the spec's target win.
  await new Promise((resolve) => setTimeout(resolve, 0));
  env.navigate(to, { replace: true });
  env.dismiss(loading);
});
