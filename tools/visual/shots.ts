import { canAccess } from '../../src/core/access.ts';
import { gateOfScreen, type GateState } from '../../src/core/brand/statusGate.ts';
import type { SessionContext } from '../../src/generated/context.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenDocument } from '../../src/generated/screen.ts';

/**
 * Who looks at a screen in the visual runs. The app counts every member type other than 0, 4 and 40 as an agent
 * (SessionContext.isAgent), so the plain member is demo0 (type 0) and the agent is the demo agent, agent1.
 */
export type Role = 'guest' | 'member' | 'agent';
export const ROLES: readonly Role[] = ['guest', 'member', 'agent'];
export const ROLE_ACCOUNT: Record<Role, string | null> = { guest: null, member: 'demo0', agent: 'agent1' };

const SESSIONS: Record<Role, SessionContext> = {
  guest: { kind: 'guest', loggedIn: false, memberType: null, isAgent: false, isRealAccount: false, hasClubLabel: false, userName: '' },
  member: { kind: 'member', loggedIn: true, memberType: 0, isAgent: false, isRealAccount: true, hasClubLabel: false, userName: 'demo0' },
  agent: { kind: 'member', loggedIn: true, memberType: 1, isAgent: true, isRealAccount: true, hasClubLabel: true, userName: 'agent1' },
};

/**
 * Query strings for routes that show little without one, taken from the seeded data (server/src/seed), per brand.
 * A screen not listed opens at its first path as is.
 */
const SAMPLE_QUERY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The first seeded promotion (announcement ids are merchant id * 1000 + seed order: 14th is the deposit bonus).
  activityDetail: { lucky: '?id=1014', royal: '?id=2014' },
};

/** One screenshot: a screen as one role sees it. `gate` screens are shown by the system status, not a route. */
export interface Shot {
  brand: string;
  role: Role;
  screen: string;
  /** Where the page goes (a gate screen still loads a route; the status answer puts the gate over it). */
  path: string;
  gate?: GateState;
}

/**
 * The roles a screen is shot for: guest and member where its access allows them, and the agent for the screens
 * only agents may open (the agent sees the rest as a member does, so those would be duplicates).
 */
export function rolesFor(screen: ScreenDocument): Role[] {
  const roles = (['guest', 'member'] as const).filter((r) => canAccess(screen, SESSIONS[r]));
  return canAccess(screen, SESSIONS.agent) && !canAccess(screen, SESSIONS.member) ? [...roles, 'agent'] : roles;
}

function gateOf(bundle: BrandBundle, screen: ScreenDocument): Shot['gate'] {
  return gateOfScreen(bundle.brand.routing, screen.id);
}

/** The shot of one screen for one role. */
export function shotOf(brand: string, bundle: BrandBundle, screen: ScreenDocument, role: Role): Shot {
  const gate = gateOf(bundle, screen);
  const path = gate ? bundle.brand.routing.fallback : `${screen.paths[0]}${SAMPLE_QUERY[screen.id]?.[brand] ?? ''}`;
  return gate ? { brand, role, screen: screen.id, path, gate } : { brand, role, screen: screen.id, path };
}

/** Every shot of a brand for one role, in the bundle's screen order. */
export function shotsFor(brand: string, bundle: BrandBundle, role: Role): Shot[] {
  return bundle.screens.filter((s) => rolesFor(s).includes(role)).map((s) => shotOf(brand, bundle, s, role));
}

/**
 * Screens no role would be shot for (a screen only trial accounts may open, or one with neither a path nor a
 * status gate): the matrix fails on them instead of leaving them out silently.
 */
export function unshootable(bundle: BrandBundle): string[] {
  return bundle.screens.filter((s) => rolesFor(s).length === 0 || (s.paths.length === 0 && !gateOf(bundle, s))).map((s) => s.id);
}
