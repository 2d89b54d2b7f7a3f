import { TRIAL_OFFER } from '../../core/access.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { AppEnv } from '../../renderer/env.ts';

/** The platform sends the browser to the chat this long after the link arrives (the loading notice shows meanwhile). */
const CHAT_REDIRECT_DELAY_MS = 500;

/** How the chat page reaches back: only a path on this site (a full URL would let the chat bounce people away). */
function chatBackUrl(path: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : '/m/home';
}

/**
 * Opens live chat for a member: fetch the link, then go there after CHAT_REDIRECT_DELAY_MS. Answers whether the
 * browser is on its way (false: guest sent to login, trial refused, or the link could not be fetched).
 */
export async function launchChat(
  env: AppEnv,
  context: ConditionContext,
  o: { backUrl: string; title: string; headerColor: string },
): Promise<'redirecting' | 'login' | 'refused' | 'failed'> {
  if (context.session.kind === 'guest') {
    env.navigate('/m/login');
    return 'login';
  }
  if (context.session.kind === 'trial') {
    env.notify({ messageKey: 'free_reject', kind: 'info', action: TRIAL_OFFER });
    return 'refused';
  }
  const loading = env.notify({ messageKey: 'chat_connecting', kind: 'loading', durationMs: 9999 });
  try {
    // b2c=1 and the language are added by the call itself (the API catalog).
    const { chatUrl } = await env.api.call('chatLaunch', {
      backUrl: chatBackUrl(o.backUrl),
      headerColor: o.headerColor.slice(0, 16),
      title: o.title.slice(0, 64),
    });
    if (!/^(https?:\/\/|\/(?![/\\]))/i.test(chatUrl)) throw new Error('unsafe chat link');
    await new Promise((r) => setTimeout(r, CHAT_REDIRECT_DELAY_MS));
    env.dismiss(loading);
    env.openUrl(chatUrl, 'self');
    return 'redirecting';
  } catch {
    env.dismiss(loading);
    return 'failed';
  }
}
