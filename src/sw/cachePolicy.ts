/**
 * What the service worker may keep. The platform API (every call of schemas/api/catalog.json is under these
 * prefixes, the demo game's own calls included) and the operators' calls (operator-catalog.json, /ops/: an
 * operator's session, drafts and the audit log) are never cached: their answers carry a session, a balance, orders
 * or money, and say `no-store`.
 */
export const PLATFORM_API_PREFIXES = ['/wps/', '/lgw/', '/demo-game/api/', '/ops/'] as const;

/** The request facts the policy reads (a Request has them; tests pass plain objects). */
export interface RequestFacts {
  method: string;
  url: URL;
  /** The service worker's own origin. */
  origin: string;
  hasAuthorization: boolean;
}

/**
 * Whether a request may be answered from, or stored in, a cache of the worker: a GET of this origin, outside the
 * platform API, without an Authorization header (a request that carries a session is never kept, whatever its path).
 */
export function mayCache(r: RequestFacts): boolean {
  if (r.method !== 'GET' || r.hasAuthorization || r.url.origin !== r.origin) return false;
  return !PLATFORM_API_PREFIXES.some((p) => r.url.pathname.startsWith(p));
}

/** Server-drawn game icons (mediaPath('games', ...)): the largest set of images, kept in a cache of their own. */
export const isGameIcon = (url: URL): boolean => url.pathname.startsWith('/media/games/');

/** The app's pages the worker answers with the shell: the root (a home path) and everything under /m. */
export const APP_PAGES = [/^\/$/, /^\/m(?:\/|$)/];

/**
 * A signed preview link and the studio's preview (`?studio=<brand>`, the operator studio's iframe) set their cookie
 * on the page the server answers, so they always go to the network.
 */
export const NETWORK_ONLY_PAGES = [/[?&]preview=/, /[?&]studio=/];
