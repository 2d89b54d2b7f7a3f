/**
 * What the agent team seeds (demoAgentTeam.ts, agentTeam.ts) share, so that every figure the agent screens show
 * follows from the rows it describes: days of the merchant's time zone (member_daily_activity.day is one, as
 * merchant_day() writes it for real play, and the reports and KPIs count those days), the span of the seeded
 * activity (back to the first day of the oldest dividend settlement, so each settlement sums rows the team P&L
 * report shows), a last login that agrees with the member's registration and bets, and the dividend contract's
 * tiers, from which the settlements' rates follow.
 */
import { addDays, zonedDay, zonedDayStart } from '../../../src/core/zonedTime.ts';
import type { Queryable } from '../db/index.ts';

/** The seed's clock and the merchant's time zone (its days: reports, KPIs, settlements). */
export interface TeamClock {
  now: number;
  timeZone: string;
}

/** The merchant's time zone, as merchant_day() reads it. */
export async function merchantTimeZone(tx: Queryable, merchantId: number): Promise<string> {
  const [r] = await tx.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE id = $1', [merchantId]);
  return r?.time_zone ?? 'UTC';
}

/** The dividend contract's tiers (a share of the team's loss, the house's profit, from minProfit on). */
export const DIVIDEND_TIERS = [
  { minProfit: 10_000, rate: 0.2 },
  { minProfit: 50_000, rate: 0.3 },
];

/** The rate in percent of a period's team profit (cents, the house's: bets - wins) at the contract's tiers; 0 below them. */
export const dividendRate = (profitCents: number): number =>
  Math.max(0, ...DIVIDEND_TIERS.filter((t) => profitCents >= t.minProfit * 100).map((t) => Math.round(t.rate * 100)));

/** How many half months before the current one are settled. */
const SETTLED_HALF_MONTHS = 6;

interface HalfMonth {
  /** 'YYYY-MM-H1' (1st-15th) or 'YYYY-MM-H2' (16th-end). */
  period: string;
  start: string;
  end: string;
}

/** The settled half months before the current one (the merchant's days), newest first. */
export function settledHalfMonths(c: TeamClock): HalfMonth[] {
  const today = zonedDay(c.now, c.timeZone);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7)) - 1;
  let half = Number(today.slice(8, 10)) <= 15 ? 1 : 2;
  const out: HalfMonth[] = [];
  for (let k = 0; k < SETTLED_HALF_MONTHS; k++) {
    half -= 1;
    if (half === 0) {
      half = 2;
      month -= 1;
      if (month < 0) [month, year] = [11, year - 1];
    }
    const mm = String(month + 1).padStart(2, '0');
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    out.push({
      period: `${year}-${mm}-H${half}`,
      start: `${year}-${mm}-${half === 1 ? '01' : '16'}`,
      end: `${year}-${mm}-${half === 1 ? '15' : String(last)}`,
    });
  }
  return out;
}

/** The days with seeded activity, newest first: today back to the first day of the oldest settled half month (about 100 days). */
export function activityDays(c: TeamClock): string[] {
  const first = settledHalfMonths(c).at(-1)?.start ?? zonedDay(c.now, c.timeZone);
  const days: string[] = [];
  for (let day = zonedDay(c.now, c.timeZone); day >= first; day = addDays(day, -1)) days.push(day);
  return days;
}

/**
 * A member's last login that agrees with its rows: the seed's pick (`wanted`) when it is neither before the member
 * registered, nor after now, nor before the last day the member bet (a member who bet today logged in today: team
 * KPI A counts the last logins within today, KPI B the members with bets today); a later pick is now, an earlier one
 * a time drawn on that last day of bets (or after the registration, for a member who never bet).
 */
export function lastLoginOf(c: TeamClock, createdAt: number, lastBetDay: string | null, wanted: number, rnd: () => number): number {
  const floor = Math.max(createdAt, lastBetDay === null ? createdAt : zonedDayStart(lastBetDay, c.timeZone));
  if (wanted > c.now) return c.now;
  if (wanted >= floor) return wanted;
  const end = lastBetDay === null ? c.now : Math.min(c.now, zonedDayStart(addDays(lastBetDay, 1), c.timeZone) - 1);
  return floor + Math.floor(rnd() * (end - floor + 1));
}

/** One day of a member's activity, amounts in cents. */
export interface ActivityRow {
  day: string;
  betCount: number;
  bet: number;
  valid: number;
  win: number;
  deposit: number;
  withdraw: number;
  rebate: number;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** A member's days of activity, in one statement. */
export async function insertActivity(tx: Queryable, memberId: number, rows: ActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO member_daily_activity (member_id, day, bet_count, bet_amount, valid_bet_amount, win_amount, deposit_amount, withdraw_amount, rebate_amount)
     SELECT $1::int, u.* FROM unnest($2::text[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[]) AS u
     ON CONFLICT DO NOTHING`,
    [
      memberId,
      rows.map((r) => r.day),
      rows.map((r) => r.betCount),
      rows.map((r) => amount(r.bet)),
      rows.map((r) => amount(r.valid)),
      rows.map((r) => amount(r.win)),
      rows.map((r) => amount(r.deposit)),
      rows.map((r) => amount(r.withdraw)),
      rows.map((r) => amount(r.rebate)),
    ],
  );
}
