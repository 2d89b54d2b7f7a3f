import type { FastifyRequest } from 'fastify';
import { memberByUsername, type MemberRow } from '../db/members.ts';
import { createSession } from '../http/auth.ts';
import { ApiError } from '../http/envelope.ts';
import { findMerchant } from '../http/merchant.ts';
import { clientIp, deviceOf } from '../http/request.ts';
import type { Operator } from '../operators/guard.ts';
import { appendAudit } from '../operators/audit.ts';
import { createTrialMember } from '../routes/login.ts';
import type { BrandRow } from './store.ts';

/** The session kinds the studio's preview can sign in as (beside a visitor, which needs no session). */
export const PREVIEW_SESSION_KINDS = ['member', 'trial', 'agent'] as const;
export type PreviewSessionKind = (typeof PREVIEW_SESSION_KINDS)[number];

/**
 * The demo accounts each merchant is seeded with in demo mode (server/src/seed/members.ts; server/README.md lists
 * them): a player and an agent with a team. A trial is a new free-play account each time, as the app's "try it"
 * makes one.
 */
const DEMO_ACCOUNT: Record<Exclude<PreviewSessionKind, 'trial'>, string> = { member: 'demo0', agent: 'agent1' };

export interface PreviewSession {
  token: string;
  username: string;
  memberType: number;
  merchantCode: string;
}

/**
 * A player session on the brand's merchant for the studio's preview: demo mode only (the demo accounts' passwords
 * are published, so they exist only there; 404 `studio.demo.off` otherwise). The session is an ordinary one (the
 * preview calls the platform with it as the app would), opened without the account's password, which is why it
 * is audited as `studio.preview.session`.
 */
export async function openPreviewSession(req: FastifyRequest, op: Operator, brand: BrandRow, kind: PreviewSessionKind): Promise<PreviewSession> {
  const { db, now, demoMode, sessionTtlMs } = req.server.ctx;
  if (!demoMode) {
    throw new ApiError(404, 'studio.demo.off', 'Preview sessions use the demo accounts, which exist only in demo mode (DEMO_MODE=1): preview as a visitor.');
  }
  const merchant = await findMerchant(db, brand.merchantCode);
  if (!merchant) throw new ApiError(404, 'studio.demo.account', `Brand ${brand.id}'s merchant ${brand.merchantCode} is not on this platform.`);
  const t = now();
  return db.transaction(async (tx) => {
    let member: MemberRow | undefined;
    if (kind === 'trial') member = await createTrialMember(tx, merchant.id, t, clientIp(req));
    else member = await memberByUsername(tx, merchant.id, DEMO_ACCOUNT[kind]);
    if (!member) {
      throw new ApiError(
        404,
        'studio.demo.account',
        `Merchant ${merchant.code} has no demo ${kind} (${DEMO_ACCOUNT[kind as 'member' | 'agent']}): it was not seeded in demo mode.`,
      );
    }
    const token = await createSession(tx, {
      memberId: member.id,
      merchantId: merchant.id,
      now: t,
      ttlMs: sessionTtlMs,
      ip: clientIp(req),
      device: deviceOf(req),
    });
    await appendAudit(
      tx,
      {
        operator: op,
        action: 'studio.preview.session',
        brand: brand.id,
        summary: `${op.username} previewed ${brand.id} signed in as ${member.username} (${kind})`,
        details: { kind, member: member.username, merchant: merchant.code },
      },
      t,
    );
    return { token, username: member.username, memberType: member.type, merchantCode: merchant.code };
  });
}
