import type { FastifyPluginAsync } from 'fastify';
import type { FundsConsolidatedResponse } from '../../../src/generated/api/fundsConsolidated.response.ts';
import type { MemberInfoResponse } from '../../../src/generated/api/memberInfo.response.ts';
import { isAgentType, memberById, memberByMobile, memberByUsername } from '../db/members.ts';
import { notSession, requireRealSession, requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { requireAllowedDial } from '../http/countries.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { defaultDial, maskEmail, maskMobile, parseMobile } from '../http/mobile.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { proveCode, spendCode } from '../sms/codes.ts';
import { contactChanged, oldCodeSpent, proveContactOwner } from './contactOwner.ts';

/** PostgreSQL's unique_violation: another member took the number between the check and the update. */
const isUniqueViolation = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '23505';

/** Member profile: username check, info, nickname / e-mail / mobile updates, funds & contract flags. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'checkUsername', async (q, req) => {
    const m = await requireMerchant(req);
    await enforce(db, now(), [{ key: `usernameCheck:ip:${clientIp(req)}`, limit: LIMITS.usernameCheckPerIp }]);
    const rules = await loadRules(db, m.id);
    checkField(rules, 'username', q.username.trim(), true);
    if (await memberByUsername(db, m.id, q.username.trim())) throw new ApiError(409, 'username.exists', 'Sorry, the username already exists.');
    return ok(true);
  });

  callRoute(app, 'memberInfo', async (_q, req) => {
    const s = await requireSession(req);
    const m = await requireMerchant(req);
    const row = await memberById(db, s.memberId);
    if (!row) throw notSession();
    const info: MemberInfoResponse = {
      id: row.id,
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      clubLabel: row.club_label ? { labelName: row.club_label } : null,
      email: maskEmail(row.email),
      mobileNum: maskMobile(row.country_dialing_code, row.mobile_num),
      countryDialingCode: row.country_dialing_code,
      birthday: row.birthday,
      payeeName: row.payee_name,
      currency: m.currency,
      currencySymbol: m.currencySymbol,
      registerTime: row.created_at,
      lastLoginTime: row.last_login_at,
      hasWithdrawalPassword: !!row.payment_password_hash,
      isAgent: isAgentType(row.type),
      affiliateCode: row.affiliate_code,
    };
    return ok(info);
  });

  // JSON or form-encoded, POST or PUT, as the platform's clients send either.
  callRoute(app, 'updateNickname', async (body, req) => {
    const s = await requireRealSession(req);
    const value = body.nickname.trim();
    checkField(await loadRules(db, s.merchantId), 'nickname', value, true);
    await db.query('UPDATE members SET nickname = $2 WHERE id = $1', [s.memberId, value]);
    return ok(true);
  });
  // The address must be proven with the code emailCode mailed to exactly this address for this member; replacing a
  // bound address also with the owner's proof (login password and the code mailed to the bound address).
  callRoute(app, 'updateEmail', async (body, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    const value = body.email.trim();
    checkField(await loadRules(db, m.id), 'email', value, true);
    const member = await memberById(db, s.memberId);
    if (!member) throw notSession();
    const t = now();
    const owner = await proveContactOwner(db, { member, merchant: m, kind: 'email', proof: body, now: t });
    const codeErr = () => new ApiError(400, 'email.code.err', 'Verification code error.', { field: 'verificationCode' });
    const codeId = await proveCode(db, {
      merchantId: m.id,
      recipient: value.toLowerCase(),
      purpose: 'emailBind',
      memberId: s.memberId,
      code: body.verificationCode,
      now: t,
    });
    if (codeId === null || !(await spendCode(db, codeId, t))) throw codeErr();
    if (!(await owner.spend())) throw oldCodeSpent('email');
    const rows = await db.query('UPDATE members SET email = $2 WHERE id = $1 AND email = $3 RETURNING id', [s.memberId, value, owner.bound]);
    if (rows.length === 0) throw contactChanged();
    return ok(true);
  });

  // Binds (or replaces) the member's mobile number, proven with the code smsBind sent to it for this member, and
  // for a replacement with the owner's proof. The code comes first: until it is proven, a number another member
  // has answers like any other.
  callRoute(app, 'bindMobile', async (body, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    checkField(await loadRules(db, m.id), 'mobileNum', body.mobileNum.replace(/[\s+()-]/g, ''), true);
    const mobile = parseMobile(body.mobileNum, body.countryDialingCode, defaultDial(m));
    requireAllowedDial(m, mobile.dial);
    const member = await memberById(db, s.memberId);
    if (!member) throw notSession();
    const t = now();
    const owner = await proveContactOwner(db, { member, merchant: m, kind: 'mobile', proof: body, now: t });
    const codeErr = () => new ApiError(400, 'sms.code.err', 'Verification code error.', { field: 'verificationCode' });
    const codeId = await proveCode(db, {
      merchantId: m.id,
      recipient: mobile.full,
      purpose: 'bind',
      memberId: s.memberId,
      code: body.verificationCode,
      now: t,
    });
    if (codeId === null || !(await spendCode(db, codeId, t))) throw codeErr();
    const taken = () => new ApiError(409, 'mobile.exists', 'This mobile number is already registered.', { field: 'mobileNum' });
    const holder = await memberByMobile(db, m.id, mobile.dial, mobile.national);
    if (holder && holder.id !== s.memberId) throw taken();
    if (!(await owner.spend())) throw oldCodeSpent('mobile');
    try {
      const rows = await db.query(
        'UPDATE members SET country_dialing_code = $2, mobile_num = $3 WHERE id = $1 AND country_dialing_code = $4 AND mobile_num = $5 RETURNING id',
        [s.memberId, mobile.dial, mobile.national, member.country_dialing_code, owner.bound],
      );
      if (rows.length === 0) throw contactChanged();
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
    return ok(true);
  });

  callRoute(app, 'fundsConsolidated', async (_q, req) => {
    const s = await requireSession(req);
    const rows = await db.query<{ kind: string; n: number }>(
      "SELECT kind, count(*)::int AS n FROM agent_contracts WHERE member_id = $1 AND status = 'pending' GROUP BY kind",
      [s.memberId],
    );
    const pending = (kind: string) => ((rows.find((r) => r.kind === kind)?.n ?? 0) > 0 ? 1 : 0);
    const value: FundsConsolidatedResponse = {
      dailysalreqtype: pending('dailySalary'),
      divtypecompperiodreq: pending('dividend'),
      contracthoursalreq: pending('hourlySalary'),
      pendingContracts: rows.reduce((n, r) => n + r.n, 0),
      isAgent: isAgentType(s.type),
    };
    return ok(value);
  });
};

export default memberRoutes;
