/** A merchant's hot list (GCSGAME_hotGamesV2, /lgw/games/popular), optionally of one gameType or lane. */
import type { Game } from '../../../src/generated/api/shapes/game.ts';
import type { Queryable } from '../db/index.ts';
import { applyFilter } from './filters.ts';
import { GAME_COLUMNS, toGame, type GameRow } from './gameRow.ts';
import { TtlCache } from './ttlCache.ts';

const caches = new WeakMap<Queryable, TtlCache<Game[]>>();

export async function hotList(db: Queryable, merchantId: number, gameType: string | undefined, language: string, limit = 200): Promise<Game[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<Game[]>(200, 30_000)));
  const key = JSON.stringify([merchantId, gameType ?? '', language.toUpperCase() === 'CN', limit]);
  const hit = cache.get(key);
  if (hit) return hit;
  const where: string[] = [];
  const params: unknown[] = [merchantId];
  applyFilter({ gameType }, where, params);
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM hot_games h JOIN games g ON g.node_id = h.node_id JOIN game_vendors v ON v.vassalage = g.vassalage
      WHERE h.merchant_id = $1 AND ${where.join(' AND ')} ORDER BY h.rank LIMIT ${Math.floor(limit)}`,
    params,
  );
  const list = rows.map((r) => toGame(r, language));
  cache.set(key, list);
  return list;
}
