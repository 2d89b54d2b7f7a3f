/**
 * The lottery's bet rules, pure: play types, prize modes, picks and odds. A draw is a five-digit number.
 * Tradition picks a number: two digits win on the draw's last two, three digits on its last three.
 * Entertainment picks a side of the digits' sum (0-45): BIG 23 or more, SMALL 22 or less, ODD, EVEN.
 * The prize mode is the odds table a bet is paid with; a lottery offers some of them. A win pays stake x odds.
 */
export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** What a pick is matched on: 2D, 3D (Tradition) or SIDE (Entertainment). */
export type PickKind = '2D' | '3D' | 'SIDE';
const SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/** Odds in hundredths per prize mode and pick kind: Lott the classic table, ZY higher, Elott the e-lottery's. */
export const ODDS: Record<PrizeMode, Record<PickKind, number>> = {
  Lott: { '2D': 9000, '3D': 90000, SIDE: 195 },
  ZY: { '2D': 9500, '3D': 95000, SIDE: 198 },
  Elott: { '2D': 8500, '3D': 85000, SIDE: 190 },
};

/** Most picks one order may carry. */
export const MAX_PICKS = 20;

/** The kind of a pick under a play type, or null when the play type does not take it. */
export function pickKind(playType: PlayType, pick: string): PickKind | null {
  if (playType === 'Tradition') return /^\d{2}$/.test(pick) ? '2D' : /^\d{3}$/.test(pick) ? '3D' : null;
  return (SIDES as readonly string[]).includes(pick) ? 'SIDE' : null;
}

/** Whether a pick wins against a drawn five-digit result. */
export function pickWins(pick: string, result: string): boolean {
  if (/^\d{2,3}$/.test(pick)) return result.endsWith(pick);
  const sum = [...result].reduce((s, d) => s + Number(d), 0);
  if (pick === 'BIG') return sum >= 23;
  if (pick === 'SMALL') return sum <= 22;
  if (pick === 'ODD') return sum % 2 === 1;
  return sum % 2 === 0;
}

/** The payout (cents) of a winning stake at odds in hundredths, rounded down to the cent. */
export const payoutCents = (stakeCents: number, oddsHundredths: number): number => Math.floor((stakeCents * oddsHundredths) / 100);
