import { describe, expect, it } from 'vitest';
import { formatDateTime, formatInstantDay, presetRange, rangeDays, rangeProblem } from '../../../src/core/formatDate.ts';

// Wednesday 2025-06-18 02:30 UTC (still Tuesday evening west of Greenwich: the platform's days are UTC).
const NOW = Date.parse('2025-06-18T02:30:00Z');

describe('presetRange', () => {
  it('answers the UTC days of each preset, both ends included', () => {
    expect(presetRange('today', NOW, 'UTC')).toEqual({ startDate: '2025-06-18', endDate: '2025-06-18' });
    expect(presetRange('yesterday', NOW, 'UTC')).toEqual({ startDate: '2025-06-17', endDate: '2025-06-17' });
    expect(presetRange('week', NOW, 'UTC')).toEqual({ startDate: '2025-06-16', endDate: '2025-06-18' });
    expect(presetRange('month', NOW, 'UTC')).toEqual({ startDate: '2025-06-01', endDate: '2025-06-18' });
    expect(presetRange('7d', NOW, 'UTC')).toEqual({ startDate: '2025-06-12', endDate: '2025-06-18' });
    expect(presetRange('30d', NOW, 'UTC')).toEqual({ startDate: '2025-05-20', endDate: '2025-06-18' });
  });

  it('starts a week on Monday, so on a Monday or a Sunday it is that Monday', () => {
    expect(presetRange('week', Date.parse('2025-06-16T12:00:00Z'), 'UTC').startDate).toBe('2025-06-16');
    expect(presetRange('week', Date.parse('2025-06-22T23:59:00Z'), 'UTC')).toEqual({ startDate: '2025-06-16', endDate: '2025-06-22' });
  });

  it('crosses months and years', () => {
    expect(presetRange('yesterday', Date.parse('2025-01-01T00:00:00Z'), 'UTC').startDate).toBe('2024-12-31');
    expect(presetRange('week', Date.parse('2025-01-01T08:00:00Z'), 'UTC').startDate).toBe('2024-12-30');
    expect(presetRange('month', Date.parse('2025-03-01T08:00:00Z'), 'UTC')).toEqual({ startDate: '2025-03-01', endDate: '2025-03-01' });
  });

  it("counts the brand's days: at 20:00 UTC on Sunday it is already Monday in Manila", () => {
    const sundayEvening = Date.parse('2025-06-22T20:00:00Z');
    expect(presetRange('today', sundayEvening, 'Asia/Manila')).toEqual({ startDate: '2025-06-23', endDate: '2025-06-23' });
    expect(presetRange('week', sundayEvening, 'Asia/Manila').startDate).toBe('2025-06-23');
    expect(presetRange('week', sundayEvening, 'UTC').startDate).toBe('2025-06-16');
  });
});

describe('rangeDays and rangeProblem', () => {
  it('counts both ends', () => {
    expect(rangeDays({ startDate: '2025-06-01', endDate: '2025-06-01' })).toBe(1);
    expect(rangeDays({ startDate: '2024-02-28', endDate: '2024-03-01' })).toBe(3);
    expect(rangeDays({ startDate: '2025-02-30', endDate: '2025-03-01' })).toBe(0);
  });

  it('names what is wrong with a range typed by hand', () => {
    expect(rangeProblem({ startDate: '', endDate: '2025-06-01' }, 93)).toBe('missing');
    expect(rangeProblem({ startDate: '2025-13-01', endDate: '2025-13-02' }, 93)).toBe('missing');
    expect(rangeProblem({ startDate: '2025-06-02', endDate: '2025-06-01' }, 93)).toBe('order');
    // 2025-01-01 .. 2025-04-03 is 93 days, the reports' longest range.
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-03' }, 93)).toBeNull();
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-04' }, 93)).toBe('length');
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-04' }, 366)).toBeNull();
  });
});

describe('formatDateTime and formatInstantDay', () => {
  // 19:07 UTC on 29 November is 03:07 on 30 November in Manila and 14:07 on the 29th in New York.
  const AT = Date.parse('2026-11-29T19:07:00Z');

  it("write a moment on the brand's clock, whatever the device's zone", () => {
    expect(formatDateTime(AT, 'Asia/Manila')).toBe('2026-11-30 03:07');
    expect(formatDateTime(AT, 'UTC')).toBe('2026-11-29 19:07');
    expect(formatDateTime(AT, 'America/New_York')).toBe('2026-11-29 14:07');
    expect(formatInstantDay(AT, 'Asia/Manila')).toBe('2026-11-30');
    expect(formatInstantDay(AT, 'UTC')).toBe('2026-11-29');
  });

  it('write nothing for a moment that is not one', () => {
    expect(formatDateTime(Number.NaN, 'Asia/Manila')).toBe('');
    expect(formatInstantDay(Number.POSITIVE_INFINITY, 'UTC')).toBe('');
  });
});
