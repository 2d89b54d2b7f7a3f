/**
 * The demo slot's maths: 3 reels x 3 rows, three horizontal lines, each line bets a third of the stake.
 * Three of a kind on a line pays its multiple of the line bet, two cherries from the left pay 4.5.
 * Expected return is about 95% (tests/server/games/demoGame.test.ts checks it).
 */
import { randomInt } from 'node:crypto';

export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'DIAMOND'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

const WEIGHTS: Readonly<Record<SlotSymbol, number>> = { CHERRY: 7, LEMON: 6, BELL: 5, STAR: 4, SEVEN: 2, DIAMOND: 1 };
export const THREE_PAYS: Readonly<Record<SlotSymbol, number>> = { CHERRY: 10, LEMON: 12, BELL: 16, STAR: 25, SEVEN: 100, DIAMOND: 500 };
export const TWO_CHERRIES_PAYS = 4.5;
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

/** One reel: its three rows, top to bottom. */
type Reel = [SlotSymbol, SlotSymbol, SlotSymbol];

export interface SpinOutcome {
  /** reels[column][row] */
  reels: [Reel, Reel, Reel];
  /** Rows (0..2) that paid. */
  lines: number[];
  winCents: number;
}

function drawSymbol(random: (max: number) => number = randomInt): SlotSymbol {
  let r = random(TOTAL_WEIGHT);
  for (const s of SYMBOLS) {
    r -= WEIGHTS[s];
    if (r < 0) return s;
  }
  return 'CHERRY';
}

/** Line multiple of one row (left to right), 0 when it does not pay. */
export function linePays(row: readonly SlotSymbol[]): number {
  if (row[0] === row[1] && row[1] === row[2]) return THREE_PAYS[row[0]];
  if (row[0] === 'CHERRY' && row[1] === 'CHERRY') return TWO_CHERRIES_PAYS;
  return 0;
}

export function spin(betCents: number, random: (max: number) => number = randomInt): SpinOutcome {
  const reel = (): Reel => [drawSymbol(random), drawSymbol(random), drawSymbol(random)];
  const reels: SpinOutcome['reels'] = [reel(), reel(), reel()];
  const lines: number[] = [];
  let multiple = 0;
  for (let row = 0; row < 3; row++) {
    const pays = linePays([reels[0][row], reels[1][row], reels[2][row]]);
    if (pays > 0) {
      lines.push(row);
      multiple += pays;
    }
  }
  // Whole cents only; the fraction goes to the house.
  return { reels, lines, winCents: Math.floor((betCents * multiple) / 3) };
}

/** Stakes offered for a game: multiples of its minimum bet (at least 0.10). */
export function betOptions(minBet: number): number[] {
  const base = Math.max(minBet, 0.1);
  return [1, 2, 5, 10, 20, 50, 100].map((k) => Math.round(k * base * 100) / 100);
}
