/**
 * Typed game calls of the platform (wire format: spec section 7 query shapes), on the app's PlatformApi.
 * Defaults fill the fixed parameters (platform html5, clientType 2, imgSize rx2, isPlatform 2).
 */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { AddFavoriteRequest } from '../../generated/api/addFavorite.request.ts';
import type { FavoriteIdsRequest } from '../../generated/api/favoriteIds.request.ts';
import type { FavoriteIdsResponse } from '../../generated/api/favoriteIds.response.ts';
import type { FavoriteListRequest } from '../../generated/api/favoriteList.request.ts';
import type { FavoriteListResponse } from '../../generated/api/favoriteList.response.ts';
import type { GameListRequest } from '../../generated/api/gameList.request.ts';
import type { GameListResponse } from '../../generated/api/gameList.response.ts';
import type { GameVendorsResponse } from '../../generated/api/gameVendors.response.ts';
import type { HotGamesRequest } from '../../generated/api/hotGames.request.ts';
import type { HotGamesResponse } from '../../generated/api/hotGames.response.ts';
import type { LaunchGameRequest } from '../../generated/api/launchGame.request.ts';
import type { LaunchGameResponse } from '../../generated/api/launchGame.response.ts';
import type { PopularGamesRequest } from '../../generated/api/popularGames.request.ts';
import type { PopularGamesResponse } from '../../generated/api/popularGames.response.ts';
import type { RankListRequest } from '../../generated/api/rankList.request.ts';
import type { RankListResponse } from '../../generated/api/rankList.response.ts';
import type { RecentGamesRequest } from '../../generated/api/recentGames.request.ts';
import type { RecentGamesResponse } from '../../generated/api/recentGames.response.ts';
import type { TrialLaunchRequest } from '../../generated/api/trialLaunch.request.ts';
import type { TrialLaunchResponse } from '../../generated/api/trialLaunch.response.ts';
import type { VassGameTypeRequest } from '../../generated/api/vassGameType.request.ts';
import type { VassGameTypeResponse } from '../../generated/api/vassGameType.response.ts';

export type { Game } from '../../generated/api/gameList.response.ts';

const RELAY = '/wps/relay/';

/** A page of games. gameType JILI / INHOUSE are sent as RNG with their vendors by the caller (spec section 4). */
export const gameList = (api: PlatformApi, q: GameListRequest): Promise<GameListResponse> =>
  api.request('GET', `${RELAY}GCSGAME_gameList`, { query: { platform: 'html5', clientType: 2, imgSize: 'rx2', pageNo: 1, pageSize: 25, ...q } });

export const hotGames = (api: PlatformApi, q: HotGamesRequest = {}): Promise<HotGamesResponse> =>
  api.request('GET', `${RELAY}GCSGAME_hotGamesV2`, { query: { isPlatform: 2, platform: 'html5', ...q } });

/** Vendor lanes plus the built {sorting, mapping} (lanes already split: SPORTS, ESPORTS, COCKFIGHT, JILI, INHOUSE). */
export const gameVendors = (api: PlatformApi): Promise<GameVendorsResponse> =>
  api.request('GET', `${RELAY}GCSGAME_newGameVendor`, { query: { platform: 'html5' } });

export const vassGameType = (api: PlatformApi, q: VassGameTypeRequest = {}): Promise<VassGameTypeResponse> =>
  api.request('GET', `${RELAY}GCSGAME_getVassGameType`, { query: { module: 'COMM3', ...q } });

export const rankList = (api: PlatformApi, q: RankListRequest = {}): Promise<RankListResponse> =>
  api.request('GET', `${RELAY}GCSGAME_getRankList`, { query: { gameCategory: 'ALL', limitNum: 20, ...q } });

export const popularGames = (api: PlatformApi, q: PopularGamesRequest = {}): Promise<PopularGamesResponse> =>
  api.request('GET', '/lgw/games/popular', { query: { ...q } });

/** Favourite nodeIds (strings), for the heart state of tiles. */
export const favoriteIds = (api: PlatformApi, q: FavoriteIdsRequest = {}): Promise<FavoriteIdsResponse> =>
  api.request('GET', `${RELAY}MCSFE_getFavoriteGames`, { query: { pageNo: 1, pageSize: 100, ...q } });

export const favoriteList = (api: PlatformApi, q: FavoriteListRequest = {}): Promise<FavoriteListResponse> =>
  api.request('GET', `${RELAY}MCSFE_getFavoriteGamesList`, { query: { pageNo: 1, pageSize: 30, ...q } });

export const addFavorite = (api: PlatformApi, body: AddFavoriteRequest): Promise<boolean> =>
  api.request('POST', `${RELAY}MCSFE_addFavoriteGameV2`, { body });

export const removeFavorite = (api: PlatformApi, body: AddFavoriteRequest): Promise<boolean> =>
  api.request('DELETE', `${RELAY}MCSFE_removeFavoriteGameV2`, { body });

export const recentGames = (api: PlatformApi, q: RecentGamesRequest = {}): Promise<RecentGamesResponse> =>
  api.request('GET', `${RELAY}GCS_recentGame`, { query: { page: 1, pageSize: 25, clientType: 2, ...q } });

/** Opens a game for the signed-in member; content.game_url is root-relative (the demo game on this server). */
export const launchGame = (api: PlatformApi, q: LaunchGameRequest): Promise<LaunchGameResponse> =>
  api.request('GET', '/wps/game/launchGame', { query: { launchMode: 'GLS', platform: 'html5', clientType: 2, accountType: 1, ...q } });

/** Free play with fake credits (games with supportPlay 0); no session needed. */
export const trialLaunch = (api: PlatformApi, q: TrialLaunchRequest): Promise<TrialLaunchResponse> =>
  api.request('GET', `${RELAY}GCS_gameTrialLaunch`, { query: { platform: 'html5', ...q } });
