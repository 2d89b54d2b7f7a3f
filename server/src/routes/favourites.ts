/**
 * Favourites (session): MCSFE_getFavoriteGames (nodeId strings), MCSFE_getFavoriteGamesList (a page of games),
 * MCSFE_addFavoriteGameV2 (POST) and MCSFE_removeFavoriteGameV2 (DELETE). Add and remove are idempotent.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { applyFilter, vendorList } from '../games/filters.ts';
import { GAME_COLUMNS, toGame, type GameRow } from '../games/gameRow.ts';
import { findGame } from '../games/lookup.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';

/** The platform's client may send {nodeId, vendor} as query parameters; they then stand in for the body. */
async function queryAsBody(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = { ...(req.query as Record<string, unknown>) };
}

const favouritesRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'favoriteIds', async (q, req) => {
    await merchantOf(req);
    const s = await requireSession(req);
    const { pageNo = 1, pageSize = 100 } = q;
    const rows = await db.query<{ node_id: number }>(
      `SELECT node_id FROM favourite_games WHERE member_id = $1 ORDER BY created_at DESC, node_id
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      [s.memberId],
    );
    return ok(rows.map((r) => String(r.node_id)));
  });

  callRoute(app, 'favoriteList', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireSession(req);
    const { pageNo = 1, pageSize = 30, gameType } = q;
    const where: string[] = [];
    const params: unknown[] = [s.memberId];
    applyFilter({ gameType: gameType?.toUpperCase() || undefined, vassalages: vendorList(q.vassalage) }, where, params);
    const cond = `f.member_id = $1 AND ${where.join(' AND ')}`;
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM favourite_games f JOIN games g ON g.node_id = f.node_id WHERE ${cond}`,
      params,
    );
    const rows = await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM favourite_games f JOIN games g ON g.node_id = f.node_id
         JOIN game_vendors v ON v.vassalage = g.vassalage
        WHERE ${cond} ORDER BY f.created_at DESC, f.node_id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      params,
    );
    const lang = languageOf(req, m);
    return ok({ content: rows.map((r) => toGame(r, lang)), pageNum: pageNo, pageSize, totalPages: Math.ceil(n / pageSize), totalCount: n });
  });

  callRoute(
    app,
    'addFavorite',
    async (body, req) => {
      await merchantOf(req);
      const s = await requireSession(req);
      const game = await findGame(db, { nodeId: body.nodeId, gameId: body.gameId });
      if (body.vendor && body.vendor.toUpperCase() !== game.vassalage) {
        throw new ApiError(400, 'validation.failed', 'vendor does not match the game.');
      }
      await db.query('INSERT INTO favourite_games (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        s.memberId,
        game.node_id,
        now(),
      ]);
      return ok(true);
    },
    { preValidation: queryAsBody },
  );

  callRoute(
    app,
    'removeFavorite',
    async (body, req) => {
      await merchantOf(req);
      const s = await requireSession(req);
      await db.query('DELETE FROM favourite_games WHERE member_id = $1 AND node_id = $2', [s.memberId, Number(body.nodeId)]);
      return ok(true);
    },
    { preValidation: queryAsBody },
  );
};

export default favouritesRoutes;
