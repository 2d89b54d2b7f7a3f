/**
 * The demo baccarat table's rules: punto banco from a fresh eight-deck shoe each round. Card values: ace 1, two
 * to nine their pips, tens and faces 0; a hand is worth its sum modulo 10. A natural (8 or 9 on two cards) ends
 * the round; else the player draws on 0-5, and the banker draws by the third-card table below. Payouts: player
 * 1:1, banker 0.95:1 (whole cents, the fraction to the house), tie 8:1; a tie returns player and banker stakes.
 */
import { randomInt } from 'node:crypto';

export const SPOTS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type Spot = (typeof SPOTS)[number];
export type Stakes = Partial<Record<Spot, number>>;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;
const DECKS = 8;

/** A card as rank + suit, e.g. "AS", "TD" (ten of diamonds), "KH". */
export type Card = string;

export function cardValue(card: Card): number {
  const i = RANKS.indexOf(card[0] as (typeof RANKS)[number]);
  if (i < 0) throw new Error(`Not a card: ${card}`);
  return i >= 9 ? 0 : i + 1;
}

export const handTotal = (cards: readonly Card[]): number => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/** Whether the banker draws a third card, given its two-card total and the player's third card (null: none). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return p !== 8;
  if (bankerTotal === 4) return p >= 2 && p <= 7;
  if (bankerTotal === 5) return p >= 4 && p <= 7;
  if (bankerTotal === 6) return p === 6 || p === 7;
  return false;
}

export interface Hand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Spot;
}

/** Plays one coup with cards from draw (in dealing order: player, banker, player, banker, then third cards). */
export function playCoup(draw: () => Card): Hand {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let third: Card | null = null;
    if (handTotal(player) <= 5) {
      third = draw();
      player.push(third);
    }
    if (bankerDraws(handTotal(banker), third)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: Spot = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Draws from a fresh shoe of eight decks, without replacement. */
export function shoe(random: (max: number) => number = randomInt): () => Card {
  const cards: Card[] = [];
  for (let d = 0; d < DECKS; d++) for (const r of RANKS) for (const s of SUITS) cards.push(r + s);
  return () => {
    const i = random(cards.length);
    const [card] = cards.splice(i, 1);
    return card;
  };
}

/** What one spot's stake returns (stake included), in cents, for the coup's winner. */
export function spotReturn(spot: Spot, stakeCents: number, winner: Spot): number {
  if (spot === 'TIE') return winner === 'TIE' ? stakeCents * 9 : 0;
  if (winner === 'TIE') return stakeCents;
  if (spot !== winner) return 0;
  return spot === 'PLAYER' ? stakeCents * 2 : stakeCents + Math.floor((stakeCents * 95) / 100);
}

export interface Settlement {
  stakeCents: number;
  returnCents: number;
}

/**
 * The round's stake and what it returns. The whole stake counts as the round's valid bet, a pushed one too, as the
 * platform's rebates and reports count every settled stake.
 */
export function settle(stakes: Readonly<Record<Spot, number>>, winner: Spot): Settlement {
  let stakeCents = 0;
  let returnCents = 0;
  for (const spot of SPOTS) {
    stakeCents += stakes[spot];
    returnCents += spotReturn(spot, stakes[spot], winner);
  }
  return { stakeCents, returnCents };
}
