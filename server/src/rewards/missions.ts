/**
 * Reward centre missions (tables missions, mission_claims; migration 095). A mission is reached when the member's
 * measured `metric` within the current period reaches `target`; its reward is credited once per member and period
 * (a MISSION ledger transaction from the merchant's PROMO account). Progress is read from real data only:
 * - login: days (of the merchant's time zone) with a sign-in (sessions created in the period),
 * - betAmount / betCount: REAL game rounds (every settled paid round is a valid bet),
 * - depositAmount / depositCount: completed deposits (DEPOSIT ledger transactions).
 * Daily missions follow the day, weekly ones the week from Monday, both in the merchant's time zone (the server's
 * clock); 'once' ones never reset.
 *
 * claimMission runs in the claim request's transaction under the member row lock (FOR NO KEY UPDATE, as the deposit
 * routes take it), so concurrent claims are checked one after the other, and the (member, mission, period) primary
 * key of mission_claims refuses a second credit even without the lock.
 */
import { fieldByLanguage, type Texts, textIn } from '../http/localized.ts';
import { addDays, periodFirstDay, zonedDayStart, zoneName } from '../../../src/core/zonedTime.ts';
import type { MissionListResponse } from '../../../src/generated/api/missionList.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { fromCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { openRequirement } from '../ledger/wagering.ts';

export type Mission = MissionListResponse['list'][number];
export type MissionPeriod = Mission['period'];
export type MissionMetric = Mission['metric'];

/** Which whitelabel flag offers a period's missions: daily tasks (MISSIONLB3), the other missions (REWCEN3). */
export const flagOfPeriod = (period: MissionPeriod): 'MISSIONLB3' | 'REWCEN3' => (period === 'daily' ? 'MISSIONLB3' : 'REWCEN3');

/** The period `now` falls in, in the zone: its first ms (0 for 'once'), first day and end (null for 'once'). */
function periodBounds(period: MissionPeriod, now: number, zone: string): { start: number; firstDay: string; end: number | null } {
  if (period === 'once') return { start: 0, firstDay: '', end: null };
  const firstDay = periodFirstDay(now, period === 'daily' ? 'day' : 'week', zone);
  return { start: zonedDayStart(firstDay, zone), firstDay, end: zonedDayStart(addDays(firstDay, period === 'daily' ? 1 : 7), zone) };
}

/** The claim's reference in the member's records: the mission's code and, for a repeating one, its period's first day. */
const referenceOf = (code: string, firstDay: string): string => (firstDay ? `${code} ${firstDay}` : code);

const isMoney = (metric: MissionMetric): boolean => metric === 'betAmount' || metric === 'depositAmount';

interface MissionRow {
  id: number;
  code: string;
  title: string;
  metric: MissionMetric;
  period: MissionPeriod;
  target: number;
  reward_cents: number;
  texts: Texts;
}

const MISSION_COLUMNS = 'id, code, title, texts, metric, period, target::float8 AS target, reward_cents::float8 AS reward_cents';

/** The member's measure of every metric from `since` (epoch ms) on: money in cents, counts as counts. */
async function measure(db: Queryable, o: { merchantId: number; memberId: number }, since: number): Promise<Record<MissionMetric, number>> {
  const [row] = await db.query<Record<MissionMetric, number>>(
    `SELECT
       (SELECT count(DISTINCT merchant_day($3, created_at)) FROM sessions WHERE member_id = $1 AND created_at >= $2)::float8 AS "login",
       (SELECT COALESCE(SUM(bet_cents), 0) FROM game_rounds WHERE member_id = $1 AND mode = 'REAL' AND created_at >= $2)::float8 AS "betAmount",
       (SELECT count(*) FROM game_rounds WHERE member_id = $1 AND mode = 'REAL' AND created_at >= $2)::float8 AS "betCount",
       (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_transactions WHERE member_id = $1 AND kind = 'DEPOSIT' AND created_at >= $2)::float8 AS "depositAmount",
       (SELECT count(*) FROM ledger_transactions WHERE member_id = $1 AND kind = 'DEPOSIT' AND created_at >= $2)::float8 AS "depositCount"`,
    [o.memberId, since, o.merchantId],
  );
  return row;
}

/** Progress of one mission from the measures of its period, with the claim state. */
function toMission(r: MissionRow, measured: number, claimed: boolean, end: number | null, languages: readonly string[] = []): Mission {
  const money = isMoney(r.metric);
  const target = Number(r.target);
  const progress = Math.min(measured, target);
  return {
    missionId: r.id,
    code: r.code,
    title: textIn(r.texts, languages, 'title', r.title),
    metric: r.metric,
    period: r.period,
    target: money ? fromCents(target) : target,
    progress: money ? fromCents(progress) : progress,
    reward: fromCents(Number(r.reward_cents)),
    state: claimed ? 'claimed' : measured >= target ? 'claimable' : 'inProgress',
    periodEnds: end,
  };
}

/** The merchant's active missions of the offered periods, in display order, with the member's progress now. */
export async function listMissions(
  db: Queryable,
  o: { merchantId: number; memberId: number; now: number; timeZone: string; periods: readonly MissionPeriod[]; languages?: readonly string[] },
): Promise<Mission[]> {
  if (o.periods.length === 0) return [];
  const rows = await db.query<MissionRow>(
    `SELECT ${MISSION_COLUMNS} FROM missions WHERE merchant_id = $1 AND active AND period = ANY($2::text[]) ORDER BY sort, id`,
    [o.merchantId, [...o.periods]],
  );
  const starts = new Map(o.periods.map((p) => [p, periodBounds(p, o.now, o.timeZone)]));
  const measures = new Map<number, Record<MissionMetric, number>>();
  for (const { start } of starts.values()) if (!measures.has(start)) measures.set(start, await measure(db, o, start));
  const claims = await db.query<{ mission_id: number; period_start: number }>(
    'SELECT mission_id, period_start::float8 AS period_start FROM mission_claims WHERE member_id = $1 AND mission_id = ANY($2::int[])',
    [o.memberId, rows.map((r) => r.id)],
  );
  const claimed = new Set(claims.map((c) => `${c.mission_id}:${Number(c.period_start)}`));
  return rows.map((r) => {
    const { start, end } = starts.get(r.period) ?? periodBounds(r.period, o.now, o.timeZone);
    return toMission(r, measures.get(start)?.[r.metric] ?? 0, claimed.has(`${r.id}:${start}`), end, o.languages);
  });
}

/**
 * Credits a completed mission's reward for the current period. 404 mission.not.found (unknown, inactive, another
 * merchant's or not offered here), 409 mission.claimed (already claimed this period), 409 mission.not.complete.
 * Run it in the claim request's transaction.
 */
export async function claimMission(
  tx: Queryable,
  o: { merchantId: number; memberId: number; missionId: number; now: number; timeZone: string; periods: readonly MissionPeriod[] },
): Promise<{ mission: Mission; balance: number }> {
  // A concurrent claim by the same member waits here until this one commits, then finds its claim row.
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [o.memberId]);
  const [r] = await tx.query<MissionRow>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE id = $1 AND merchant_id = $2 AND active`, [o.missionId, o.merchantId]);
  if (!r || !o.periods.includes(r.period)) throw new ApiError(404, 'mission.not.found', 'This mission is not available.');
  const { start, firstDay, end } = periodBounds(r.period, o.now, o.timeZone);
  const done = await tx.query('SELECT 1 FROM mission_claims WHERE member_id = $1 AND mission_id = $2 AND period_start = $3', [o.memberId, r.id, start]);
  if (done.length > 0) {
    throw new ApiError(
      409,
      'mission.claimed',
      r.period === 'once'
        ? 'You have already claimed this reward.'
        : `You have already claimed this reward. It can be claimed again from ${addDays(firstDay, r.period === 'daily' ? 1 : 7)} 00:00 ${zoneName(o.timeZone, 'en', o.now)}.`,
    );
  }
  const measured = (await measure(tx, o, start))[r.metric];
  if (measured < Number(r.target))
    throw new ApiError(409, 'mission.not.complete', 'This mission is not complete yet.', { progress: toMission(r, measured, false, end).progress });
  const reward = Number(r.reward_cents);
  const wallet = await memberAccount(tx, o.memberId);
  const promo = await systemAccount(tx, o.merchantId, 'PROMO');
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'MISSION',
    amountCents: reward,
    reference: referenceOf(r.code, firstDay),
    memo: r.title,
    memoTexts: fieldByLanguage(r.texts, 'title'),
    entries: [
      { accountId: promo, cents: -reward },
      { accountId: wallet, cents: reward },
    ],
    now: o.now,
  });
  await openRequirement(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'MISSION',
    txId: posted.txId,
    bonusCents: reward,
    title: r.title,
    titleTexts: fieldByLanguage(r.texts, 'title'),
    now: o.now,
  });
  // The primary key is the last guard: a second credit for the same period cannot be stored.
  await tx.query('INSERT INTO mission_claims (member_id, mission_id, period_start, reward_cents, tx_id, claimed_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    o.memberId,
    r.id,
    start,
    reward,
    posted.txId,
    o.now,
  ]);
  return { mission: toMission(r, measured, true, end), balance: fromCents(posted.balances.get(wallet) ?? 0) };
}
