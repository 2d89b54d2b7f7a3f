/**
 * Lottery orders as bet records (GET /lgw/orders and /lgw/orders/detail): the rows a records query unions with the
 * game rounds, and one order's detail with its draw and suborders.
 */
import type { BetOrderDetailResponse } from '../../../src/generated/api/betOrderDetail.response.ts';
import type { Queryable } from '../db/index.ts';
import { fromCents } from '../ledger/money.ts';
import { orderIdOf, orderNoOf, suborderNoOf } from './orderNo.ts';
import type { PlayType, PrizeMode } from './rules.ts';
import { nameIn } from '../http/localized.ts';

/** The vendor column of a lottery record: its category. */
const LOTTERY_VENDOR = { NUMERO: 'Numero', VIETNAM: 'Vietnamese lottery' } as const;

/**
 * A lottery order in the columns of a bet record (kind 'L'): the stake less refunds is its bet; NUMERO is ELOTT,
 * VIETNAM LOTT.
 */
export const LOTTERY_RECORD_SELECT = `SELECT 'L' AS kind, o.id, (o.stake_cents - o.refund_cents) AS bet_cents, o.win_cents, o.created_at,
    l.name_en, l.name_cn, l.name_ty, CASE l.kind WHEN 'NUMERO' THEN '${LOTTERY_VENDOR.NUMERO}' ELSE '${LOTTERY_VENDOR.VIETNAM}' END AS vendor,
    CASE l.kind WHEN 'NUMERO' THEN 'ELOTT' ELSE 'LOTT' END AS game_type, o.status, o.member_id, o.merchant_id
  FROM lottery_orders o JOIN lottery_draws d ON d.id = o.draw_id JOIN lotteries l ON l.id = d.lottery_id`;

/** One of the member's lottery orders with its draw and suborders, or null. */
export async function lotteryOrderDetail(
  db: Queryable,
  o: { memberId: number; merchantId: number; orderNo: string; language: string; now: number },
): Promise<BetOrderDetailResponse | null> {
  const id = orderIdOf(o.orderNo);
  if (id === null) return null;
  const [r] = await db.query<{
    bet_cents: number;
    win_cents: number;
    created_at: number;
    status: 'PENDING' | 'SETTLED' | 'CANCELLED';
    name_en: string;
    name_cn: string;
    name_ty: string;
    vendor: string;
    game_type: string;
    code: string;
    draw_no: string;
    draw_at: number;
    close_at: number;
    result: string | null;
    play_type: PlayType;
    prize_mode: PrizeMode;
  }>(
    `SELECT rec.*, l.code, d.draw_no, d.draw_at, d.close_at, d.result, lo.play_type, lo.prize_mode
       FROM (${LOTTERY_RECORD_SELECT}) rec JOIN lottery_orders lo ON lo.id = rec.id JOIN lottery_draws d ON d.id = lo.draw_id
       JOIN lotteries l ON l.id = d.lottery_id
      WHERE rec.id = $1 AND rec.member_id = $2 AND rec.merchant_id = $3`,
    [id, o.memberId, o.merchantId],
  );
  if (!r) return null;
  const subs = await db.query<{
    seq: number;
    pick: string;
    stake_cents: number;
    odds_hundredths: number;
    win_cents: number;
    status: 'PENDING' | 'WON' | 'LOST' | 'CANCELLED';
  }>('SELECT seq, pick, stake_cents, odds_hundredths, win_cents, status FROM lottery_suborders WHERE order_id = $1 ORDER BY seq', [id]);
  const bet = Number(r.bet_cents);
  const win = Number(r.win_cents);
  const open = o.now < Number(r.close_at);
  return {
    orderNo: orderNoOf(id),
    gameName: nameIn(o.language, { EN: r.name_en, TY: r.name_ty, CN: r.name_cn }),
    vendor: r.vendor,
    gameType: r.game_type,
    bet: fromCents(bet),
    win: fromCents(win),
    net: fromCents(win - bet),
    status: r.status,
    createdAt: Number(r.created_at),
    roundId: id,
    reels: [],
    balanceAfter: null,
    lottery: {
      lotteryCode: r.code,
      drawNo: r.draw_no,
      drawAt: Number(r.draw_at),
      closeAt: Number(r.close_at),
      result: r.result,
      playType: r.play_type,
      prizeMode: r.prize_mode,
      suborders: subs.map((s) => ({
        suborderNo: suborderNoOf(id, s.seq),
        pick: s.pick,
        stake: fromCents(Number(s.stake_cents)),
        odds: s.odds_hundredths / 100,
        win: fromCents(Number(s.win_cents)),
        status: s.status,
        cancellable: s.status === 'PENDING' && open,
      })),
    },
  };
}
