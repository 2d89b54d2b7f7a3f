/**
 * Paged game lists over the catalogue. A page is one indexed query (filters + popularity order + LIMIT) plus a
 * count; answers are cached briefly per database, already serialised as the envelope, because the catalogue
 * changes only when it is re-seeded and the list is the lobby's hottest call.
 */
import type { GameListResponse } from '../../../src/generated/api/gameList.response.ts';
import type { Queryable } from '../db/index.ts';
import { applyFilter, type GameFilter } from './filters.ts';
import { GAME_COLUMNS, toGame, type GameRow } from './gameRow.ts';
import { ok } from '../http/envelope.ts';
import { TtlCache } from './ttlCache.ts';

/** One page of games, as gameList (and mobileGames, the same shape) answer it. */
type GamePage = GameListResponse;

const caches = new WeakMap<Queryable, TtlCache<{ page: GamePage; json: string }>>();

/** The success envelope of a page as JSON text (sent as is by the list routes). */
export async function listGamesJson(db: Queryable, filter: GameFilter, pageNo: number, pageSize: number, language: string): Promise<string> {
  return (await cachedPage(db, filter, pageNo, pageSize, language)).json;
}

async function cachedPage(db: Queryable, filter: GameFilter, pageNo: number, pageSize: number, language: string): Promise<{ page: GamePage; json: string }> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<{ page: GamePage; json: string }>(500, 60_000)));
  const key = JSON.stringify([filter, pageNo, pageSize, language.toUpperCase() === 'CN']);
  const hit = cache.get(key);
  if (hit) return hit;
  const page = await fetchPage(db, filter, pageNo, pageSize, language);
  const entry = { page, json: JSON.stringify(ok(page)) };
  cache.set(key, entry);
  return entry;
}

async function fetchPage(db: Queryable, filter: GameFilter, pageNo: number, pageSize: number, language: string): Promise<GamePage> {
  const where: string[] = [];
  const params: unknown[] = [];
  applyFilter(filter, where, params);
  const cond = where.join(' AND ');
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games g WHERE ${cond}`, params);
  const rows =
    n === 0
      ? []
      : await db.query<GameRow>(
          `SELECT ${GAME_COLUMNS} FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage
      WHERE ${cond} ORDER BY g.popularity DESC, g.node_id LIMIT ${Math.floor(pageSize)} OFFSET ${Math.floor(pageNo - 1) * Math.floor(pageSize)}`,
          params,
        );
  return {
    games: rows.map((r) => toGame(r, language)),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(n / pageSize),
    totalCount: n,
  };
}
