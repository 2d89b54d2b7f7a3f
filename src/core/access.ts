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
