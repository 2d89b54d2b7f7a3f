/**
 * Catalogue calls: GCSGAME_gameList, GCSGAME_hotGamesV2, GCSGAME_newGameVendor, GCSGAME_getVassGameType,
 * GCSGAME_getRankList, and the gateway's /lgw/games/popular and /lgw/games/mobile. All public (no session).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { GameListRequest } from '../../../src/generated/api/gameList.request.ts';
import type { HotGamesRequest } from '../../../src/generated/api/hotGames.request.ts';
import type { MobileGamesRequest } from '../../../src/generated/api/mobileGames.request.ts';
import type { PopularGamesRequest } from '../../../src/generated/api/popularGames.request.ts';
import type { RankListRequest } from '../../../src/generated/api/rankList.request.ts';
import type { VassGameTypeRequest } from '../../../src/generated/api/vassGameType.request.ts';
import { filterFromQuery } from '../games/filters.ts';
import { hotList } from '../games/hotList.ts';
import { listGamesJson } from '../games/list.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { vassGameTypes, vendorLanes } from '../games/vendorLanes.ts';
import { winnersBoard } from '../games/winnersBoard.ts';
import { ok } from '../http/envelope.ts';
import { querySchema } from '../http/validation.ts';

const gamesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  const page = async (req: FastifyRequest<{ Querystring: GameListRequest | MobileGamesRequest }>, reply: FastifyReply) => {
    const m = await merchantOf(req);
    const q = req.query;
    const json = await listGamesJson(db, filterFromQuery(q), q.pageNo ?? 1, q.pageSize ?? 25, languageOf(req, m));
    return reply.type('application/json; charset=utf-8').send(json);
  };
  app.get<{ Querystring: GameListRequest }>('/wps/relay/GCSGAME_gameList', { schema: querySchema('gameList') }, page);
  app.get<{ Querystring: MobileGamesRequest }>('/lgw/games/mobile', { schema: querySchema('mobileGames') }, page);

  app.get<{ Querystring: HotGamesRequest }>('/wps/relay/GCSGAME_hotGamesV2', { schema: querySchema('hotGames') }, async (req) => {
    const m = await merchantOf(req);
    return ok({ list: await hotList(db, m.id, req.query.gameType?.toUpperCase() || undefined, languageOf(req, m)) });
  });

  app.get<{ Querystring: PopularGamesRequest }>('/lgw/games/popular', { schema: querySchema('popularGames') }, async (req) => {
    const m = await merchantOf(req);
    const q = req.query;
    return ok({ list: await hotList(db, m.id, q.gameType?.toUpperCase() || undefined, languageOf(req, m), q.limit ?? 20) });
  });

  app.get('/wps/relay/GCSGAME_newGameVendor', { schema: querySchema('gameVendors') }, async (req) => {
    await merchantOf(req);
    return ok(await vendorLanes(db));
  });

  app.get<{ Querystring: VassGameTypeRequest }>('/wps/relay/GCSGAME_getVassGameType', { schema: querySchema('vassGameType') }, async (req) => {
    await merchantOf(req);
    return ok({ content: await vassGameTypes(db, req.query.typeId?.toUpperCase() || undefined) });
  });

  app.get<{ Querystring: RankListRequest }>('/wps/relay/GCSGAME_getRankList', { schema: querySchema('rankList') }, async (req) => {
    const m = await merchantOf(req);
    return ok({ list: await winnersBoard(db, m.id, req.query.limitNum ?? 20, languageOf(req, m), req.query.gameCategory?.toUpperCase() || 'ALL') });
  });
};

export default gamesRoutes;
