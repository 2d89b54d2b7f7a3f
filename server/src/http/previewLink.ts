import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring brand previews: the only way a built app shows a brand on a host that is not its own. An
 * operator makes a link with `npm run preview-link` (which signs with PREVIEW_SECRET); the server checks it with
 * the same secret. Without a secret no link is valid, so previews are off unless switched on.
 *
 * A token is `<payload>.<signature>`: the payload the base64url JSON `{ b: brand id, e: expiry in epoch seconds, r?:
 * revision }`, the signature its HMAC-SHA256 under the secret, base64url. Without `r` the link shows the brand's
 * published revision; with it, that saved revision (a draft the studio's brandPreviewLink call made a link for).
 */
export interface Preview {
  brand: string;
  /** Epoch ms after which the link no longer works. */
  expiresAt: number;
  /** The saved revision shown; absent: the published one. */
  revision?: number;
}

/** The longest a preview link may live: an operator's review, not a standing back door. */
export const PREVIEW_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** Tokens longer than this are refused unread (a brand id is short). */
const MAX_TOKEN = 400;

/**
 * The shortest secret accepted: an HMAC key shorter than its 32-byte output can be guessed offline from one link,
 * and whoever guesses it previews any brand on any host.
 */
export const PREVIEW_SECRET_MIN_BYTES = 32;

/** A PREVIEW_SECRET the server refuses to start with. */
export class PreviewSecretConfigError extends Error {}

/** The preview secret of the environment (undefined when unset), or a refusal when it is too short. */
export function previewSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.PREVIEW_SECRET || undefined;
  const bytes = secret === undefined ? 0 : Buffer.byteLength(secret, 'utf8');
  if (secret !== undefined && bytes < PREVIEW_SECRET_MIN_BYTES) {
    throw new PreviewSecretConfigError(
      `PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_BYTES} bytes (it has ${bytes}): a short one can be guessed from a single link`,
    );
  }
  return secret;
}

const sign = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

export function createPreviewToken(p: Preview, secret: string): string {
  if (!secret) throw new Error('PREVIEW_SECRET is not set: preview links are switched off');
  const body = { b: p.brand, e: Math.floor(p.expiresAt / 1000), ...(p.revision === undefined ? {} : { r: p.revision }) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The preview a token grants, or null: unsigned, badly signed, expired, too long-lived or malformed. */
export function readPreviewToken(token: string | undefined, secret: string | undefined, now: number): Preview | null {
  if (!secret || !token || token.length > MAX_TOKEN) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { b, e, r } = (body ?? {}) as { b?: unknown; e?: unknown; r?: unknown };
  if (typeof b !== 'string' || typeof e !== 'number' || !Number.isFinite(e)) return null;
  if (r !== undefined && !(Number.isSafeInteger(r) && (r as number) >= 1)) return null;
  const expiresAt = e * 1000;
  if (expiresAt <= now || expiresAt - now > PREVIEW_MAX_MS) return null;
  return { brand: b, expiresAt, ...(r === undefined ? {} : { revision: r as number }) };
}
