import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at OWASP's minimum for password storage: N=2^17, r=8, p=1 (128 MiB, ~0.4 s of one core here). The cost is
 * stored with each hash, so older hashes still verify and are replaced at the owner's next sign-in (needsRehash).
 */
const DEFAULT_SCRYPT_N = 2 ** 17;
let N = DEFAULT_SCRYPT_N;
const R = 8;
const P = 1;
const KEY_LEN = 32;
// 128 * N * r bytes for N=2^17 is exactly 128 MiB; Node refuses a limit that is not above it.
const MAXMEM = 256 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Cost of new hashes (power of two). Tests lower it to stay fast; existing hashes keep their own cost. */
export function setScryptCost(n: number): void {
  if (!Number.isInteger(Math.log2(n)) || n < 1024) throw new Error('scrypt N must be a power of two >= 1024');
  N = n;
}

/** `scrypt$N$r$p$salt$hash` (base64 parts), salted with 16 random bytes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LEN, { N, r: R, p: P, maxmem: MAXMEM });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Whether a stored hash is cheaper than new hashes (or not scrypt): the sign-in that proves it stores a new one. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split('$');
  return parts[0] !== 'scrypt' || Number(parts[1]) < N || Number(parts[2]) !== R || Number(parts[3]) !== P;
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const key = await scryptAsync(password, salt, expected.length, { N: n, r, p, maxmem: MAXMEM });
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Burns the same time as a real check, for logins naming an unknown account: the answer and its timing must
 * not tell whether the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummy);
  return false;
}
