import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import { sha256Hex } from '../crypto/token.ts';
import { memberById, memberByMobile, memberByUsername } from '../db/members.ts';
import { requireRealSession, requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { parseMobile } from '../http/mobile.ts';
import { whitelabelFlags } from '../http/flags.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { consumeSmsCode } from '../sms/codes.ts';
import { forgetMember } from '../http/sessionCache.ts';

const RESET_TTL_MS = 30 * 60_000;

/** Passwords: change, set by phone, forgot by e-mail, withdrawal (payment) password. */
const passwordRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'changePassword', async (body, req) => {
    const s = await requireRealSession(req);
    const { oldPassword, newPassword, confirmNewPassword } = body;
    await enforce(db, now(), [{ key: `password:acct:${s.memberId}`, limit: LIMITS.passwordPerAccount }]);
    if (newPassword !== confirmNewPassword) throw new ApiError(400, 'password.confirm.mismatch', 'The confirmation password is incorrect.');
    if (newPassword === oldPassword) throw new ApiError(400, 'modify.new.old.same', 'The new password must differ from the old one.');
    checkField(await loadRules(db, s.merchantId), 'password', newPassword, true);
    const member = await memberById(db, s.memberId);
    if (!member || !(await verifyPassword(oldPassword, member.password_hash))) {
      throw new ApiError(400, 'password.old.err', 'The old password is incorrect.');
    }
    await db.query('UPDATE members SET password_hash = $2, reset_password_hash = NULL WHERE id = $1', [s.memberId, await hashPassword(newPassword)]);
    // Other devices must sign in again with the new password; this one stays signed in.
    forgetMember(db, s.memberId);
    await db.query('UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND token_hash <> $2 AND revoked_at IS NULL', [
      s.memberId,
      sha256Hex(s.token),
      now(),
    ]);
    return ok(true);
  });

  callRoute(app, 'setPasswordByPhone', async (b, req) => {
    const m = await requireMerchant(req);
    const t = now();
    await enforce(db, t, [{ key: `recovery:ip:${clientIp(req)}`, limit: LIMITS.recoveryPerIp }]);
    const rules = await loadRules(db, m.id);
    checkField(rules, 'password', b.newPassword, true);
    const mobile = parseMobile(b.mobileNum, b.countryDialingCode, '63');
    const member = await memberByMobile(db, m.id, mobile.dial, mobile.national);
    // Same answer for an unknown number and a wrong code.
    const codeOk = member ? await consumeSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose: 'noLogin', code: b.verificationCode, now: t }) : false;
    if (!member || !codeOk) throw new ApiError(400, 'sms.code.err', 'Verification code error.');
    if (await verifyPassword(b.newPassword, member.password_hash))
      throw new ApiError(400, 'modify.new.old.same', 'The new password must differ from the old one.');
    await db.query('UPDATE members SET password_hash = $2, reset_password_hash = NULL WHERE id = $1', [member.id, await hashPassword(b.newPassword)]);
    forgetMember(db, member.id);
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [member.id, t]);
    return ok(true);
  });

  callRoute(app, 'forgotPasswordEmail', async (body, req) => {
    const m = await requireMerchant(req);
    const t = now();
    const username = body.username.trim();
    const email = body.email.trim().toLowerCase();
    await enforce(db, t, [
      { key: `recovery:ip:${clientIp(req)}`, limit: LIMITS.recoveryPerIp },
      { key: `recovery:acct:${m.id}:${username.toLowerCase()}`, limit: { max: 3, windowMs: 3600_000 } },
    ]);
    const member = await memberByUsername(db, m.id, username);
    if (member && member.type !== 4 && member.email && member.email.toLowerCase() === email) {
      const temp = `${String.fromCharCode(97 + randomInt(26))}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      await db.query('UPDATE members SET reset_password_hash = $2, reset_expires_at = $3 WHERE id = $1', [
        member.id,
        await hashPassword(temp),
        t + RESET_TTL_MS,
      ]);
      await db.query("INSERT INTO outbox (channel, merchant_id, recipient, body, created_at) VALUES ('email', $1, $2, $3, $4)", [
        m.id,
        email,
        `${m.name}: your temporary password is ${temp} (valid 30 minutes). Log in with it, then change it.`,
        t,
      ]);
    }
    return ok(true); // always: the answer must not reveal which accounts exist
  });

  callRoute(app, 'setPaymentPassword', async (body, req) => {
    const s = await requireRealSession(req);
    const { paymentPassword, confirmPaymentPassword } = body;
    if (confirmPaymentPassword !== undefined && confirmPaymentPassword !== paymentPassword) {
      throw new ApiError(400, 'password.confirm.mismatch', 'The confirmation password is incorrect.');
    }
    checkField(await loadRules(db, s.merchantId), 'paymentPassword', paymentPassword, true);
    const rows = await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NULL RETURNING id', [
      s.memberId,
      await hashPassword(paymentPassword),
    ]);
    if (rows.length === 0) throw new ApiError(409, 'paymentPassword.exists', 'A withdrawal password is already set: reset it instead.');
    return ok(true);
  });

  callRoute(app, 'resetPaymentPassword', async (b, req) => {
    const s = await requireRealSession(req);
    await enforce(db, now(), [{ key: `password:acct:${s.memberId}`, limit: LIMITS.passwordPerAccount }]);
    if (b.confirmPaymentPassword !== undefined && b.confirmPaymentPassword !== b.newPaymentPassword) {
      throw new ApiError(400, 'password.confirm.mismatch', 'The confirmation password is incorrect.');
    }
    checkField(await loadRules(db, s.merchantId), 'paymentPassword', b.newPaymentPassword, true);
    const member = await memberById(db, s.memberId);
    if (!member || !(await verifyPassword(b.loginPassword, member.password_hash)))
      throw new ApiError(400, 'password.old.err', 'The login password is incorrect.');
    // Brands that verify password changes by phone (CHNGPASSVERIF3) also want the code texted to the member's number.
    if ((await whitelabelFlags(db, s.merchantId)).CHNGPASSVERIF3) {
      const mobile = member.mobile_num ? parseMobile(member.mobile_num, member.country_dialing_code ?? undefined, '63') : null;
      const codeOk =
        mobile && b.verificationCode
          ? await consumeSmsCode(db, {
              merchantId: s.merchantId,
              mobile: mobile.full,
              purpose: 'paymentReset',
              memberId: s.memberId,
              code: b.verificationCode,
              now: now(),
            })
          : false;
      if (!codeOk) throw new ApiError(400, 'sms.code.err', 'Verification code error.', { field: 'verificationCode' });
    }
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [s.memberId, await hashPassword(b.newPaymentPassword)]);
    return ok(true);
  });

  callRoute(app, 'hasWithdrawalPassword', async (_q, req) => {
    const s = await requireSession(req);
    const member = await memberById(db, s.memberId);
    return ok(!!member?.payment_password_hash);
  });
};

export default passwordRoutes;
