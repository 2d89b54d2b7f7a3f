/**
 * Paged game lists over the catalogue. A page is one indexed query (filters + popularity order + LIMIT) plus a
 * count; answers are cached briefly per database because the catalogue changes only when it is re-seeded.
 */
import type { Queryable } from '../db/index.ts';
import { applyFilter, type GameFilter } from './filters.ts';
import { GAME_COLUMNS, toGame, type Game, type GameRow } from './gameRow.ts';
import { TtlCache } from './ttlCache.ts';

export interface GamePage {
  games: Game[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

const caches = new WeakMap<Queryable, TtlCache<GamePage>>();

export async function listGames(db: Queryable, filter: GameFilter, pageNo: number, pageSize: number, language: string): Promise<GamePage> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<GamePage>(500, 60_000)));
  const key = JSON.stringify([filter, pageNo, pageSize, language.toUpperCase() === 'CN']);
  const hit = cache.get(key);
  if (hit) return hit;

  const where: string[] = [];
  const params: unknown[] = [];
  applyFilter(filter, where, params);
  const cond = where.join(' AND ');
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games g WHERE ${cond}`, params);
  const rows = n === 0 ? [] : await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage
      WHERE ${cond} ORDER BY g.popularity DESC, g.node_id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params,
  );
  const page: GamePage = {
    games: rows.map((r) => toGame(r, language)),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(n / pageSize),
    totalCount: n,
  };
  cache.set(key, page);
  return page;
}

/** Forgets cached pages (after the catalogue changed). */
export function clearGameListCache(db: Queryable): void {
  caches.get(db)?.clear();
}
