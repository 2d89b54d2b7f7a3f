/**
 * Which demo game the reference platform can honestly open for a game: the slot for slot games (RNG, and the
 * JILI and in-house lanes, which are slots), the baccarat table for live baccarat tables, and none for every
 * other kind (sports, e-sports, cockfight, fishing, other live tables, poker, lottery): those open a page that
 * names the vendor whose game would open there, never the slot in its place.
 */
export type DemoKind = 'SLOT' | 'BACCARAT' | 'NONE';

export function demoKindOf(game: { game_type: string; game_classify: string }): DemoKind {
  if (game.game_type === 'RNG') return 'SLOT';
  if (game.game_type === 'LIVE' && game.game_classify === 'BAC') return 'BACCARAT';
  return 'NONE';
}
