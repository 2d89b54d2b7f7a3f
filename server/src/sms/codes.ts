import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { sha256Hex } from '../crypto/token.ts';

/**
 * One-time verification codes sent by SMS or e-mail: 6 digits, single use, at most 5 wrong tries each, stored
 * only as a hash. SMS codes are valid 5 minutes, e-mail codes 10. A code is keyed by merchant, recipient (the full
 * mobile number, digits only, or the lower-cased e-mail address) and purpose; bind codes also by the member who
 * asked for them, so only that member's session can use them.
 */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * register / noLogin: signed-out SMS codes; bind: a signed-in member binding a number; paymentReset: texted to the
 * member's own number for a new withdrawal password; mobileChange: texted to the bound number, proving its holder
 * agrees to replace it.
 */
export type SmsPurpose = 'register' | 'noLogin' | 'bind' | 'paymentReset' | 'mobileChange';
/** emailBind: a signed-in member setting their e-mail address; emailChange: mailed to the bound address, proving its holder agrees to replace it. */
export type EmailPurpose = 'emailBind' | 'emailChange';
type CodePurpose = SmsPurpose | EmailPurpose;

const hashCode = (recipient: string, purpose: CodePurpose, code: string) => sha256Hex(`${recipient}:${purpose}:${code}`);

export interface IssueCode {
  merchantId: number;
  /** Full mobile number (digits) or lower-cased e-mail address. */
  recipient: string;
  purpose: CodePurpose;
  /** The member the code is for (bind purposes); only a consume with the same member matches. */
  memberId?: number | null;
  ttlMs: number;
  now: number;
}

/** Makes a new code (older unused ones for the same recipient, purpose and member stop working). */
export async function issueCode(db: Queryable, o: IssueCode): Promise<{ code: string; expiresAt: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = o.now + o.ttlMs;
  const memberId = o.memberId ?? null;
  await db.query(
    `UPDATE sms_codes SET used_at = $4
      WHERE merchant_id = $1 AND mobile = $2 AND purpose = $3 AND member_id IS NOT DISTINCT FROM $5 AND used_at IS NULL`,
    [o.merchantId, o.recipient, o.purpose, o.now, memberId],
  );
  await db.query('INSERT INTO sms_codes (merchant_id, mobile, purpose, code_hash, created_at, expires_at, member_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    o.merchantId,
    o.recipient,
    o.purpose,
    hashCode(o.recipient, o.purpose, code),
    o.now,
    expiresAt,
    memberId,
  ]);
  return { code, expiresAt };
}

/** Which code to check: the newest unused, unexpired one for this recipient, purpose and member. */
export interface CodeTry {
  merchantId: number;
  recipient: string;
  purpose: CodePurpose;
  memberId?: number | null;
  code: string;
  now: number;
}

/**
 * Checks a code without using it up: the id of the code when right, else null. Wrong tries count against the
 * code, so a call that needs two codes can check both before it spends either.
 */
export async function proveCode(db: Queryable, o: CodeTry): Promise<number | null> {
  const rows = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes
      WHERE merchant_id = $1 AND mobile = $2 AND purpose = $3 AND member_id IS NOT DISTINCT FROM $5 AND used_at IS NULL AND expires_at > $4
      ORDER BY id DESC LIMIT 1`,
    [o.merchantId, o.recipient, o.purpose, o.now, o.memberId ?? null],
  );
  const row = rows[0];
  if (!row || row.attempts >= MAX_ATTEMPTS) return null;
  if (row.code_hash !== hashCode(o.recipient, o.purpose, o.code.trim())) {
    await db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return null;
  }
  return row.id;
}

/** Uses up a proven code. Conditional update: of two requests racing with the same code, only one gets true. */
export async function spendCode(db: Queryable, id: number, now: number): Promise<boolean> {
  const used = await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now]);
  return used.length > 0;
}

/** Checks a code and uses it up when right. Wrong tries count against the code. */
async function consumeCode(db: Queryable, o: CodeTry): Promise<boolean> {
  const id = await proveCode(db, o);
  return id !== null && spendCode(db, id, o.now);
}

/** An SMS code for a number (5 minutes). */
export function issueSmsCode(
  db: Queryable,
  o: { merchantId: number; mobile: string; purpose: SmsPurpose; memberId?: number | null; now: number },
): Promise<{ code: string; expiresAt: number }> {
  return issueCode(db, { merchantId: o.merchantId, recipient: o.mobile, purpose: o.purpose, memberId: o.memberId, ttlMs: SMS_CODE_TTL_MS, now: o.now });
}

export function consumeSmsCode(
  db: Queryable,
  o: { merchantId: number; mobile: string; purpose: SmsPurpose; memberId?: number | null; code: string; now: number },
): Promise<boolean> {
  return consumeCode(db, { merchantId: o.merchantId, recipient: o.mobile, purpose: o.purpose, memberId: o.memberId, code: o.code, now: o.now });
}
