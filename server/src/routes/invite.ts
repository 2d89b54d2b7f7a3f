/**
 * Invite friends: GET /wps/member/inviteStats (inviteStats) answers the member's invitation code, the REFERRAL
 * promotion's rules and the member's figures. A member without a code gets one here (once: the row keeps it), in the
 * space agents' codes and links share (agentLinks.ts); registering with it sets the friend's recommender_id
 * (register.ts, resolveAffiliateCode). Visits are counted when the register page checks a code (affiliateCheck).
 */
import { languageChain, type Texts, textIn } from '../http/localized.ts';
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { InviteStatsResponse } from '../../../src/generated/api/inviteStats.response.ts';
import { sha256Hex } from '../crypto/token.ts';
import type { Db, Queryable } from '../db/index.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import type { Merchant } from '../http/merchant.ts';
import { fromCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { friendStanding, settleReferral } from '../ledger/referralReward.ts';
import { referralTerms } from '../ledger/referralTerms.ts';
import { maskName } from '../seed/winners.ts';

/** Code letters without 0/O and 1/I (as agents' links), so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** The ledger kind a referral payout is posted with; earned is the sum of the member's credits of this kind. */
const REFERRAL_TX_KIND = 'REFERRAL';
/** The REFERRAL promotion's announcement is the active promotion (type PR) that links to the invite screen. */
const INVITE_PATH = '/m/inviteFriends';

const referralEnabled = (m: Merchant): boolean => (m.settings.promotions as { REFERRAL?: unknown } | undefined)?.REFERRAL === true;

/** The member's invitation code: its affiliate code, made now when it has none. */
async function inviteCode(db: Queryable, merchantId: number, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.query<{ affiliate_code: string | null }>('SELECT affiliate_code FROM members WHERE id = $1', [memberId]);
    if (row?.affiliate_code) return row.affiliate_code;
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const link = await db.query('SELECT 1 FROM agent_affiliate_urls WHERE merchant_id = $1 AND code = $2', [merchantId, code]);
    if (link.length > 0) continue;
    try {
      // A simultaneous request may have set one first: the condition keeps it, and the next loop reads it.
      await db.query('UPDATE members SET affiliate_code = $2 WHERE id = $1 AND affiliate_code IS NULL', [memberId, code]);
    } catch (err) {
      if ((err as { code?: unknown } | null)?.code !== '23505') throw err; // another member holds this code: retry
    }
  }
  throw new ApiError(503, 'system.busy', 'Please try again.');
}

/** Counts one visitor (by a hash of its address) of the code's owner; repeated visits count once. */
export async function recordInviteVisit(db: Queryable, memberId: number, ip: string, now: number): Promise<void> {
  await db.query('INSERT INTO invite_visits (member_id, visitor_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    memberId,
    sha256Hex(`invite:${ip}`),
    now,
  ]);
}

async function promotionRules(db: Queryable, merchantId: number, now: number, languages: readonly string[]): Promise<InviteStatsResponse['rules']> {
  const [row] = await db.query<{ id: number; title: string; content: string; texts: Texts }>(
    `SELECT id, title, content, texts FROM announcements
      WHERE merchant_id = $1 AND type = 'PR' AND link = $2 AND start_date <= $3 AND (no_expiry = 1 OR end_date IS NULL OR end_date >= $3)
      ORDER BY sort, id LIMIT 1`,
    [merchantId, INVITE_PATH, now],
  );
  return row ? { id: row.id, title: textIn(row.texts, languages, 'title', row.title), content: textIn(row.texts, languages, 'content', row.content) } : null;
}

async function figures(db: Queryable, memberId: number): Promise<Omit<InviteStatsResponse, 'code' | 'rules' | 'terms' | 'friends'>> {
  const [row] = await db.query<{ invited: number; registered: number; depositing: number; earned: string; paid: number }>(
    `SELECT (SELECT count(*)::int FROM invite_visits WHERE member_id = $1) AS invited,
            (SELECT count(*)::int FROM members WHERE recommender_id = $1) AS registered,
            (SELECT count(*)::int FROM members f WHERE f.recommender_id = $1
                AND EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.member_id = f.id AND t.kind = 'DEPOSIT')) AS depositing,
            (SELECT COALESCE(SUM(amount_cents), 0)::text FROM ledger_transactions WHERE member_id = $1 AND kind = $2) AS earned,
            (SELECT count(*)::int FROM referral_rewards WHERE referrer_member_id = $1) AS paid`,
    [memberId, REFERRAL_TX_KIND],
  );
  // A visitor who registered without the register page's check (an app, a typed code) still counts as invited.
  return {
    invited: Math.max(row.invited, row.registered),
    registered: row.registered,
    depositing: row.depositing,
    earned: fromCents(Number(row.earned)),
    pending: Math.max(0, row.registered - row.paid),
  };
}

/**
 * The member's 50 most recent invited friends with their standing; a friend who now qualifies is settled (the
 * inviter paid) first, so the list never shows a pending friend who has met the terms.
 */
async function invitedFriends(db: Db, merchantId: number, memberId: number, now: number): Promise<InviteStatsResponse['friends']> {
  const rows = await db.query<{ id: number; username: string; created_at: number }>(
    'SELECT id, username, created_at::float8 AS created_at FROM members WHERE recommender_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50',
    [memberId],
  );
  const out: InviteStatsResponse['friends'] = [];
  for (const r of rows) {
    let s = await friendStanding(db, r.id);
    if (!s) continue;
    if (!s.paid && s.reason === null) s = (await db.transaction((tx) => settleReferral(tx, { merchantId, friendId: r.id, now }))) ?? s;
    out.push({
      name: maskName(r.username),
      joinedAt: r.created_at,
      status: s.paid ? 'paid' : 'pending',
      reason: s.paid ? null : s.reason,
      deposited: fromCents(Math.min(s.depositedCents, s.terms.minDepositCents)),
      validBets: fromCents(Math.min(s.validBetsCents, s.terms.turnoverCents)),
    });
  }
  return out;
}

const inviteRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'inviteStats', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    if (!referralEnabled(m)) throw new ApiError(403, 'referral.disabled', 'Inviting friends is not offered yet.');
    const t = now();
    // Friends first: settling one pays the member, and the figures then count it.
    const friends = await invitedFriends(db, m.id, s.memberId, t);
    const [code, rules, counts] = await Promise.all([
      inviteCode(db, m.id, s.memberId),
      promotionRules(db, m.id, t, languageChain(req, m.defaultLanguage)),
      figures(db, s.memberId),
    ]);
    const terms = referralTerms(m.settings);
    const offered = { reward: fromCents(terms.rewardCents), minDeposit: fromCents(terms.minDepositCents), turnover: fromCents(terms.turnoverCents) };
    return ok({ code, rules, ...counts, terms: offered, friends });
  });
};

export default inviteRoutes;
