import { hashPassword, needsRehash, verifyPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperatorRow } from './accounts.ts';

/**
 * Operators' own passwords: long rather than clever (NIST SP 800-63B: length, no composition rules), not the
 * account's name and not the password being replaced. The second factor carries the rest.
 */
const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 128;

const weak = (message: string): ApiError => new ApiError(400, 'operator.password.weak', message, { field: 'newPassword' });

/** 400 `operator.password.weak` unless `password` may replace `current`. */
export function checkNewPassword(password: string, username: string, current: string): void {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) throw weak(`A password is ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
  if (password === current) throw weak('The new password must differ from the current one.');
  if (password.toLowerCase().includes(username.toLowerCase())) throw weak('The password must not contain the operator name.');
  if (new Set(password).size < 5) throw weak('The password repeats too few characters: choose a longer phrase.');
}

/**
 * Whether `password` opens the account now: its hash matches and, for a one-time password, it has not expired. A
 * hash made at an older, cheaper cost is replaced once the password is known (unless it changed meanwhile).
 */
export async function passwordOpens(db: Queryable, row: OperatorRow, password: string, now: number): Promise<boolean> {
  if (!(await verifyPassword(password, row.password_hash))) return false;
  if (row.must_change_password && row.password_expires_at !== null && row.password_expires_at <= now) return false;
  if (needsRehash(row.password_hash)) {
    await db.query('UPDATE operators SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [row.id, await hashPassword(password), row.password_hash]);
  }
  return true;
}

/** Stores the operator's own password: no longer one-time, no expiry. */
export async function storePassword(tx: Queryable, id: number, password: string): Promise<void> {
  await tx.query('UPDATE operators SET password_hash = $2, must_change_password = false, password_expires_at = NULL WHERE id = $1', [
    id,
    await hashPassword(password),
  ]);
}
