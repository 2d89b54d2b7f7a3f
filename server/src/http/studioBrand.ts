import type { FastifyReply, FastifyRequest } from 'fastify';
import { operatorSessionOf, sessionAllows } from '../operators/guard.ts';
import { readCookie } from './brandSite.ts';

/**
 * The operator studio's preview brand. The studio frames the player app at `/m/<route>?studio=<brand>`; for an
 * operator whose live session holds a role on that brand, the server then answers this browser's player pages and
 * brand files (document, locales, manifest, icons, head) with that brand instead of the host's, until
 * `?studio=end` or the browser's session ends. The choice lives in a session cookie (HttpOnly, SameSite=Strict, Secure
 * like the operator's) and counts only beside a live operator session with a role on the brand, checked on every
 * request: a player, or an operator who signed out, sees the host's brand whatever cookie the browser still holds.
 */
const STUDIO_BRAND_COOKIE = 'mc_studio_brand';
/** The page parameter that sets (a brand id) or ends (`end`) the studio's preview brand. */
const STUDIO_PARAM = 'studio';

const BRAND_ID = /^[a-z][a-z0-9-]{1,31}$/;
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';

/** The brand id, if the request's operator session holds any role on it (viewer is the least). */
async function allowedBrand(req: FastifyRequest, brand: string | undefined): Promise<string | null> {
  if (!brand || !BRAND_ID.test(brand)) return null;
  const session = await operatorSessionOf(req);
  return session && (await sessionAllows(req, session, { role: 'viewer', brand })) ? brand : null;
}

/** The studio's preview brand of a request (the cookie, with a live operator session holding a role on it), or null. */
export function studioBrandOf(req: FastifyRequest): Promise<string | null> {
  return allowedBrand(req, readCookie(req.headers.cookie, STUDIO_BRAND_COOKIE));
}

const pageParam = (req: FastifyRequest): string | undefined => {
  const q = (req.query as Record<string, unknown> | undefined)?.[STUDIO_PARAM];
  return typeof q === 'string' ? q : undefined;
};

/**
 * A player page's studio choice: `?studio=<brand>` sets the cookie (for an operator allowed on the brand; anyone
 * else's parameter is ignored), `?studio=end` clears it, and without the parameter the cookie stands. Answers the
 * brand the page shows, or null for the host's (or a preview link's).
 */
export async function keepStudioBrand(req: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const asked = pageParam(req);
  if (asked === 'end') {
    reply.header('Set-Cookie', `${STUDIO_BRAND_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`);
    return null;
  }
  if (asked === undefined) return studioBrandOf(req);
  const brand = await allowedBrand(req, asked);
  if (brand) reply.header('Set-Cookie', `${STUDIO_BRAND_COOKIE}=${brand}; ${ATTRIBUTES}`);
  return brand ?? studioBrandOf(req);
}

/** Ends the studio's preview brand, if the browser holds one (a page opened with a preview link shows that link's). */
export function clearStudioBrand(req: FastifyRequest, reply: FastifyReply): void {
  if (readCookie(req.headers.cookie, STUDIO_BRAND_COOKIE) !== undefined) reply.header('Set-Cookie', `${STUDIO_BRAND_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`);
}
