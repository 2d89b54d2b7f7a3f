/**
 * When a lottery draws, pure functions of its times and the server's clock. NUMERO draws every interval minutes on
 * the UTC clock (draw N of a day is N intervals after midnight; the one at midnight closes the day before).
 * VIETNAM draws once a day at its region's time; its draw number is the date in Vietnam (UTC+7). Bets on a draw
 * close closeSeconds before it.
 */
const MIN = 60_000;
const DAY = 1440 * MIN;
const VIETNAM_OFFSET = 7 * 60 * MIN;

export interface LotteryTimes {
  kind: 'NUMERO' | 'VIETNAM';
  intervalMinutes: number | null;
  drawMinuteUtc: number | null;
  closeSeconds: number;
}

export interface DrawTime {
  drawNo: string;
  drawAt: number;
  closeAt: number;
}

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/** Milliseconds between draws (a day for VIETNAM). */
function stepOf(l: LotteryTimes): number {
  return l.kind === 'NUMERO' ? (l.intervalMinutes ?? 1) * MIN : DAY;
}

/** The draw at drawAt (which must be one of the lottery's draw times). */
export function drawAt(l: LotteryTimes, at: number): DrawTime {
  const closeAt = at - l.closeSeconds * 1000;
  if (l.kind === 'VIETNAM') return { drawNo: ymd(at + VIETNAM_OFFSET), drawAt: at, closeAt };
  const dayStart = Math.floor((at - 1) / DAY) * DAY;
  const n = Math.round((at - dayStart) / stepOf(l));
  return { drawNo: `${ymd(dayStart)}-${String(n).padStart(4, '0')}`, drawAt: at, closeAt };
}

/** The first draw time after `now` (strictly). */
function nextTime(l: LotteryTimes, now: number): number {
  if (l.kind === 'NUMERO') return (Math.floor(now / stepOf(l)) + 1) * stepOf(l);
  const today = Math.floor(now / DAY) * DAY + (l.drawMinuteUtc ?? 0) * MIN;
  return today > now ? today : today + DAY;
}

/** The draw taking bets at `now`: the first whose betting has not closed. */
export function openDraw(l: LotteryTimes, now: number): DrawTime {
  let at = nextTime(l, now);
  if (at - l.closeSeconds * 1000 <= now) at += stepOf(l);
  return drawAt(l, at);
}

/** The last `n` draws at or before `now`, newest first. */
export function pastDraws(l: LotteryTimes, now: number, n: number): DrawTime[] {
  const first = nextTime(l, now) - stepOf(l);
  return Array.from({ length: n }, (_, i) => drawAt(l, first - i * stepOf(l)));
}

/** The draw time a draw number names, or null when the lottery has no such draw. */
export function timeOfDrawNo(l: LotteryTimes, drawNo: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(drawNo);
  if (!m) return null;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(day) || ymd(day) !== drawNo.slice(0, 8)) return null;
  if (l.kind === 'VIETNAM') {
    if (m[4] !== undefined) return null;
    // The Vietnamese date of a draw at this UTC minute: the UTC day may be the one before.
    const at = day - VIETNAM_OFFSET + (((l.drawMinuteUtc ?? 0) * MIN + VIETNAM_OFFSET) % DAY);
    return drawAt(l, at).drawNo === drawNo ? at : null;
  }
  if (m[4] === undefined) return null;
  const n = Number(m[4]);
  const per = DAY / stepOf(l);
  return n >= 1 && n <= per ? day + n * stepOf(l) : null;
}
