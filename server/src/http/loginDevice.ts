import { sha256Hex } from '../crypto/token.ts';
import type { Queryable } from '../db/index.ts';
import type { DeviceCookie } from './deviceCookie.ts';
import { clearFailures, FORGET_AFTER_MS, throttleState } from './loginThrottle.ts';

/**
 * The device side of login throttling (OWASP device cookies): a try with a valid device cookie for the account it
 * names is let past the account's delay, which strangers' failures grow, and its failures are counted for the
 * device instead. A device that fails DEVICE_MAX_FAILS times in a row (forgotten a day after the last) is on the
 * lockout list: its tries are untrusted again and wait like any other. So whoever steals a device cookie gets at most
 * that many guesses a day from it, and one cannot mint another without the password.
 * Rows share table login_throttle under `login:device:<sha256 of the nonce>` (the nonce is never stored).
 */
export const DEVICE_MAX_FAILS = 5;

export interface TrustedDevice {
  /** Its row in login_throttle. */
  key: string;
  /** Its failures in a row so far. */
  fails: number;
}

const deviceKey = (nonce: string): string => `login:device:${sha256Hex(nonce)}`;

/** The request's device cookie for this member, unless it is locked out (read only: claimDeviceTry takes the try). */
export async function trustedDevice(db: Queryable, cookies: DeviceCookie[], memberId: number, now: number): Promise<TrustedDevice | undefined> {
  const cookie = cookies.find((c) => c.memberId === memberId);
  if (!cookie) return undefined;
  const key = deviceKey(cookie.nonce);
  const { fails } = await throttleState(db, key, now);
  return fails >= DEVICE_MAX_FAILS ? undefined : { key, fails };
}

/**
 * Takes one try for the device, counted as a failure before the password is checked (a success clears it), so
 * simultaneous tries cannot all pass the check before any has failed: of 20 at once at most the tries left get
 * through. Returns the failures counting this one, or null when none is left (the try is then untrusted).
 */
export async function claimDeviceTry(db: Queryable, device: TrustedDevice, now: number): Promise<number | null> {
  const rows = await db.query<{ fails: number }>(
    `INSERT INTO login_throttle (key, fails, last_fail_at, blocked_until) VALUES ($1, 1, $2, 0)
     ON CONFLICT (key) DO UPDATE SET
       fails = CASE WHEN login_throttle.last_fail_at < $3 THEN 1 ELSE login_throttle.fails + 1 END,
       last_fail_at = $2
     WHERE login_throttle.last_fail_at < $3 OR login_throttle.fails < $4
     RETURNING fails`,
    [device.key, now, now - FORGET_AFTER_MS, DEVICE_MAX_FAILS],
  );
  return rows[0]?.fails ?? null;
}

/** A successful login from the device forgets its failures (the account's are kept: they are strangers'). */
export function clearDeviceFailures(db: Queryable, device: TrustedDevice): Promise<void> {
  return clearFailures(db, device.key);
}
