import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest } from '../../../src/generated/api/login.request.ts';
import type { LoginResponse } from '../../../src/generated/api/login.response.ts';
import { checkCaptchaTry } from '../captcha/captchaTry.ts';
import { randomInt } from 'node:crypto';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../crypto/password.ts';
import { serverSecret } from '../crypto/serverSecret.ts';
import { memberByMobile, memberByUsername, type MemberRow } from '../db/members.ts';
import type { Queryable } from '../db/index.ts';
import { createSession } from '../http/auth.ts';
import { deviceCookiesOf, setDeviceCookie } from '../http/deviceCookie.ts';
import { ApiError } from '../http/envelope.ts';
import { currentExclusion, excludedError } from '../http/exclusion.ts';
import { requireFlag } from '../http/flags.ts';
import type { Merchant } from '../http/merchant.ts';
import { parseMobile } from '../http/mobile.ts';
import { claimDeviceTry, clearDeviceFailures, type TrustedDevice, trustedDevice } from '../http/loginDevice.ts';
import { claimAttempt, clearFailures, recordFailure, throttleState, tooSoon } from '../http/loginThrottle.ts';
import { enforce, hit, LIMITS, peek } from '../http/rateLimit.ts';
import { clientIp, deviceOf } from '../http/request.ts';
import { consumeSmsCode } from '../sms/codes.ts';

/** Failed logins per address within this window (and per account, see loginThrottle); the third asks for a captcha. */
const FAIL_WINDOW_MS = 15 * 60_000;
const CAPTCHA_AFTER_FAILS = 3;
const accountFailKey = (m: Merchant, username: string) => `login:acct:${m.id}:${username.trim().toLowerCase()}`;
const addressFailKey = (ip: string) => `loginfail:ip:${ip}`;

/**
 * The failures that ask a sign-in for a captcha and set its proof-of-work level (captchaTry.ts): the address's
 * recent ones and, from a trusted device, the device's own, else the account's in a row (which strangers grow: a
 * device that signed in before pays for its own failures, not theirs). The challenge call and the check of the try
 * both count them here, so they agree.
 */
export async function loginFailures(db: Queryable, m: Merchant, username: string, ip: string, now: number, device?: TrustedDevice): Promise<number> {
  const own = device ? device.fails : (await throttleState(db, accountFailKey(m, username), now)).fails;
  return Math.max(own, await peek(db, addressFailKey(ip), FAIL_WINDOW_MS, now));
}

/**
 * The request's trusted device for the account a sign-in names: a validly signed device cookie for it, not locked
 * out. Only a request carrying such a cookie looks the account up this early, to match the cookie.
 */
export async function trustedDeviceFor(
  req: FastifyRequest,
  m: Merchant,
  body: Pick<LoginRequest, 'username' | 'type' | 'countryDialingCode'>,
  now: number,
): Promise<{ secret: Buffer; named?: Awaited<ReturnType<typeof namedMember>>; device?: TrustedDevice }> {
  const { db } = req.server.ctx;
  const secret = await serverSecret(db, 'device-cookie', now);
  const cookies = deviceCookiesOf(req, secret);
  if (cookies.length === 0) return { secret };
  const named = await namedMember(db, m, body);
  return { secret, named, device: named.member ? await trustedDevice(db, cookies, named.member.id, now) : undefined };
}

const credError = (captcha: boolean) => new ApiError(400, 'login.cred.err', 'Incorrect username or password.', { captcha });

/** Finds the account a password login names: a username, else a mobile number. */
async function findForPassword(db: Queryable, m: Merchant, username: string): Promise<MemberRow | undefined> {
  const byName = await memberByUsername(db, m.id, username);
  if (byName || !/^\+?[\d\s-]{6,20}$/.test(username)) return byName;
  try {
    const mob = parseMobile(
      username,
      undefined,
      String((m.settings.register as { defaultCountryDialingCode?: string } | undefined)?.defaultCountryDialingCode ?? '63'),
    );
    return await memberByMobile(db, m.id, mob.dial, mob.national);
  } catch {
    return undefined;
  }
}

/** The account a login names (by username or mobile number, or by mobile number for an SMS code) and that number. */
async function namedMember(
  db: Queryable,
  m: Merchant,
  body: Pick<LoginRequest, 'username' | 'type' | 'countryDialingCode'>,
): Promise<{ member?: MemberRow; mobile?: ReturnType<typeof parseMobile> }> {
  if (body.type !== 'sms') return { member: await findForPassword(db, m, body.username.trim()) };
  let mobile: ReturnType<typeof parseMobile> | undefined;
  try {
    mobile = parseMobile(body.username, body.countryDialingCode, '63');
  } catch {
    return {};
  }
  return { member: await memberByMobile(db, m.id, mobile.dial, mobile.national), mobile };
}

/** Password check including a pending temporary password from "forgot password by email" (adopted on use). */
async function passwordMatches(db: Queryable, member: MemberRow, password: string, now: number): Promise<boolean> {
  if (await verifyPassword(password, member.password_hash)) {
    // A hash made at an older, cheaper cost is replaced now that the password is known; unless it changed meanwhile.
    if (needsRehash(member.password_hash)) {
      await db.query('UPDATE members SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [
        member.id,
        await hashPassword(password),
        member.password_hash,
      ]);
    }
    return true;
  }
  if (!member.reset_password_hash || (member.reset_expires_at ?? 0) <= now) return false;
  if (!(await verifyPassword(password, member.reset_password_hash))) return false;
  await db.query('UPDATE members SET password_hash = reset_password_hash, reset_password_hash = NULL, reset_expires_at = NULL WHERE id = $1', [member.id]);
  return true;
}

/**
 * Opens a session for a member and says so in the platform's login shape. Every login path ends here after the
 * credentials were checked, so a time-out or self-exclusion in force refuses it here (403 `login.excluded`). The
 * member row is updated (locked) first: an exclusion being taken at the same moment either commits before (and is
 * seen) or waits and then revokes this session.
 */
export async function signIn(req: FastifyRequest, member: MemberRow): Promise<LoginResponse> {
  const { db, now, sessionTtlMs } = req.server.ctx;
  const t = now();
  const firstTimeLogin = member.last_login_at === null;
  const token = await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [member.id, t]);
    const excluded = await currentExclusion(tx, member.id, t);
    if (excluded) throw excludedError(excluded.until);
    return createSession(tx, {
      memberId: member.id,
      merchantId: member.merchant_id,
      now: t,
      ttlMs: sessionTtlMs,
      ip: clientIp(req),
      device: deviceOf(req),
    });
  });
  return { token, id: member.id, userName: member.username, customerType: member.type, type: member.type, firstTimeLogin };
}

/**
 * POST /wps/session/login. Unknown account and wrong password give the same answer (status, code, message,
 * value) after the same work (a dummy hash), and both count towards the captcha threshold and the account's
 * progressive delay (never a lock: the owner waits at most MAX_DELAY_MS after someone else's last failure).
 * A browser that signed in to the account before carries its device cookie: its tries skip the account's delay
 * and count their failures for the device instead (loginDevice.ts), so strangers' failures never keep it out.
 * Every successful login leaves a new device cookie.
 */
export async function login(req: FastifyRequest, reply: FastifyReply, m: Merchant, body: LoginRequest): Promise<LoginResponse> {
  const { db, now } = req.server.ctx;
  const t = now();
  const type = body.type ?? 'username';
  if (type === 'firebase') throw new ApiError(400, 'login.type.unsupported', 'Phone sign-in through a third party is not available here.');
  if (type === 'sms') await requireFlag(db, m.id, 'MOBILEVERCODELOGIN3');
  const ip = clientIp(req);
  await enforce(db, t, [{ key: `login:ip:${ip}`, limit: LIMITS.loginPerIp }]);
  const failAcct = accountFailKey(m, body.username);
  const failIp = addressFailKey(ip);
  const trusted = await trustedDeviceFor(req, m, body, t);
  const deviceSecret = trusted.secret;
  let { named, device } = trusted;
  // The delay is checked before the captcha so a refused attempt does not use up the person's captcha.
  const state = await throttleState(db, failAcct, t);
  if (!device && state.blockedUntil > t) throw tooSoon(state.blockedUntil, t);
  const fails = await loginFailures(db, m, body.username, ip, t, device);
  if (fails >= CAPTCHA_AFTER_FAILS) {
    await checkCaptchaTry(
      req,
      body,
      fails,
      () => new ApiError(400, 'login.captcha.err', 'Captcha error, please enter the code in the picture.', { captcha: true }),
    );
  }
  const deviceFails = device ? await claimDeviceTry(db, device, t) : null;
  if (deviceFails === null) {
    // No device, or its last tries were just taken by simultaneous ones: an untrusted try, which waits.
    device = undefined;
    if (state.blockedUntil > t) throw tooSoon(state.blockedUntil, t);
    if (!(await claimAttempt(db, failAcct, state, t))) throw tooSoon(t + 1000, t);
  }

  named ??= await namedMember(db, m, body);
  const { member, mobile } = named;
  let good: boolean;
  if (type === 'sms') {
    good = !!member && !!mobile && (await consumeSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose: 'noLogin', code: body.password, now: t }));
  } else {
    good = member ? await passwordMatches(db, member, body.password, t) : await verifyAgainstDummy(body.password);
  }
  if (!member || !good) {
    // A device's try was counted when it was claimed; an untrusted one counts for the account.
    const a = deviceFails ?? (await recordFailure(db, failAcct, t));
    const b = await hit(db, failIp, FAIL_WINDOW_MS, t);
    throw credError(Math.max(a, b, device ? 0 : state.fails) >= CAPTCHA_AFTER_FAILS);
  }
  if (member.status !== 0) throw new ApiError(403, 'not.exists.user', 'Sorry, the user does not exist or is disabled.');
  if (member.self_excluded) throw new ApiError(403, 'login_blocked_by_self_exclusion', 'This account is self-excluded and cannot log in.');
  // A device's success keeps the account's failures (strangers' tries stay slowed); an untrusted one clears them.
  await (device ? clearDeviceFailures(db, device) : clearFailures(db, failAcct));
  const session = await signIn(req, member);
  setDeviceCookie(req, reply, deviceSecret, member.id);
  return session;
}

/** A trial (type 4) member with a generated name; its password hash is not a hash, so no password opens it. */
export async function createTrialMember(db: Queryable, merchantId: number, now: number, ip: string): Promise<MemberRow> {
  const passwordHash = '!trial';
  for (let i = 0; i < 5; i++) {
    const username = `TRY${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const rows = await db.query<MemberRow>(
      `INSERT INTO members (merchant_id, username, password_hash, type, nickname, register_method, register_ip, created_at)
       VALUES ($1, $2, $3, 4, $2, 'H5', $4, $5) ON CONFLICT DO NOTHING RETURNING *`,
      [merchantId, username, passwordHash, ip, now],
    );
    if (rows[0]) return rows[0];
  }
  throw new ApiError(503, 'system.busy', 'Please try again.');
}
