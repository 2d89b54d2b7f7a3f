import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CheckUsernameRequest } from '../../../src/generated/api/checkUsername.request.ts';
import type { FundsConsolidatedResponse } from '../../../src/generated/api/fundsConsolidated.response.ts';
import type { MemberInfoResponse } from '../../../src/generated/api/memberInfo.response.ts';
import type { UpdateEmailRequest } from '../../../src/generated/api/updateEmail.request.ts';
import type { UpdateNicknameRequest } from '../../../src/generated/api/updateNickname.request.ts';
import { isAgentType, memberById, memberByUsername } from '../db/members.ts';
import { notSession, requireRealSession, requireSession } from '../http/auth.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { maskEmail, maskMobile } from '../http/mobile.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { bodySchema, querySchema } from '../http/validation.ts';

/** Member profile: username check, info, nickname / e-mail updates, funds & contract flags. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get<{ Querystring: CheckUsernameRequest }>('/wps/check/username', { schema: querySchema('checkUsername') }, async (req) => {
    const m = await requireMerchant(req);
    const rules = await loadRules(db, m.id);
    checkField(rules, 'username', req.query.username.trim(), true);
    if (await memberByUsername(db, m.id, req.query.username.trim())) throw new ApiError(409, 'username.exists', 'Sorry, the username already exists.');
    return ok(true);
  });

  app.get('/wps/member/info', { schema: querySchema('memberInfo') }, async (req) => {
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
  const nickname = async (req: FastifyRequest<{ Body: UpdateNicknameRequest }>) => {
    const s = await requireRealSession(req);
    const value = req.body.nickname.trim();
    checkField(await loadRules(db, s.merchantId), 'nickname', value, true);
    await db.query('UPDATE members SET nickname = $2 WHERE id = $1', [s.memberId, value]);
    return ok(true);
  };
  const email = async (req: FastifyRequest<{ Body: UpdateEmailRequest }>) => {
    const s = await requireRealSession(req);
    const value = req.body.email.trim();
    checkField(await loadRules(db, s.merchantId), 'email', value, true);
    await db.query('UPDATE members SET email = $2 WHERE id = $1', [s.memberId, value]);
    return ok(true);
  };
  for (const method of ['POST', 'PUT'] as const) {
    app.route<{ Body: UpdateNicknameRequest }>({ method, url: '/wps/member/info/nickname', schema: bodySchema('updateNickname'), handler: nickname });
    app.route<{ Body: UpdateEmailRequest }>({ method, url: '/wps/member/info/email', schema: bodySchema('updateEmail'), handler: email });
  }

  app.get('/wps/member/info/funds/consolidated', { schema: querySchema('fundsConsolidated') }, async (req) => {
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
