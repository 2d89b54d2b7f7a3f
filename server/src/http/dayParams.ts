import { addDays, zonedDayStart } from '../../../src/core/zonedTime.ts';
import { ApiError } from './envelope.ts';

const DAY_MS = 86_400_000;

/** A request's day 'YYYY-MM-DD', checked: 400 validation.failed naming the field for a date that does not exist (2025-02-30). */
function checkedDay(value: string, field: string): string {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new ApiError(400, 'validation.failed', `${field} is not a valid date.`, { field });
  }
  return value;
}

/** The instant a request's day begins in the merchant's time zone (the day checked as checkedDay does). */
export const dayStartIn = (value: string, field: string, zone: string): number => zonedDayStart(checkedDay(value, field), zone);

/** The instant the day after a request's day begins in the zone: the end (excluded) of a range ending that day. */
export const dayEndIn = (value: string, field: string, zone: string): number => zonedDayStart(addDays(checkedDay(value, field), 1), zone);

/** An inclusive range of days, checked: both dates exist, end not before start, at most `maxDays` days. */
export function dayRange(startDate: string, endDate: string, maxDays: number): { start: string; end: string } {
  const from = Date.parse(`${checkedDay(startDate, 'startDate')}T00:00:00Z`);
  const to = Date.parse(`${checkedDay(endDate, 'endDate')}T00:00:00Z`);
  if (to < from) throw new ApiError(400, 'validation.failed', 'endDate is before startDate.', { field: 'endDate' });
  if ((to - from) / DAY_MS + 1 > maxDays) {
    throw new ApiError(400, 'validation.failed', `The date range is longer than ${maxDays} days.`, { field: 'endDate' });
  }
  return { start: startDate, end: endDate };
}
