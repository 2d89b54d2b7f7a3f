import { Secret, TOTP } from 'otpauth';
import type { Queryable } from '../db/index.ts';

/**
 * The second factor: TOTP (RFC 6238) as authenticator apps read it: SHA-1, 6 digits, 30 s steps, a 160-bit secret
 * in base32. A code is accepted one step early or late (clock drift, a code typed as it turns over) and never twice:
 * the account keeps the step of the last accepted code and accepts only later steps, so a code seen over a shoulder
 * or replayed from a log is worthless.
 */
const ISSUER = 'Mobile lobby operators';
const PERIOD_S = 30;
const WINDOW = 1;

export interface TotpEnrolment {
  /** base32, for typing into an app by hand. */
  secret: string;
  /** otpauth://totp/... for a QR code. */
  url: string;
}

const totpOf = (secret: string, username: string): TOTP =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new random secret for an operator, with its otpauth:// URL. */
export function newTotp(username: string): TotpEnrolment {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, url: totpOf(secret, username).toString() };
}

/** The time step a code for `now` belongs to. */
const stepAt = (now: number): number => Math.floor(now / 1000 / PERIOD_S);

/** The step a code matches (±1 step around now), or null. Digits only; spaces as apps show them are ignored. */
function matchingStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, '').validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/**
 * Checks a code and spends its step: true once per step, for a step later than the last accepted one. The update is
 * conditional, so of two simultaneous sign-ins with one code only one passes.
 */
export async function checkTotp(db: Queryable, operatorId: number, secret: string, code: string, now: number): Promise<boolean> {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const rows = await db.query('UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [
    operatorId,
    step,
  ]);
  return rows.length > 0;
}
