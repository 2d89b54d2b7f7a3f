/**
 * Per-merchant hot lists: the most popular games of each lane, mixed so the home page's hot row shows slots
 * first and a few of every other kind. Each merchant's list differs (its own seed).
 */
import type { Queryable } from '../db/index.ts';
import type { SeedGame } from './catalogue.ts';
import { createRng, hashString } from './prng.ts';

/** How many hot games each lane contributes. */
const QUOTA: Readonly<Record<string, number>> = {
  RNG: 36,
  JILI: 14,
  LIVE: 10,
  FISH: 8,
  PVP: 6,
  INHOUSE: 4,
  SPORTS: 2,
  ESPORTS: 1,
  COCKFIGHT: 1,
  LOTT: 2,
  ELOTT: 2,
};

function pickHotGames(games: readonly SeedGame[], merchantCode: string): number[] {
  const rng = createRng(hashString(`hot:${merchantCode}`));
  const picked: { nodeId: number; score: number }[] = [];
  for (const [category, quota] of Object.entries(QUOTA)) {
    // Jitter the popularity a little so each merchant's list is its own.
    const ranked = games
      .filter((g) => g.category === category)
      .map((g) => ({ nodeId: g.nodeId, score: g.popularity * (0.6 + 0.8 * rng.next()) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, quota);
    picked.push(...ranked);
  }
  return picked.sort((a, b) => b.score - a.score).map((p) => p.nodeId);
}

export async function seedHotGames(db: Queryable, merchantId: number, merchantCode: string, games: readonly SeedGame[]): Promise<void> {
  const ids = pickHotGames(games, merchantCode);
  await db.query(
    `INSERT INTO hot_games (merchant_id, node_id, rank)
     SELECT $1, node_id, ord::int FROM unnest($2::int[]) WITH ORDINALITY AS u(node_id, ord)
     ON CONFLICT DO NOTHING`,
    [merchantId, ids],
  );
}
