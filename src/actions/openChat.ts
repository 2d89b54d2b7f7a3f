import { type ActionRun, defineAction } from '../renderer/actionDefinition.ts';
import { retryWith } from '../core/retryAction.ts';
import type { OpenChatParams } from '../generated/actions/openChat.ts';
import { launchChat } from '../domain/chat/launchChat.ts';

/** Live chat from a menu row or button; a failure opens the retry popup (or says so in a toast, with Retry). */
export default defineAction(openChat);

async function openChat(p: OpenChatParams, { env, context, event }: ActionRun): Promise<void> {
  const root = typeof document !== 'undefined' ? document.documentElement : null;
  const headerColor = (root ? getComputedStyle(root).getPropertyValue('--color-surface').trim() : '') || '#000000';
  const title = p.title ?? (typeof document !== 'undefined' ? document.title : '');
  const outcome = await launchChat(env, context, { backUrl: context.route.path, title, headerColor });
  if (outcome !== 'failed') return;
  if (p.failurePopup) {
    env.store.update((s) => {
      if (!s.popups.includes(p.failurePopup as string)) s.popups.push(p.failurePopup as string);
    });
  } else env.notify({ messageKey: 'chat_failed', kind: 'error', action: retryWith(() => openChat(p, { env, context, event })) });
}
