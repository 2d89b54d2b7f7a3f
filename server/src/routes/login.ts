import type { FastifyRequest } from 'fastify';
import type { LoginRequest } from '../../../src/generated/api/login.request.ts';
import type { LoginResponse } from '../../../src/generated/api/login.response.ts';
import { checkCaptcha } from '../captcha/store.ts';
import { randomInt } from 'node:crypto';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../crypto/password.ts';
import { memberByMobile, memberByUsername, type MemberRow } from '../db/members.ts';
import type { Queryable } from '../db/index.ts';
import { createSession } from '../http/auth.ts';
import { ApiError } from '../http/envelope.ts';
import { currentExclusion, excludedError } from '../http/exclusion.ts';
import { requireFlag } from '../http/flags.ts';
import type { Merchant } from '../http/merchant.ts';
import { parseMobile } from '../http/mobile.ts';
import { claimAttempt, clearFailures, recordFailure, throttleState, tooSoon } from '../http/loginThrottle.ts';
import { enforce, hit, LIMITS, peek } from '../http/rateLimit.ts';
import { clientIp, deviceOf } from '../http/request.ts';
import { consumeSmsCode } from '../sms/codes.ts';

/** Failed logins per address within this window (and per account, see loginThrottle); the third asks for a captcha. */
const FAIL_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILS = 3;

const credError = (captcha: boolean) =>
  new ApiError(400, 'login.cred.err', 'Incorrect username or password.', { captcha });

/** Finds the account a password login names: a username, else a mobile number. */
async function findForPassword(db: Queryable, m: Merchant, username: string): Promise<MemberRow | undefined> {
  const byName = await memberByUsername(db, m.id, username);
  if (byName || !/^\+?[\d\s-]{6,20}$/.test(username)) return byName;
  try {
    const mob = parseMobile(username, undefined, String((m.settings.register as { defaultCountryDialingCode?: string } | undefined)?.defaultCountryDialingCode ?? '63'));
    return await memberByMobile(db, m.id, mob.dial, mob.national);
  } catch {
    return undefined;
  }
}

/** Password check including a pending temporary password from "forgot password by email" (adopted on use). */
async function passwordMatches(db: Queryable, member: MemberRow, password: string, now: number): Promise<boolean> {
  if (await verifyPassword(password, member.password_hash)) {
    // A hash made at an older, cheaper cost is replaced now that the password is known; unless it changed meanwhile.
    if (needsRehash(member.password_hash)) {
      await db.query('UPDATE members SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [member.id, await hashPassword(password), member.password_hash]);
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
      memberId: member.id, merchantId: member.merchant_id, now: t, ttlMs: sessionTtlMs, ip: clientIp(req), device: deviceOf(req),
    });
  });
  return { token, id: member.id, userName: member.username, customerType: member.type, type: member.type, firstTimeLogin };
}

/**
 * POST /wps/session/login. Unknown account and wrong password give the same answer (status, code, message,
 * value) after the same work (a dummy hash), and both count towards the captcha threshold and the account's
 * progressive delay (never a lock: the owner waits at most MAX_DELAY_MS after someone else's last failure).
 */
export async function login(req: FastifyRequest, m: Merchant, body: LoginRequest): Promise<LoginResponse> {
  const { db, now } = req.server.ctx;
  const t = now();
  const type = body.type ?? 'username';
  if (type === 'firebase') throw new ApiError(400, 'login.type.unsupported', 'Phone sign-in through a third party is not available here.');
  if (type === 'sms') await requireFlag(db, m.id, 'MOBILEVERCODELOGIN3');
  const ip = clientIp(req);
  const account = `${m.id}:${body.username.trim().toLowerCase()}`;
  await enforce(db, t, [{ key: `login:ip:${ip}`, limit: LIMITS.loginPerIp }]);
  const failAcct = `login:acct:${account}`;
  const failIp = `loginfail:ip:${ip}`;
  // The delay is checked before the captcha so a refused attempt does not use up the person's captcha.
  const state = await throttleState(db, failAcct, t);
  if (state.blockedUntil > t) throw tooSoon(state.blockedUntil, t);
  const fails = Math.max(state.fails, await peek(db, failIp, FAIL_WINDOW_MS, t));
  if (fails >= CAPTCHA_AFTER_FAILS && !(await checkCaptcha(db, req, body.captcha, t))) {
    throw new ApiError(400, 'login.captcha.err', 'Captcha error, please enter the code in the picture.', { captcha: true });
  }
  if (!(await claimAttempt(db, failAcct, state, t))) throw tooSoon(t + 1000, t);

  let member: MemberRow | undefined;
  let good = false;
  if (type === 'sms') {
    let mobile: ReturnType<typeof parseMobile> | undefined;
    try {
      mobile = parseMobile(body.username, body.countryDialingCode, '63');
    } catch {
      mobile = undefined;
    }
    member = mobile ? await memberByMobile(db, m.id, mobile.dial, mobile.national) : undefined;
    good = !!member && !!mobile && (await consumeSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose: 'noLogin', code: body.password, now: t }));
  } else {
    member = await findForPassword(db, m, body.username.trim());
    good = member ? await passwordMatches(db, member, body.password, t) : await verifyAgainstDummy(body.password);
  }
  if (!member || !good) {
    const a = await recordFailure(db, failAcct, t);
    const b = await hit(db, failIp, FAIL_WINDOW_MS, t);
    throw credError(Math.max(a, b) >= CAPTCHA_AFTER_FAILS);
  }
  if (member.status !== 0) throw new ApiError(403, 'not.exists.user', 'Sorry, the user does not exist or is disabled.');
  if (member.self_excluded) throw new ApiError(403, 'login_blocked_by_self_exclusion', 'This account is self-excluded and cannot log in.');
  await clearFailures(db, failAcct);
  return signIn(req, member);
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
