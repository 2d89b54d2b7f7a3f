import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a successful sign-in the
 * browser gets `<login>.<nonce>.<HMAC-SHA256(server secret, "<login>.<nonce>")>`, where login is the member id and
 * nonce 128 random bits. A later login try that carries a valid one for the account it names proves the browser
 * once knew the password, so the account's delay (grown by anyone's failures) does not apply to it (loginDevice.ts).
 * OWASP separates the fields with commas; a comma is not allowed in a cookie value (RFC 6265), so dots here.
 *
 * One cookie per account (`mc_device_<member id>`), so a browser shared by two members keeps both. HttpOnly and
 * SameSite=Strict, Path=/wps: only the platform calls see it, scripts never do. The app calls /wps on its own origin
 * with `credentials: 'same-origin'` (src/api/client.ts), so browsers send it by themselves.
 *
 * No header fallback (unlike the captcha id's X-Captcha-Id): a client would have to keep the token where scripts
 * read it, and an injected script could then take it away to guess from elsewhere. A client without a cookie jar
 * only loses the exemption: its tries keep the per-account delay, as before.
 */
export const DEVICE_COOKIE_PREFIX = 'mc_device_';
/** Long-lived (browsers cap cookies at 400 days): a device stays trusted until it fails too often. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** Cookies of this kind read from one request at most: each costs an HMAC. */
const MAX_READ = 8;
const ID_RE = /^[1-9][0-9]{0,14}$/;
const NONCE_RE = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE_LENGTH = 43; // 32 bytes, base64url without padding

/** A validly signed device cookie: the member it was issued to and its nonce (which names the device). */
export interface DeviceCookie {
  memberId: number;
  nonce: string;
}

const sign = (secret: Buffer, login: string, nonce: string): string => createHmac('sha256', secret).update(`${login}.${nonce}`).digest('base64url');

/** A new device cookie's value for a member. */
export function newDeviceCookie(secret: Buffer, memberId: number): string {
  const login = String(memberId);
  const nonce = randomBytes(16).toString('base64url');
  return `${login}.${nonce}.${sign(secret, login, nonce)}`;
}

/** The device cookie in a cookie's value, or null: malformed or not signed with the secret. */
function readDeviceCookie(secret: Buffer, value: string): DeviceCookie | null {
  const [login, nonce, signature, extra] = value.split('.');
  if (!login || !nonce || !signature || extra !== undefined) return null;
  if (!ID_RE.test(login) || !NONCE_RE.test(nonce) || signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(sign(secret, login, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { memberId: Number(login), nonce };
}

/** The validly signed device cookies a request carries, for whichever accounts. */
export function deviceCookiesOf(req: FastifyRequest, secret: Buffer): DeviceCookie[] {
  const header = req.headers.cookie;
  if (!header) return [];
  const found: DeviceCookie[] = [];
  let read = 0;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (eq < 0 || !name.startsWith(DEVICE_COOKIE_PREFIX)) continue;
    if (++read > MAX_READ) break;
    const device = readDeviceCookie(secret, part.slice(eq + 1).trim());
    // The name repeats the login, so a cookie copied under another account's name is not read as that account's.
    if (device && name === `${DEVICE_COOKIE_PREFIX}${device.memberId}`) found.push(device);
  }
  return found;
}

/** Leaves a new device cookie for the member in the browser (replacing the account's previous one). */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, secret: Buffer, memberId: number): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const value = newDeviceCookie(secret, memberId);
  reply.header('Set-Cookie', `${DEVICE_COOKIE_PREFIX}${memberId}=${value}; Path=/wps; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`);
}
