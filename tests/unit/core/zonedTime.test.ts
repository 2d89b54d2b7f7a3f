import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, periodFirstDay, periodStart, zonedDay, zonedDayStart, zoneOffset } from '../../../src/core/zonedTime.ts';

const at = (iso: string) => Date.parse(iso);

describe('zoned calendar days', () => {
  it('a Manila day starts at 16:00 UTC the day before', () => {
    expect(zoneOffset(at('2026-06-01T00:00:00Z'), 'Asia/Manila')).toBe(8 * 3600_000);
    expect(zonedDay(at('2026-05-31T15:59:59Z'), 'Asia/Manila')).toBe('2026-05-31');
    expect(zonedDay(at('2026-05-31T16:00:00Z'), 'Asia/Manila')).toBe('2026-06-01');
    expect(zonedDayStart('2026-06-01', 'Asia/Manila')).toBe(at('2026-05-31T16:00:00Z'));
  });

  it('UTC days are the ISO dates', () => {
    expect(zonedDay(at('2026-06-01T23:59:59Z'), 'UTC')).toBe('2026-06-01');
    expect(zonedDayStart('2026-06-01', 'UTC')).toBe(at('2026-06-01T00:00:00Z'));
  });

  it('follows summer time: New York days start at 04:00 UTC in July and 05:00 UTC in January', () => {
    expect(zonedDayStart('2026-07-10', 'America/New_York')).toBe(at('2026-07-10T04:00:00Z'));
    expect(zonedDayStart('2026-01-10', 'America/New_York')).toBe(at('2026-01-10T05:00:00Z'));
    // The day the clocks go forward (2026-03-08) still starts at its midnight, under the winter offset.
    expect(zonedDayStart('2026-03-08', 'America/New_York')).toBe(at('2026-03-08T05:00:00Z'));
    expect(zonedDayStart('2026-03-09', 'America/New_York')).toBe(at('2026-03-09T04:00:00Z'));
  });

  it('weeks start on Monday and months on the 1st, in the zone', () => {
    // Sunday 2026-06-07 20:00 UTC is Monday 04:00 in Manila.
    const ms = at('2026-06-07T20:00:00Z');
    expect(periodFirstDay(ms, 'week', 'UTC')).toBe('2026-06-01');
    expect(periodFirstDay(ms, 'week', 'Asia/Manila')).toBe('2026-06-08');
    expect(periodStart(ms, 'week', 'Asia/Manila')).toBe(at('2026-06-07T16:00:00Z'));
    // 2026-06-30 18:00 UTC is already July in Manila.
    expect(periodFirstDay(at('2026-06-30T18:00:00Z'), 'month', 'Asia/Manila')).toBe('2026-07-01');
    expect(periodStart(at('2026-06-30T18:00:00Z'), 'day', 'Asia/Manila')).toBe(at('2026-06-30T16:00:00Z'));
  });

  it('adds calendar days and knows which zone names exist', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(Number.isNaN(zonedDayStart('not a day', 'UTC'))).toBe(true);
  });
});
