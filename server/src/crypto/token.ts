import { createHash, randomBytes } from 'node:crypto';

/** A session token: 256 random bits as 64 hex characters. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Tokens and one-time codes are stored only as their SHA-256, so a copy of the database opens no session. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
