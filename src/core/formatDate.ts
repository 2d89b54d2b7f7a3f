import { wallClock } from './zonedTime.ts';

/**
 * Calendar days as the platform writes them: promotions YYYY/MM/DD, notices and letters YYYY-MM-DD. The platform
 * sends a day as the epoch milliseconds of its UTC midnight, so the day is read in UTC: read in the device's zone
 * it would show the day before west of Greenwich.
 */
export function formatDay(ms: number, separator: '/' | '-'): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())].join(separator);
}

/** A promotion's run: "2025/01/06 - 2030/12/31", or "2025/01/01 - <long term>" when it has no end. */
export function promotionPeriod(p: { startDate: number; endDate: number | null; noExpiry: 0 | 1 }, longTerm: string): string {
  const start = formatDay(p.startDate, '/');
  if (p.noExpiry === 1 || p.endDate === null) return `${start} - ${longTerm}`;
  return `${start} - ${formatDay(p.endDate, '/')}`;
}

/**
 * A moment on the brand's clock, "2025-06-01 12:05" (zone: an IANA name Intl knows). Every time the app shows is
 * in the zone the platform's days count in, so a time and the day a report or a period chip files it under agree
 * whatever the device's own zone; the lists that choose periods say which zone that is.
 */
export function formatDateTime(ms: number, zone: string): string {
  if (!Number.isFinite(ms)) return '';
  const d = new Date(wallClock(ms, zone));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(d.getTime(), '-')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The brand's day a moment falls on, "2025-06-01": a registration or a letter, not a platform day (formatDay). */
export const formatInstantDay = (ms: number, zone: string): string => (Number.isFinite(ms) ? formatDay(wallClock(ms, zone), '-') : '');

/** A date range preset: today, yesterday, this week (from Monday), this month, the last 7 or the last 30 days. */
export type RangePreset = 'today' | 'yesterday' | 'week' | 'month' | '7d' | '30d';

/** A range of the platform's days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/**
 * The days of a range preset ending today in the brand's time zone (yesterday: that one day); a week starts on
 * Monday (ISO 8601).
 */
export function presetRange(preset: RangePreset, instant: number, timeZone: string): DayRange {
  const nowMs = wallClock(instant, timeZone);
  const today = formatDay(nowMs, '-');
  const since = (days: number) => ({ startDate: formatDay(nowMs - days * DAY_MS, '-'), endDate: today });
  const d = new Date(nowMs);
  switch (preset) {
    case 'today':
      return since(0);
    case 'yesterday': {
      const day = formatDay(nowMs - DAY_MS, '-');
      return { startDate: day, endDate: day };
    }
    case 'week':
      return since((d.getUTCDay() + 6) % 7);
    case 'month':
      return since(d.getUTCDate() - 1);
    case '7d':
      return since(6);
    case '30d':
      return since(29);
  }
}

/** Days in a range, both ends included (0 when a date is not a valid YYYY-MM-DD or the end comes first). */
export function rangeDays({ startDate, endDate }: DayRange): number {
  const ok = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && formatDay(Date.parse(`${s}T00:00:00Z`), '-') === s;
  if (!ok(startDate) || !ok(endDate)) return 0;
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  return Math.max(0, days);
}

/**
 * What is wrong with a range typed by hand, or null: a date missing or invalid, the end before the start, or more
 * days than the platform answers for (reports 93, team KPI 366).
 */
export function rangeProblem(range: DayRange, maxDays: number): 'missing' | 'order' | 'length' | null {
  if (!range.startDate || !range.endDate) return 'missing';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(range.endDate)) return 'missing';
  if (range.endDate < range.startDate) return 'order';
  const days = rangeDays(range);
  if (days === 0) return 'missing';
  return days > maxDays ? 'length' : null;
}
