import type { Game } from '../../domain/games/gameRef.ts';
import type { LobbyConfig } from './config.ts';
import type { LobbyState } from './lobbyState.ts';

/** Which data source a list reads and with which params (page number added per page). */
export type ListRequest =
  | { source: 'gameList'; params: Record<string, string | number> }
  | { source: 'hotGames'; params: { gameType?: string } }
  | { source: 'favouriteGames'; params: { gameType?: string; vassalage?: string; pageSize: number } }
  | { source: 'recentGames'; params: { gameType?: string; vassalage?: string; pageSize: number } };

/** Spec page sizes: favourites 30, recent 25; the game list's comes from the screen. */
const FAVOURITES_PAGE_SIZE = 30;
const RECENT_PAGE_SIZE = 25;

const optional = (v: string): { gameType?: string } => (v ? { gameType: v } : {});
const ofVendor = (v: string): { vassalage?: string } => (v ? { vassalage: v } : {});

/**
 * The request of the current list. `vendor` is the effective vendor (picked, the route's, or the first of the
 * category): the vendor chip shown as chosen narrows every tab's list, favourites and recent games included (the
 * hot list is narrowed locally, filterHotList). NEW is sent as isNew 1 with an empty classify, ALL as an empty classify.
 */
export function listRequest(config: LobbyConfig, state: LobbyState, vendor: string): ListRequest {
  switch (state.dataType) {
    case 'hot':
      return { source: 'hotGames', params: optional(config.category || config.gameType) };
    case 'fav':
      return { source: 'favouriteGames', params: { ...optional(config.gameType), ...ofVendor(vendor), pageSize: FAVOURITES_PAGE_SIZE } };
    case 'recent':
      return { source: 'recentGames', params: { ...optional(config.gameType), ...ofVendor(vendor), pageSize: RECENT_PAGE_SIZE } };
    default: {
      const classify = state.classify === 'NEW' || state.classify === 'ALL' ? '' : state.classify;
      const params: Record<string, string | number> = {
        ...optional(config.gameType),
        vassalage: vendor,
        gameClassify: classify,
        gameName: state.name,
        pageSize: config.pageSize,
      };
      if (state.classify === 'NEW') params.isNew = 1;
      if (state.minBet !== null) params.minBet = state.minBet;
      return { source: 'gameList', params };
    }
  }
}

/** The hot list is one answer: its search (case-insensitive substring), filters and vendor chip apply here. */
export function filterHotList(games: readonly Game[], state: Pick<LobbyState, 'name' | 'minBet' | 'classify'>, vendor = ''): Game[] {
  const name = state.name.toLowerCase();
  const vendors = vendor
    .toUpperCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return games.filter(
    (g) =>
      (!name || (g.gameName || g.name).toLowerCase().includes(name)) &&
      (vendors.length === 0 || vendors.includes(g.vassalage.toUpperCase())) &&
      (state.minBet === null || g.minBet === state.minBet) &&
      (!state.classify || state.classify === 'ALL' || (state.classify === 'NEW' ? g.isNew === 1 : g.gameClassify === state.classify)),
  );
}

/** A page as every list source answers it, in one shape. */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export function toGamePage(source: ListRequest['source'], value: unknown, pageNo: number): GamePage {
  const v = (value ?? {}) as { games?: Game[]; content?: Game[]; list?: Game[]; pageNum?: number; totalPages?: number };
  if (source === 'hotGames') return { games: Array.isArray(value) ? (value as Game[]) : (v.list ?? []), pageNum: 1, totalPages: 1 };
  const games = v.games ?? v.content ?? v.list ?? [];
  return { games, pageNum: v.pageNum ?? pageNo, totalPages: v.totalPages ?? 1 };
}
