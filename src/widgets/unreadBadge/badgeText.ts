import type { SessionContext } from '../../generated/context.ts';

/** Badge cap from the spec's constants. */
const CAP = 99;

/** The badge's text, or null when it is hidden: at 0, for guests and for trial accounts (type 4). */
export function badgeText(count: number | undefined, session: Pick<SessionContext, 'loggedIn' | 'kind'>): string | null {
  if (!session.loggedIn || session.kind === 'trial' || !count || count <= 0) return null;
  return count > CAP ? `${CAP}+` : String(Math.floor(count));
}
