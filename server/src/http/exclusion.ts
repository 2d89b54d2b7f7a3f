/**
 * Time-outs and self-exclusion (responsible gaming). A member excludes themself for a period (selfExclude in
 * routes/responsibleGaming.ts); every exclusion is kept in member_exclusions, and the one in force is the one that
 * ends last. While it lasts, signIn refuses every login with the right credentials (403 `login.excluded`).
 */
import type { Queryable } from '../db/index.ts';
import { ApiError } from './envelope.ts';

const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', '1y'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type ExclusionKind = 'timeout' | 'selfExclusion';

export interface Exclusion {
  kind: ExclusionKind;
  until: number;
}

const DAY = 86_400_000;

/** 24h, 7d and 30d are a time-out; 6m and 1y a self-exclusion. */
export const exclusionKind = (period: ExclusionPeriod): ExclusionKind => (period === '6m' || period === '1y' ? 'selfExclusion' : 'timeout');

/** `t` plus whole calendar months in UTC, the day clamped to the month's last (Aug 31 + 6 months = Feb 28/29). */
function addMonthsUtc(t: number, months: number): number {
  const d = new Date(t);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** When an exclusion asked for at `now` ends. */
export function exclusionEnd(period: ExclusionPeriod, now: number): number {
  switch (period) {
    case '24h':
      return now + DAY;
    case '7d':
      return now + 7 * DAY;
    case '30d':
      return now + 30 * DAY;
    case '6m':
      return addMonthsUtc(now, 6);
    case '1y':
      return addMonthsUtc(now, 12);
  }
}

/** The exclusion in force at `now` (the one ending last), or null. */
export async function currentExclusion(db: Queryable, memberId: number, now: number): Promise<Exclusion | null> {
  const rows = await db.query<{ kind: ExclusionKind; ends_at: number }>(
    'SELECT kind, ends_at FROM member_exclusions WHERE member_id = $1 AND ends_at > $2 ORDER BY ends_at DESC LIMIT 1',
    [memberId, now],
  );
  return rows[0] ? { kind: rows[0].kind, until: Number(rows[0].ends_at) } : null;
}

/** "2026-01-15 04:00" (UTC). */
export const utcMinute = (t: number): string => new Date(t).toISOString().slice(0, 16).replace('T', ' ');

/** 403 `login.excluded` with value `{until}`: only ever answered to someone who gave the right credentials. */
export const excludedError = (until: number): ApiError =>
  new ApiError(403, 'login.excluded', `This account is excluded from play until ${utcMinute(until)} UTC.`, { until });
