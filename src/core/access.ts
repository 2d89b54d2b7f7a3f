import type { ScreenDocument } from '../generated/screen.ts';
import type { SessionContext } from '../generated/context.ts';

/** Whether a session may see a screen; screens without `access` are public. */
export function canAccess(screen: ScreenDocument, session: SessionContext): boolean {
  const allow = screen.access?.allow;
  if (!allow) return true;
  if (session.kind === 'guest') return allow.includes('guest');
  if (session.kind === 'trial') return allow.includes('trial');
  return allow.includes('member') || (allow.includes('agent') && session.isAgent);
}

/**
 * What a trial account refused something is offered with the refusal: the way to what it was refused, a real
 * account (the message alone leaves the player nowhere to go).
 */
export const TRIAL_OFFER = { labelKey: 'create_real_account', to: '/m/register' } as const;

/** Where a session that may not see the screen goes, and what it is told (a refusal for its kind wins). */
export function refusalOf(screen: ScreenDocument, session: SessionContext): { redirect: string; messageKey?: string; action?: typeof TRIAL_OFFER } {
  const kind = session.kind === 'member' && session.isAgent ? 'agent' : session.kind;
  const refusal = screen.access?.refusals?.[kind] ?? (kind === 'agent' ? screen.access?.refusals?.member : undefined);
  return {
    redirect: refusal?.redirect ?? screen.access?.redirect ?? '/m/home',
    messageKey: refusal?.messageKey,
    action: kind === 'trial' ? TRIAL_OFFER : undefined,
  };
}
