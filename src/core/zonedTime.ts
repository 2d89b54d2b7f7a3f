/**
 * Calendar days in a brand's time zone (an IANA name: 'Asia/Manila', 'UTC'). The platform's daily, weekly and
 * monthly periods (check-in, missions, deposit limits, reports) begin at midnight there: a Philippine player's
 * "today" starts at 00:00 Manila time, not at 08:00. Intl holds the zones' rules, summer time included.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...fields });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether Intl knows `zone` as a time zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    wallFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's clocks are ahead of UTC at the instant `ms` (Manila: 8 hours), in ms. */
export function zoneOffset(ms: number, zone: string): number {
  const parts = wallFormatter(zone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The zone's wall clock at `ms` written as a UTC instant: its getUTC* fields are the zone's date and time. */
export const wallClock = (ms: number, zone: string): number => ms + zoneOffset(ms, zone);

/** The zone's day of the instant `ms`, 'YYYY-MM-DD'. */
export const zonedDay = (ms: number, zone: string): string => new Date(wallClock(ms, zone)).toISOString().slice(0, 10);

/** The instant the zone's day 'YYYY-MM-DD' begins (NaN for a day that does not parse). */
export function zonedDayStart(day: string, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(wall)) return Number.NaN;
  // The offset at the guessed instant is the one in force at that midnight (a change of offset moves it once).
  return wall - zoneOffset(wall - zoneOffset(wall, zone), zone);
}

/** The day `days` after (before, when negative) the day 'YYYY-MM-DD': calendar days, whatever the zone. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type CalendarPeriod = 'day' | 'week' | 'month';

/** The first day ('YYYY-MM-DD') of the zone's day, week (from Monday) or month the instant `ms` falls in. */
export function periodFirstDay(ms: number, period: CalendarPeriod, zone: string): string {
  const wall = new Date(wallClock(ms, zone));
  const today = wall.toISOString().slice(0, 10);
  if (period === 'day') return today;
  if (period === 'week') return addDays(today, -((wall.getUTCDay() + 6) % 7));
  return `${today.slice(0, 8)}01`;
}

/** The instant the zone's day, week (from Monday) or month containing `ms` begins. */
export const periodStart = (ms: number, period: CalendarPeriod, zone: string): number => zonedDayStart(periodFirstDay(ms, period, zone), zone);

/** The zone's name a person reads in `language` (BCP 47) at `ms`: "UTC", "Philippine Standard Time". */
export function zoneName(zone: string, language: string, ms: number): string {
  if (zone === 'UTC') return 'UTC';
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' }).formatToParts(ms);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}
