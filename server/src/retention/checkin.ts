/**
 * Daily check-in (tables checkin_settings, member_checkins; migration 096). A member checks in once per day of the
 * merchant's time zone (the server's clock). Days in a row form a streak of 7: day n of the streak pays the merchant's n-th reward, the
 * day after day 7 starts a new streak at day 1, and a missed day restarts it at day 1. The reward is a CHECKIN
 * ledger credit posted with the check-in row, whose (member, day) key refuses a second one (409 checkin.claimed).
 */
import type { CheckinStatusResponse } from '../../../src/generated/api/checkinStatus.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { fromCents } from '../ledger/money.ts';
import { addDays, zonedDay, zonedDayStart, zoneName } from '../../../src/core/zonedTime.ts';
import { creditMember, lockMember } from './credit.ts';

const STREAK_DAYS = 7;
const DAY = 86_400_000;

interface CheckinRow {
  day: string;
  streak_day: number;
}

/** Where the member stands today: the streak slot today is (1..7), whether it is claimed, the streak so far. */
function standing(rows: readonly CheckinRow[], today: string) {
  const yesterday = addDays(today, -1);
  const last = rows[0];
  const claimedToday = last?.day === today;
  const slot = claimedToday ? last.streak_day : last?.day === yesterday ? (last.streak_day % STREAK_DAYS) + 1 : 1;
  // Days in a row up to today (or yesterday, while today is still open).
  let streak = 0;
  let expected = claimedToday ? today : yesterday;
  for (const r of rows) {
    if (r.day !== expected) break;
    streak++;
    expected = addDays(expected, -1);
  }
  const broken = !claimedToday && last !== undefined && last.day < yesterday;
  const missed = broken ? { lastDay: last.day, days: Math.round((Date.parse(`${yesterday}T00:00:00Z`) - Date.parse(`${last.day}T00:00:00Z`)) / DAY) } : null;
  return { claimedToday, slot, streak, missed };
}

async function rewardsOf(db: Queryable, merchantId: number): Promise<number[] | null> {
  // As text: drivers differ in how they hand over a bigint[].
  const [row] = await db.query<{ rewards: string }>(
    "SELECT array_to_string(day_rewards_cents, ',') AS rewards FROM checkin_settings WHERE merchant_id = $1 AND active",
    [merchantId],
  );
  return row ? row.rewards.split(',').map(Number) : null;
}

async function recentCheckins(db: Queryable, memberId: number): Promise<CheckinRow[]> {
  // A streak longer than a year is still counted up to a year: enough for any screen.
  return db.query<CheckinRow>('SELECT day, streak_day FROM member_checkins WHERE member_id = $1 ORDER BY day DESC LIMIT 366', [memberId]);
}

/** Who checks in, when, and the time zone whose days count. */
interface CheckinAsk {
  merchantId: number;
  memberId: number;
  now: number;
  timeZone: string;
}

export async function checkinStatus(db: Queryable, o: CheckinAsk): Promise<CheckinStatusResponse> {
  const today = zonedDay(o.now, o.timeZone);
  const nextDayAt = zonedDayStart(addDays(today, 1), o.timeZone);
  const rewards = await rewardsOf(db, o.merchantId);
  if (!rewards) return { enabled: false, today, nextDayAt, claimedToday: false, streak: 0, todaySlot: 1, days: [], missed: null };
  const s = standing(await recentCheckins(db, o.memberId), today);
  const start = addDays(today, 1 - s.slot);
  const days = rewards.map((cents, i) => {
    const slot = i + 1;
    const state = slot < s.slot || (slot === s.slot && s.claimedToday) ? 'claimed' : slot === s.slot ? 'claimable' : 'upcoming';
    return { slot, date: addDays(start, i), reward: fromCents(cents), state } as const;
  });
  return { enabled: true, today, nextDayAt, claimedToday: s.claimedToday, streak: s.streak, todaySlot: s.slot, days, missed: s.missed };
}

/** Today's check-in and its reward; run in a transaction (takes the member row lock). */
export async function claimCheckin(tx: Queryable, o: CheckinAsk): Promise<{ day: string; slot: number; amount: number; streak: number; balance: number }> {
  await lockMember(tx, o.memberId);
  const rewards = await rewardsOf(tx, o.merchantId);
  if (!rewards) throw new ApiError(403, 'checkin.unavailable', 'Daily check-in is not offered on this site.');
  const today = zonedDay(o.now, o.timeZone);
  const s = standing(await recentCheckins(tx, o.memberId), today);
  const claimed = () =>
    new ApiError(409, 'checkin.claimed', `You have already checked in today. Come back tomorrow (from 00:00 ${zoneName(o.timeZone, 'en', o.now)}).`);
  if (s.claimedToday) throw claimed();
  const cents = rewards[s.slot - 1];
  const inserted = await tx.query(
    `INSERT INTO member_checkins (member_id, day, streak_day, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, day) DO NOTHING RETURNING day`,
    [o.memberId, today, s.slot, cents, o.now],
  );
  if (inserted.length === 0) throw claimed();
  let balanceCents: number | null = null;
  if (cents > 0) {
    const credit = await creditMember(tx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      kind: 'CHECKIN',
      amountCents: cents,
      reference: `${today} D${s.slot}`,
      memo: `Daily check-in, day ${s.slot}`,
      memoTexts: { EN: `Daily check-in, day ${s.slot}`, TY: `Araw-araw na check-in, ika-${s.slot} araw`, CN: `每日签到第 ${s.slot} 天` },
      now: o.now,
    });
    balanceCents = credit.balanceCents;
    await tx.query('UPDATE member_checkins SET tx_id = $3 WHERE member_id = $1 AND day = $2', [o.memberId, today, credit.txId]);
  }
  if (balanceCents === null) {
    const [b] = await tx.query<{ cents: string }>('SELECT COALESCE(SUM(balance_cents), 0)::text AS cents FROM ledger_accounts WHERE member_id = $1', [
      o.memberId,
    ]);
    balanceCents = Number(b?.cents ?? 0);
  }
  return { day: today, slot: s.slot, amount: fromCents(cents), streak: s.streak + 1, balance: fromCents(balanceCents) };
}
