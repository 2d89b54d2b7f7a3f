/**
 * Deposit limits (responsible gaming): per member a daily, weekly and monthly limit. A first or lower limit applies
 * at once; a higher one or a removal waits 24 hours (pending), and a due pending change is applied lazily whenever
 * the limits are read or checked. `used` counts the member's deposit orders PENDING or SUCCESS created in the
 * current period, on the server clock in the merchant's time zone (day from midnight, week from Monday, month from
 * the 1st).
 *
 * enforceDepositLimits runs inside the deposit request's transaction, under the member row lock, so concurrent
 * requests are checked one after the other and cannot pass a limit together. Limits are enforced whether or not
 * the merchant's RESPGAME3 flag is on (the flag only gates changing them).
 */
import { periodStart } from '../../../src/core/zonedTime.ts';
import type { DepositLimit } from '../../../src/generated/api/shapes/responsibleGaming.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { fromCents } from './money.ts';

const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A raise or a removal applies this long after it was asked for. */
const LIMIT_COOLING_OFF_MS = 24 * 3600_000;
export const MIN_LIMIT_CENTS = 100;
export const MAX_LIMIT_CENTS = 1_000_000_000;

const ADJECTIVE: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

interface LimitRow {
  period: LimitPeriod;
  amount_cents: number | null;
  pending_amount_cents: number | null;
  pending_effective_at: number | null;
}

/** Applies the member's pending changes that are due; drops rows left with no limit and nothing pending. */
async function applyDue(db: Queryable, memberId: number, now: number): Promise<void> {
  await db.query(
    `UPDATE member_deposit_limits SET amount_cents = pending_amount_cents, pending_amount_cents = NULL, pending_effective_at = NULL, updated_at = $2
      WHERE member_id = $1 AND pending_effective_at <= $2`,
    [memberId, now],
  );
  await db.query('DELETE FROM member_deposit_limits WHERE member_id = $1 AND amount_cents IS NULL AND pending_effective_at IS NULL', [memberId]);
}

/** The member's limit rows by period, after applying the pending changes that are due (writes only then). */
async function limitRows(db: Queryable, memberId: number, now: number): Promise<Map<LimitPeriod, LimitRow>> {
  const select = () =>
    db.query<LimitRow>('SELECT period, amount_cents, pending_amount_cents, pending_effective_at FROM member_deposit_limits WHERE member_id = $1', [memberId]);
  let rows = await select();
  if (rows.some((r) => r.pending_effective_at != null && Number(r.pending_effective_at) <= now)) {
    await applyDue(db, memberId, now);
    rows = await select();
  }
  return new Map(rows.map((r) => [r.period, r]));
}

/** Cents of the member's deposit orders PENDING or SUCCESS created in each current period. */
async function usedByPeriod(db: Queryable, o: { memberId: number; now: number; timeZone: string }): Promise<Record<LimitPeriod, number>> {
  const day = periodStart(o.now, 'day', o.timeZone);
  const week = periodStart(o.now, 'week', o.timeZone);
  const month = periodStart(o.now, 'month', o.timeZone);
  const [row] = await db.query<Record<LimitPeriod, number>>(
    `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE created_at >= $2), 0)::float8 AS day,
            COALESCE(SUM(amount_cents) FILTER (WHERE created_at >= $3), 0)::float8 AS week,
            COALESCE(SUM(amount_cents) FILTER (WHERE created_at >= $4), 0)::float8 AS month
       FROM deposit_orders WHERE member_id = $1 AND status IN ('PENDING', 'SUCCESS') AND created_at >= $5`,
    [o.memberId, day, week, month, Math.min(week, month)],
  );
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

/** The member's three limits as the API answers them (due pending changes applied first). */
export async function readDepositLimits(db: Queryable, o: { memberId: number; now: number; timeZone: string }): Promise<Record<LimitPeriod, DepositLimit>> {
  const rows = await limitRows(db, o.memberId, o.now);
  const used = await usedByPeriod(db, o);
  const out = {} as Record<LimitPeriod, DepositLimit>;
  for (const period of LIMIT_PERIODS) {
    const r = rows.get(period);
    const amount = r?.amount_cents == null ? null : fromCents(Number(r.amount_cents));
    const pending =
      r?.pending_effective_at == null
        ? null
        : { amount: r.pending_amount_cents == null ? null : fromCents(Number(r.pending_amount_cents)), effectiveAt: Number(r.pending_effective_at) };
    out[period] = { amount, used: fromCents(used[period]), pending };
  }
  return out;
}

/**
 * Sets (cents) or removes (null) the limit of a period. A first limit, a lower one or the same one applies at once
 * and cancels a pending change; a higher one or a removal becomes pending for 24 hours (asking for the same pending
 * change again keeps its time). Run it in a transaction that holds the member row lock.
 */
export async function setDepositLimit(tx: Queryable, o: { memberId: number; period: LimitPeriod; cents: number | null; now: number }): Promise<void> {
  const current = (await limitRows(tx, o.memberId, o.now)).get(o.period);
  const inForce = current?.amount_cents == null ? null : Number(current.amount_cents);
  if (o.cents !== null && (inForce === null || o.cents <= inForce)) {
    await tx.query(
      `INSERT INTO member_deposit_limits (member_id, period, amount_cents, pending_amount_cents, pending_effective_at, updated_at)
       VALUES ($1, $2, $3, NULL, NULL, $4)
       ON CONFLICT (member_id, period) DO UPDATE
         SET amount_cents = EXCLUDED.amount_cents, pending_amount_cents = NULL, pending_effective_at = NULL, updated_at = EXCLUDED.updated_at`,
      [o.memberId, o.period, o.cents, o.now],
    );
    return;
  }
  if (inForce === null) return; // removing a limit that is not there (nothing can be pending then)
  const samePending = current?.pending_effective_at != null && (current.pending_amount_cents == null ? null : Number(current.pending_amount_cents)) === o.cents;
  if (samePending) return;
  await tx.query(
    `UPDATE member_deposit_limits SET pending_amount_cents = $3, pending_effective_at = $4, updated_at = $5 WHERE member_id = $1 AND period = $2`,
    [o.memberId, o.period, o.cents, o.now + LIMIT_COOLING_OFF_MS, o.now],
  );
}

/** Cents as the messages show money: 123450 -> "1,234.50". */
export function formatMoney(cents: number): string {
  const [whole, part] = (Math.round(cents) / 100).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

/**
 * Refuses a deposit request that would take any period's `used + amount` over its limit: 400
 * `deposit.limit.exceeded` with value `{period, limit, remaining}` (the tightest limit when several are passed).
 * Call it inside the deposit request's transaction, before the order is inserted: it locks the member row, so a
 * concurrent request for the same member waits until this one commits and then counts its order.
 */
export async function enforceDepositLimits(tx: Queryable, o: { memberId: number; amountCents: number; now: number; timeZone: string }): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [o.memberId]);
  const rows = await limitRows(tx, o.memberId, o.now);
  if (![...rows.values()].some((r) => r.amount_cents != null)) return;
  const used = await usedByPeriod(tx, o);
  let worst: { period: LimitPeriod; limit: number; remaining: number } | undefined;
  for (const period of LIMIT_PERIODS) {
    const limit = rows.get(period)?.amount_cents;
    if (limit == null) continue;
    const remaining = Math.max(0, Number(limit) - used[period]);
    if (o.amountCents > remaining && (!worst || remaining < worst.remaining)) worst = { period, limit: Number(limit), remaining };
  }
  if (!worst) return;
  throw new ApiError(
    400,
    'deposit.limit.exceeded',
    `This deposit would pass your ${ADJECTIVE[worst.period]} deposit limit of ${formatMoney(worst.limit)} (${formatMoney(worst.remaining)} left).`,
    { period: worst.period, limit: fromCents(worst.limit), remaining: fromCents(worst.remaining) },
  );
}
