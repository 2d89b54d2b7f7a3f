/**
 * The withdrawal password lockout: at most WITHDRAW_PW_MAX_FAILURES wrong withdrawal passwords in a row; the one
 * reaching the limit locks withdrawals for WITHDRAW_LOCK_MS (server clock), and while locked every withdrawal is
 * refused, even with the right password. A right password resets the count; resetting the withdrawal password does
 * not lift a lock; when a lock ends a fresh count starts.
 *
 * The outcome of a check is decided by one atomic UPDATE ... RETURNING on the member row after the (slow) password
 * check, which runs outside any transaction: a wrong password is counted only while not locked, and a right one
 * passes only while not locked. So concurrent guesses get at most 5 answers that are not "locked" (4 wrong ones,
 * then the lock, or a right one before it): never more tries than sequential ones, and many concurrent requests
 * with the right password all pass.
 */
import { verifyPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';

const WITHDRAW_PW_MAX_FAILURES = 5;
const WITHDRAW_LOCK_MS = 30 * 60_000;

export interface WithdrawLockState {
  /** Epoch ms until which withdrawals are locked; null when not locked. */
  lockedUntil: number | null;
  /** Wrong withdrawal passwords left before the lock (0 while locked). */
  attemptsLeft: number;
}

interface LockRow {
  withdraw_pw_failures: number;
  withdraw_locked_until: number | null;
}

const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);

/** 403 `withdraw.locked` with `{lockedUntil}`. */
function withdrawLockedError(lockedUntil: number): ApiError {
  return new ApiError(403, 'withdraw.locked', `Too many wrong withdrawal passwords. Withdrawals are locked until ${hhmm(lockedUntil)} UTC.`, {
    lockedUntil,
  });
}

function stateOf(r: LockRow | undefined, now: number): WithdrawLockState {
  const until = r?.withdraw_locked_until == null ? null : Number(r.withdraw_locked_until);
  if (until !== null && until > now) return { lockedUntil: until, attemptsLeft: 0 };
  // An ended lock starts a fresh count.
  const failures = until !== null ? 0 : Number(r?.withdraw_pw_failures ?? 0);
  return { lockedUntil: null, attemptsLeft: Math.max(0, WITHDRAW_PW_MAX_FAILURES - failures) };
}

/** The member's lock state (withdrawLock). */
export async function withdrawLockState(db: Queryable, memberId: number, now: number): Promise<WithdrawLockState> {
  const rows = await db.query<LockRow>('SELECT withdraw_pw_failures, withdraw_locked_until FROM members WHERE id = $1', [memberId]);
  return stateOf(rows[0], now);
}

/** Throws 403 `withdraw.locked` while the member's withdrawals are locked. */
export async function assertWithdrawUnlocked(db: Queryable, memberId: number, now: number): Promise<void> {
  const state = await withdrawLockState(db, memberId, now);
  if (state.lockedUntil !== null) throw withdrawLockedError(state.lockedUntil);
}

/**
 * Checks the withdrawal password under the lockout: 403 `withdraw.locked` {lockedUntil} while locked (also for the
 * wrong password that locks), 400 `withdraw.password.unset`, 400 `withdraw.password.wrong` {attemptsLeft}.
 */
export async function checkWithdrawalPassword(db: Queryable, memberId: number, password: string, now: () => number): Promise<void> {
  const rows = await db.query<LockRow & { payment_password_hash: string | null }>(
    'SELECT payment_password_hash, withdraw_pw_failures, withdraw_locked_until FROM members WHERE id = $1',
    [memberId],
  );
  const before = stateOf(rows[0], now());
  if (before.lockedUntil !== null) throw withdrawLockedError(before.lockedUntil);
  const hash = rows[0]?.payment_password_hash;
  if (!hash) throw new ApiError(400, 'withdraw.password.unset', 'Set a withdrawal password first.');
  const right = await verifyPassword(password, hash);

  const t = now();
  if (right) {
    // Passes and resets the count, unless a lock came meanwhile.
    const cleared = await db.query(
      `UPDATE members SET withdraw_pw_failures = 0, withdraw_locked_until = NULL
        WHERE id = $1 AND (withdraw_locked_until IS NULL OR withdraw_locked_until <= $2) RETURNING id`,
      [memberId, t],
    );
    if (cleared.length > 0) return;
    await assertWithdrawUnlocked(db, memberId, t);
    return;
  }
  // Counted only while not locked (an ended lock starts from 0); the failure reaching the limit locks.
  const [after] = await db.query<LockRow>(
    `UPDATE members SET
       withdraw_pw_failures = CASE WHEN withdraw_locked_until > $2 THEN withdraw_pw_failures
                                   WHEN withdraw_locked_until IS NULL THEN withdraw_pw_failures + 1 ELSE 1 END,
       withdraw_locked_until = CASE WHEN withdraw_locked_until > $2 THEN withdraw_locked_until
                                    WHEN (CASE WHEN withdraw_locked_until IS NULL THEN withdraw_pw_failures + 1 ELSE 1 END) >= $3
                                    THEN $2::bigint + $4::bigint END
     WHERE id = $1 RETURNING withdraw_pw_failures, withdraw_locked_until`,
    [memberId, t, WITHDRAW_PW_MAX_FAILURES, WITHDRAW_LOCK_MS],
  );
  const state = stateOf(after, t);
  if (state.lockedUntil !== null) throw withdrawLockedError(state.lockedUntil);
  const left = state.attemptsLeft;
  throw new ApiError(
    400,
    'withdraw.password.wrong',
    `The withdrawal password is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left before withdrawals are locked for 30 minutes.`,
    { attemptsLeft: left },
  );
}
