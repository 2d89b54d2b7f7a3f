/**
 * The lottery's schedule and bet rules, pure: draw numbers around midnight, the open draw inside a close window,
 * draw numbers read back (a Vietnamese date a UTC day apart), and what each pick wins.
 */
import { describe, expect, it } from 'vitest';
import { payoutCents, pickKind, pickWins } from '../../../server/src/lottery/rules.ts';
import { drawAt, type LotteryTimes, openDraw, pastDraws, timeOfDrawNo } from '../../../server/src/lottery/schedule.ts';

const MIN = 60_000;
const T0 = Date.UTC(2025, 5, 1);
const num5: LotteryTimes = { kind: 'NUMERO', intervalMinutes: 5, drawMinuteUtc: null, closeSeconds: 30 };
const north: LotteryTimes = { kind: 'VIETNAM', intervalMinutes: null, drawMinuteUtc: 11 * 60 + 15, closeSeconds: 900 };
/** A draw at 20:00 UTC is 03:00 the next day in Vietnam. */
const late: LotteryTimes = { kind: 'VIETNAM', intervalMinutes: null, drawMinuteUtc: 20 * 60, closeSeconds: 900 };

describe('lottery schedule', () => {
  it('numbers numero draws within the UTC day, the midnight draw closing the day before', () => {
    expect(drawAt(num5, T0 + 5 * MIN).drawNo).toBe('20250601-0001');
    expect(drawAt(num5, T0).drawNo).toBe('20250531-0288');
    expect(pastDraws(num5, T0 + 7 * MIN, 2).map((d) => d.drawNo)).toEqual(['20250601-0001', '20250531-0288']);
  });

  it('takes bets on the next draw until its close, then on the one after', () => {
    expect(openDraw(num5, T0 + 4 * MIN).drawNo).toBe('20250601-0001');
    expect(openDraw(num5, T0 + 4.5 * MIN).drawNo).toBe('20250601-0002');
    expect(openDraw(north, T0 + 11 * 60 * MIN - 1)).toEqual({ drawNo: '20250601', drawAt: T0 + 675 * MIN, closeAt: T0 + 660 * MIN });
    expect(openDraw(north, T0 + 11 * 60 * MIN).drawNo).toBe('20250602');
  });

  it('reads draw numbers back, and refuses numbers the lottery has no draw for', () => {
    expect(timeOfDrawNo(num5, '20250601-0001')).toBe(T0 + 5 * MIN);
    expect(timeOfDrawNo(num5, '20250601-0288')).toBe(T0 + 1440 * MIN);
    expect(timeOfDrawNo(num5, '20250601-0289')).toBeNull();
    expect(timeOfDrawNo(num5, '20250601-0000')).toBeNull();
    expect(timeOfDrawNo(num5, '20250601')).toBeNull();
    expect(timeOfDrawNo(north, '20250601')).toBe(T0 + 675 * MIN);
    expect(timeOfDrawNo(north, '20250230')).toBeNull();
    expect(timeOfDrawNo(north, '20250601-0001')).toBeNull();
    const at = T0 + 20 * 60 * MIN;
    expect(drawAt(late, at).drawNo).toBe('20250602');
    expect(timeOfDrawNo(late, '20250602')).toBe(at);
  });
});

describe('lottery picks', () => {
  it('wins on the last digits or the digit sum, and pays stake x odds rounded down', () => {
    expect(pickKind('Tradition', '07')).toBe('2D');
    expect(pickKind('Tradition', '707')).toBe('3D');
    expect(pickKind('Tradition', 'BIG')).toBeNull();
    expect(pickKind('Entertainment', '07')).toBeNull();
    expect(pickWins('07', '12307')).toBe(true);
    expect(pickWins('307', '12307')).toBe(true);
    expect(pickWins('70', '12307')).toBe(false);
    // 9+9+5+0+0 = 23: big and odd; 9+9+4+0+0 = 22: small and even.
    expect(['BIG', 'SMALL', 'ODD', 'EVEN'].map((p) => pickWins(p, '99500'))).toEqual([true, false, true, false]);
    expect(['BIG', 'SMALL', 'ODD', 'EVEN'].map((p) => pickWins(p, '99400'))).toEqual([false, true, false, true]);
    expect(payoutCents(101, 195)).toBe(196);
  });
});
