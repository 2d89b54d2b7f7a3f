/**
 * GET /wps/member/vip (vipLevels): the merchant's VIP levels and where the member stands. The current level is the
 * higher of the stored club label (`members.club_label`, e.g. 'VIP 3') and the highest level whose deposit and bet
 * thresholds the member's lifetime totals both reach; reaching a higher level updates the label (never lowers it).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { VipLevelsResponse } from '../../../src/generated/api/vipLevels.response.ts';
import type { Db } from '../db/index.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { completeDueDeposits } from '../ledger/deposit.ts';
import { fromCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';

type Level = VipLevelsResponse['levels'][number];

interface LevelRow {
  level: number;
  name: string;
  deposit_required_cents: number;
  bet_required_cents: number;
  upgrade_bonus_cents: number;
  monthly_bonus_cents: number;
  rebate_percent: string;
  daily_withdraw_limit_cents: number;
  dedicated_service: boolean;
}

async function vipLevelRows(db: Db, merchantId: number): Promise<LevelRow[]> {
  return db.query<LevelRow>('SELECT * FROM vip_levels WHERE merchant_id = $1 ORDER BY level', [merchantId]);
}

/** The level a stored club label names: a level's name, or 'VIP <n>'; none -> 0. */
function labelLevel(label: string | null, levels: readonly { level: number; name: string }[]): number {
  if (!label) return 0;
  const named = levels.find((l) => l.name.toLowerCase() === label.trim().toLowerCase());
  if (named) return named.level;
  const m = /^vip\s*(\d{1,3})$/i.exec(label.trim());
  return m ? Number(m[1]) : 0;
}

/** Lifetime deposits and bets of a member, in cents (the ledger's DEPOSIT and BET transactions). */
async function lifetimeTotals(db: Db, memberId: number): Promise<{ deposits: number; bets: number }> {
  const rows = await db.query<{ kind: string; cents: string }>(
    `SELECT kind, COALESCE(SUM(amount_cents), 0)::text AS cents FROM ledger_transactions
      WHERE member_id = $1 AND kind IN ('DEPOSIT', 'BET') GROUP BY kind`,
    [memberId],
  );
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  return { deposits: of('DEPOSIT'), bets: of('BET') };
}

const toLevel = (r: LevelRow): Level => ({
  level: r.level,
  name: r.name,
  depositRequired: fromCents(Number(r.deposit_required_cents)),
  betRequired: fromCents(Number(r.bet_required_cents)),
  benefits: {
    upgradeBonus: fromCents(Number(r.upgrade_bonus_cents)),
    monthlyBonus: fromCents(Number(r.monthly_bonus_cents)),
    rebatePercent: Number(r.rebate_percent),
    dailyWithdrawLimit: fromCents(Number(r.daily_withdraw_limit_cents)),
    dedicatedService: r.dedicated_service,
  },
});

const vipRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'vipLevels', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    // Deposits the demo channel has confirmed by now count at once.
    await completeDueDeposits(db, now(), s.memberId);
    const [rows, totals, member] = await Promise.all([
      vipLevelRows(db, m.id),
      lifetimeTotals(db, s.memberId),
      db.query<{ club_label: string | null }>('SELECT club_label FROM members WHERE id = $1', [s.memberId]),
    ]);
    const label = member[0]?.club_label ?? null;
    const deposits = fromCents(totals.deposits);
    const bets = fromCents(totals.bets);
    if (rows.length === 0) {
      return ok({ enabled: false, levels: [], current: { level: 0, name: label ?? '', deposits, bets }, next: null } satisfies VipLevelsResponse);
    }
    const top = rows[rows.length - 1].level;
    const stored = Math.min(labelLevel(label, rows), top);
    const met = rows
      .filter((r) => totals.deposits >= Number(r.deposit_required_cents) && totals.bets >= Number(r.bet_required_cents))
      .reduce((best, r) => Math.max(best, r.level), 0);
    const level = Math.max(stored, met);
    const current = rows.find((r) => r.level === level) ?? rows[0];
    if (met > stored) {
      await db.query('UPDATE members SET club_label = $2 WHERE id = $1', [s.memberId, current.name]);
    }
    const next = rows.find((r) => r.level > current.level);
    return ok({
      enabled: true,
      levels: rows.map(toLevel),
      current: { level: current.level, name: current.name, deposits, bets },
      next: next
        ? {
            level: next.level,
            name: next.name,
            depositsNeeded: fromCents(Math.max(0, Number(next.deposit_required_cents) - totals.deposits)),
            betsNeeded: fromCents(Math.max(0, Number(next.bet_required_cents) - totals.bets)),
          }
        : null,
    } satisfies VipLevelsResponse);
  });
};

export default vipRoutes;
