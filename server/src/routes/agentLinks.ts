/**
 * How an agent grows its team: registration links (codes that register.ts's affiliateCode accepts, see
 * resolveAffiliateCode) and accounts it opens itself for new direct downlines (agentRegister).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AffiliateUrlsResponse } from '../../../src/generated/api/affiliateUrls.response.ts';
import { merchantOf } from '../games/requestContext.ts';
import { requireAgent } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import type { Merchant } from '../http/merchant.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { loadRules } from '../http/rules.ts';
import { siteOrigin } from '../http/siteUrl.ts';
import { checkRegistration, createRegisteredMember } from './register.ts';

/** Links an agent may keep. */
const MAX_AFFILIATE_URLS = 10;
/** Code letters: no 0/O, 1/I, so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

type UrlItem = AffiliateUrlsResponse['list'][number];
interface UrlRow {
  id: number;
  code: string;
  note: string;
  created_at: number;
  registrations: number;
}

// On the brand's configured host (never the request's Host header); root-relative if it has none.
const registerUrl = (m: Merchant, code: string) => `${siteOrigin(m) ?? ''}/m/register?affiliateCode=${encodeURIComponent(code)}`;

export function registerLinkRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;
  const toItem = (m: Merchant, r: UrlRow): UrlItem => ({
    id: r.id,
    code: r.code,
    url: registerUrl(m, r.code),
    note: r.note,
    createdAt: r.created_at,
    registrations: r.registrations,
  });

  callRoute(app, 'affiliateUrls', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireAgent(req);
    const rows = await db.query<UrlRow>(
      `SELECT u.id, u.code, u.note, u.created_at, (SELECT count(*)::int FROM members x WHERE x.affiliate_url_id = u.id) AS registrations
         FROM agent_affiliate_urls u WHERE u.member_id = $1 ORDER BY u.id`,
      [s.memberId],
    );
    return ok({ list: rows.map((r) => toItem(m, r)) });
  });

  callRoute(app, 'createAffiliateUrl', async (body, req) => {
    const m = await merchantOf(req);
    const s = await requireAgent(req);
    const row = await db.transaction(async (tx) => {
      // The agent's row lock makes simultaneous requests count one after the other.
      await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [s.memberId]);
      const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_affiliate_urls WHERE member_id = $1', [s.memberId]);
      if (n >= MAX_AFFILIATE_URLS) {
        throw new ApiError(409, 'affiliate.url.limit', `You can keep at most ${MAX_AFFILIATE_URLS} links.`, { limit: MAX_AFFILIATE_URLS });
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
        const taken = await tx.query('SELECT 1 FROM members WHERE merchant_id = $1 AND affiliate_code = $2', [m.id, code]);
        if (taken.length > 0) continue;
        const [created] = await tx.query<UrlRow>(
          `INSERT INTO agent_affiliate_urls (merchant_id, member_id, code, note, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING RETURNING id, code, note, created_at, 0 AS registrations`,
          [m.id, s.memberId, code, (body.note ?? '').trim(), now()],
        );
        if (created) return created;
      }
      throw new ApiError(503, 'system.busy', 'Please try again.');
    });
    return ok(toItem(m, row));
  });

  callRoute(app, 'deleteAffiliateUrl', async (body, req) => {
    const s = await requireAgent(req);
    const rows = await db.query('DELETE FROM agent_affiliate_urls WHERE id = $1 AND member_id = $2 RETURNING id', [body.id, s.memberId]);
    if (rows.length === 0) throw new ApiError(404, 'affiliate.url.not.found', 'No such link.');
    return ok(true);
  });

  callRoute(app, 'agentRegister', async (body, req) => {
    const m = await merchantOf(req);
    const s = await requireAgent(req);
    const t = now();
    await enforce(db, t, [{ key: `agentRegister:agent:${s.memberId}`, limit: LIMITS.agentRegisterPerAgent }]);
    const rules = await loadRules(db, m.id);
    // The register rule set without what a walk-in registration proves or names: SMS code, captcha, affiliate.
    const { mobile, use } = await checkRegistration(db, m, rules, body, {
      mode: 'username',
      needCode: false,
      now: t,
      skip: ['verificationCode', 'affiliateCode', 'recommenderId'],
    });
    const username = body.username.trim();
    const id = await createRegisteredMember(db, m, body, {
      use,
      mobile,
      username,
      parentId: s.memberId,
      registerMethod: 'AGENT',
      ip: clientIp(req),
      now: t,
    });
    return ok({ id, userName: username });
  });
}
