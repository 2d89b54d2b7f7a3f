import type { FastifyPluginAsync } from 'fastify';
import type { FundsConsolidatedResponse } from '../../../src/generated/api/fundsConsolidated.response.ts';
import type { MemberInfoResponse } from '../../../src/generated/api/memberInfo.response.ts';
import { isAgentType, memberById, memberByUsername } from '../db/members.ts';
import { notSession, requireRealSession, requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { maskEmail, maskMobile } from '../http/mobile.ts';
import { checkField, loadRules } from '../http/rules.ts';

/** Member profile: username check, info, nickname / e-mail updates, funds & contract flags. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'checkUsername', async (q, req) => {
    const m = await requireMerchant(req);
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
  callRoute(app, 'updateEmail', async (body, req) => {
    const s = await requireRealSession(req);
    const value = body.email.trim();
    checkField(await loadRules(db, s.merchantId), 'email', value, true);
    await db.query('UPDATE members SET email = $2 WHERE id = $1', [s.memberId, value]);
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
