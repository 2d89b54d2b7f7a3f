/**
 * Bet records of the member centre: GET /lgw/orders (betOrders) and GET /lgw/orders/detail (betOrderDetail), read
 * from the member's REAL game rounds joined with the game catalogue. An order number is 'R' and the round id
 * zero-padded to 10 digits (R0000000042); anything else is refused by the request schema, and ids past the
 * integer range are simply not found.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BetOrder } from '../../../src/generated/api/shapes/betOrder.ts';
import type { BetOrderDetailResponse } from '../../../src/generated/api/betOrderDetail.response.ts';
import type { BetOrdersResponse } from '../../../src/generated/api/betOrders.response.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { dayEndIn, dayStartIn } from '../http/dayParams.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { fromCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';

const MAX_ROUND_ID = 2 ** 31 - 1;

const orderNoOf = (roundId: number): string => `R${String(roundId).padStart(10, '0')}`;

/** The round id of an order number, or null when it cannot be one (the schema already checked 'R' + 10 digits). */
function roundIdOf(orderNo: string): number | null {
  const m = /^R(\d{10})$/.exec(orderNo);
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= MAX_ROUND_ID ? id : null;
}

interface RoundRow {
  id: number;
  bet_cents: number;
  win_cents: number;
  created_at: number;
  name_en: string;
  name_cn: string;
  vendor: string;
  game_type: string;
  reels: string;
  balance_after_cents: number | null;
}

const ROUND_FROM = `game_rounds r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.vassalage = g.vassalage`;
const ROUND_COLUMNS = `r.id, r.bet_cents, r.win_cents, r.created_at, g.name_en, g.name_cn, v.display_name AS vendor, g.game_type`;

function toOrder(r: RoundRow, cn: boolean): BetOrder {
  const bet = Number(r.bet_cents);
  const win = Number(r.win_cents);
  return {
    orderNo: orderNoOf(r.id),
    gameName: cn && r.name_cn ? r.name_cn : r.name_en,
    vendor: r.vendor,
    gameType: r.game_type,
    bet: fromCents(bet),
    win: fromCents(win),
    net: fromCents(win - bet),
    status: 'SETTLED',
    createdAt: Number(r.created_at),
  };
}

const betOrderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'betOrders', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const cn = languageOf(req, m) === 'CN';
    const { pageNo = 1, pageSize = 20, startDate, endDate, gameType } = q;
    const where = [`r.member_id = $1`, `r.merchant_id = $2`, `r.mode = 'REAL'`];
    const params: unknown[] = [s.memberId, m.id];
    if (startDate) where.push(`r.created_at >= $${params.push(dayStartIn(startDate, 'startDate', m.timeZone))}`);
    if (endDate) where.push(`r.created_at < $${params.push(dayEndIn(endDate, 'endDate', m.timeZone))}`);
    if (gameType) where.push(`g.game_type = $${params.push(gameType.toUpperCase())}`);
    const filter = `FROM ${ROUND_FROM} WHERE ${where.join(' AND ')}`;
    const [sum] = await db.query<{ n: number; bet: string; win: string }>(
      `SELECT count(*)::int AS n, COALESCE(SUM(r.bet_cents), 0)::text AS bet, COALESCE(SUM(r.win_cents), 0)::text AS win ${filter}`,
      params,
    );
    const rows = await db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (pageNo - 1) * pageSize],
    );
    const bet = Number(sum.bet);
    const win = Number(sum.win);
    return ok({
      content: rows.map((r) => toOrder(r, cn)),
      pageNum: pageNo,
      totalPages: Math.ceil(sum.n / pageSize),
      totalCount: sum.n,
      totals: { bet: fromCents(bet), win: fromCents(win), net: fromCents(win - bet) },
    } satisfies BetOrdersResponse);
  });

  callRoute(app, 'betOrderDetail', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const id = roundIdOf(q.orderNo);
    const notFound = () => new ApiError(404, 'order.not.found', 'No such bet record.');
    if (id === null) throw notFound();
    const [r] = await db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS}, r.reels, r.balance_after_cents FROM ${ROUND_FROM}
        WHERE r.id = $1 AND r.member_id = $2 AND r.merchant_id = $3 AND r.mode = 'REAL'`,
      [id, s.memberId, m.id],
    );
    if (!r) throw notFound();
    let reels: string[][] = [];
    try {
      const parsed: unknown = JSON.parse(r.reels);
      if (Array.isArray(parsed)) reels = parsed.map((col) => (Array.isArray(col) ? col.map(String) : []));
    } catch {
      reels = [];
    }
    return ok({
      ...toOrder(r, languageOf(req, m) === 'CN'),
      roundId: r.id,
      reels,
      balanceAfter: r.balance_after_cents === null ? null : fromCents(Number(r.balance_after_cents)),
    } satisfies BetOrderDetailResponse);
  });
};

export default betOrderRoutes;
