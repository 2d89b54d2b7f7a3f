/**
 * Catalogue calls: GCSGAME_gameList, GCSGAME_hotGamesV2, GCSGAME_newGameVendor, GCSGAME_getVassGameType,
 * GCSGAME_getRankList, and the gateway's /lgw/games/popular and /lgw/games/mobile. All public (no session).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { GameListRequest } from '../../../src/generated/api/gameList.request.ts';
import type { MobileGamesRequest } from '../../../src/generated/api/mobileGames.request.ts';
import { filterFromQuery } from '../games/filters.ts';
import { hotList } from '../games/hotList.ts';
import { listGamesJson } from '../games/list.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { vassGameTypes, vendorLanes } from '../games/vendorLanes.ts';
import { winnersBoard } from '../games/winnersBoard.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';

const gamesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  // The page is sent as the cached envelope text (see games/list.ts).
  const page = async (q: GameListRequest | MobileGamesRequest, req: FastifyRequest, reply: FastifyReply) => {
    const m = await merchantOf(req);
    const json = await listGamesJson(db, filterFromQuery(q), q.pageNo ?? 1, q.pageSize ?? 25, languageOf(req, m));
    return reply.type('application/json; charset=utf-8').send(json);
  };
  callRoute(app, 'gameList', page);
  callRoute(app, 'mobileGames', page);

  callRoute(app, 'hotGames', async (q, req) => {
    const m = await merchantOf(req);
    return ok({ list: await hotList(db, m.id, q.gameType?.toUpperCase() || undefined, languageOf(req, m)) });
  });

  callRoute(app, 'popularGames', async (q, req) => {
    const m = await merchantOf(req);
    return ok({ list: await hotList(db, m.id, q.gameType?.toUpperCase() || undefined, languageOf(req, m), q.limit ?? 20) });
  });

  callRoute(app, 'gameVendors', async (_q, req) => {
    await merchantOf(req);
    return ok(await vendorLanes(db));
  });

  callRoute(app, 'vassGameType', async (q, req) => {
    await merchantOf(req);
    return ok({ content: await vassGameTypes(db, q.typeId?.toUpperCase() || undefined) });
  });

  callRoute(app, 'rankList', async (q, req) => {
    const m = await merchantOf(req);
    return ok({ list: await winnersBoard(db, m.id, q.limitNum ?? 20, languageOf(req, m), q.gameCategory?.toUpperCase() || 'ALL') });
  });
};

export default gamesRoutes;
