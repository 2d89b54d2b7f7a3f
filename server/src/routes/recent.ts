/** GCS_recentGame (session): games the member launched or played, most recent first. */
import type { FastifyPluginAsync } from 'fastify';
import { applyFilter, vendorList } from '../games/filters.ts';
import { GAME_COLUMNS, toGame, type GameRow } from '../games/gameRow.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';

const recentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'recentGames', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireSession(req);
    const page = q.pageNo ?? q.page ?? 1;
    const pageSize = q.pageSize ?? 25;
    const where: string[] = [];
    const params: unknown[] = [s.memberId];
    applyFilter({ gameType: q.gameType?.toUpperCase() || undefined, vassalages: vendorList(q.vassalage) }, where, params);
    const cond = `r.member_id = $1 AND ${where.join(' AND ')}`;
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recent_games r JOIN games g ON g.node_id = r.node_id WHERE ${cond}`, params);
    const rows = await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM recent_games r JOIN games g ON g.node_id = r.node_id
         JOIN game_vendors v ON v.vassalage = g.vassalage
        WHERE ${cond} ORDER BY r.played_at DESC, r.node_id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const lang = languageOf(req, m);
    return ok({ list: rows.map((r) => toGame(r, lang)), pageNum: page, totalPages: Math.ceil(n / pageSize), totalCount: n });
  });
};

export default recentRoutes;
