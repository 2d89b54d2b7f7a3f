import type { FastifyPluginAsync } from 'fastify';
import type { SecurityConfigResponse } from '../../../src/generated/api/securityConfig.response.ts';
import { memberById } from '../db/members.ts';
import { notSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { type CardRow, MAX_CARDS, toCard } from './bankCards.ts';

/** The four protections a member sets itself: at most one is low, all four high. */
function levelOf(set: number): SecurityConfigResponse['level'] {
  if (set >= 4) return 'high';
  return set >= 2 ? 'medium' : 'low';
}

/** What protects the account (securityConfig) and the bank card details (bankCard), for real members. */
const memberSecurityRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'securityConfig', async (_q, req) => {
    await requireMerchant(req);
    const s = await requireRealMember(req);
    const member = await memberById(db, s.memberId);
    if (!member) throw notSession();
    const [counts] = await db.query<{ questions: number; cards: number }>(
      `SELECT (SELECT count(*)::int FROM member_security_answers WHERE member_id = $1) AS questions,
              (SELECT count(*)::int FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL) AS cards`,
      [s.memberId],
    );
    const value = {
      withdrawalPassword: !!member.payment_password_hash,
      securityQuestions: counts?.questions ?? 0,
      mobileBound: !!member.mobile_num,
      emailBound: !!member.email,
      payeeName: !!member.payee_name,
      bankCards: counts?.cards ?? 0,
    };
    const set = [value.withdrawalPassword, value.securityQuestions > 0, value.mobileBound, value.emailBound].filter(Boolean).length;
    return ok({ ...value, level: levelOf(set) });
  });

  callRoute(app, 'memberBankCard', async (_q, req) => {
    await requireMerchant(req);
    const s = await requireRealMember(req);
    const member = await memberById(db, s.memberId);
    if (!member) throw notSession();
    const rows = await db.query<CardRow>('SELECT * FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id', [s.memberId]);
    return ok({ payeeName: member.payee_name ?? '', maxCards: MAX_CARDS, list: rows.map(toCard) });
  });
};

export default memberSecurityRoutes;
