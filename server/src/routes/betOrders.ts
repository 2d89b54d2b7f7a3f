/**
 * Bet records of the member centre: GET /lgw/orders (betOrders) and GET /lgw/orders/detail (betOrderDetail), read
 * from the member's REAL game rounds joined with the game catalogue and the member's lottery orders. A round's order
 * number is 'R' and the round id zero-padded to 10 digits (R0000000042), a lottery order's 'L' and its id
 * (lottery/orderNo.ts); anything else is refused by the request schema, and ids past the integer range are simply
 * not found.
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
import { LOTTERY_RECORD_SELECT, lotteryOrderDetail } from '../lottery/records.ts';
import { drawDue } from '../lottery/store.ts';
import { nameIn } from '../http/localized.ts';

const MAX_ROUND_ID = 2 ** 31 - 1;

const orderNoOf = (kind: string, id: number): string => `${kind}${String(id).padStart(10, '0')}`;

/** The round id of an order number, or null when it cannot be one (the schema already checked the letter + 10 digits). */
function roundIdOf(orderNo: string): number | null {
  const m = /^R(\d{10})$/.exec(orderNo);
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= MAX_ROUND_ID ? id : null;
}

interface RecordRow {
  kind: 'R' | 'L';
  id: number;
  bet_cents: number;
  win_cents: number;
  created_at: number;
  name_en: string;
  name_cn: string;
  name_ty: string | null;
  vendor: string;
  game_type: string;
  status: BetOrder['status'];
}

interface RoundRow extends RecordRow {
  reels: string;
  balance_after_cents: number | null;
}

const ROUND_FROM = `game_rounds r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.vassalage = g.vassalage`;
const ROUND_COLUMNS = `'R' AS kind, r.id, r.bet_cents, r.win_cents, r.created_at, g.name_en, g.name_cn, NULL::text AS name_ty, v.display_name AS vendor, g.game_type, 'SETTLED' AS status`;
/** Paid rounds and lottery orders in one shape, filtered by member_id and merchant_id. */
const RECORDS = `(SELECT ${ROUND_COLUMNS}, r.member_id, r.merchant_id FROM ${ROUND_FROM} WHERE r.mode = 'REAL'
  UNION ALL ${LOTTERY_RECORD_SELECT}) rec`;

function toOrder(r: RecordRow, language: string): BetOrder {
  const bet = Number(r.bet_cents);
  const win = Number(r.win_cents);
  return {
    orderNo: orderNoOf(r.kind, r.id),
    gameName: nameIn(language, { EN: r.name_en, TY: r.name_ty, CN: r.name_cn }),
    vendor: r.vendor,
    gameType: r.game_type,
    bet: fromCents(bet),
    win: fromCents(win),
    net: fromCents(win - bet),
    status: r.status,
    createdAt: Number(r.created_at),
  };
}

const betOrderRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'betOrders', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const language = languageOf(req, m);
    await drawDue(db, m.id, now());
    const { pageNo = 1, pageSize = 20, startDate, endDate, gameType } = q;
    const where = [`rec.member_id = $1`, `rec.merchant_id = $2`];
    const params: unknown[] = [s.memberId, m.id];
    if (startDate) where.push(`rec.created_at >= $${params.push(dayStartIn(startDate, 'startDate', m.timeZone))}`);
    if (endDate) where.push(`rec.created_at < $${params.push(dayEndIn(endDate, 'endDate', m.timeZone))}`);
    if (gameType) where.push(`rec.game_type = $${params.push(gameType.toUpperCase())}`);
    const filter = `FROM ${RECORDS} WHERE ${where.join(' AND ')}`;
    const [sum] = await db.query<{ n: number; bet: string; win: string }>(
      `SELECT count(*)::int AS n, COALESCE(SUM(rec.bet_cents), 0)::text AS bet, COALESCE(SUM(rec.win_cents), 0)::text AS win ${filter}`,
      params,
    );
    const rows = await db.query<RecordRow>(
      `SELECT rec.kind, rec.id, rec.bet_cents, rec.win_cents, rec.created_at, rec.name_en, rec.name_cn, rec.name_ty, rec.vendor, rec.game_type, rec.status ${filter} ORDER BY rec.created_at DESC, rec.kind, rec.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (pageNo - 1) * pageSize],
    );
    const bet = Number(sum.bet);
    const win = Number(sum.win);
    return ok({
      content: rows.map((r) => toOrder(r, language)),
      pageNum: pageNo,
      totalPages: Math.ceil(sum.n / pageSize),
      totalCount: sum.n,
      totals: { bet: fromCents(bet), win: fromCents(win), net: fromCents(win - bet) },
    } satisfies BetOrdersResponse);
  });

  callRoute(app, 'betOrderDetail', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const notFound = () => new ApiError(404, 'order.not.found', 'No such bet record.');
    const language = languageOf(req, m);
    if (q.orderNo.startsWith('L')) {
      await drawDue(db, m.id, now());
      const order = await lotteryOrderDetail(db, { memberId: s.memberId, merchantId: m.id, orderNo: q.orderNo, language, now: now() });
      if (!order) throw notFound();
      return ok(order);
    }
    const id = roundIdOf(q.orderNo);
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
      ...toOrder(r, language),
      roundId: r.id,
      reels,
      balanceAfter: r.balance_after_cents === null ? null : fromCents(Number(r.balance_after_cents)),
    } satisfies BetOrderDetailResponse);
  });
};

export default betOrderRoutes;
