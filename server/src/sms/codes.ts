import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { sha256Hex } from '../crypto/token.ts';

/** SMS codes: 6 digits, valid 5 minutes, single use, at most 5 wrong tries each. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

export type SmsPurpose = 'register' | 'noLogin';

const hashCode = (mobile: string, purpose: SmsPurpose, code: string) => sha256Hex(`${mobile}:${purpose}:${code}`);

/** Makes a new code (older unused ones for the same number and purpose stop working). */
export async function issueSmsCode(
  db: Queryable,
  o: { merchantId: number; mobile: string; purpose: SmsPurpose; now: number },
): Promise<{ code: string; expiresAt: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = o.now + SMS_CODE_TTL_MS;
  await db.query('UPDATE sms_codes SET used_at = $4 WHERE merchant_id = $1 AND mobile = $2 AND purpose = $3 AND used_at IS NULL', [
    o.merchantId, o.mobile, o.purpose, o.now,
  ]);
  await db.query(
    'INSERT INTO sms_codes (merchant_id, mobile, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [o.merchantId, o.mobile, o.purpose, hashCode(o.mobile, o.purpose, code), o.now, expiresAt],
  );
  return { code, expiresAt };
}

/** Checks a code and uses it up when right. Wrong tries count against the code. */
export async function consumeSmsCode(
  db: Queryable,
  o: { merchantId: number; mobile: string; purpose: SmsPurpose; code: string; now: number },
): Promise<boolean> {
  const rows = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes
      WHERE merchant_id = $1 AND mobile = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4
      ORDER BY id DESC LIMIT 1`,
    [o.merchantId, o.mobile, o.purpose, o.now],
  );
  const row = rows[0];
  if (!row || row.attempts >= MAX_ATTEMPTS) return false;
  if (row.code_hash !== hashCode(o.mobile, o.purpose, o.code.trim())) {
    await db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return false;
  }
  // Conditional update: two requests racing with the same code, only one wins.
  const used = await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, o.now]);
  return used.length > 0;
}
