/**
 * Lotteries and their draws in the database. A draw row is made when first needed (a list shows it, a bet names
 * it); a draw whose time has come is drawn by the first lottery request after it (lists, bets, cancels and the bet
 * records of its merchant all call drawDue), so results follow the server's clock without a timer.
 */
import type { Db, Queryable } from '../db/index.ts';
import type { PrizeMode } from './rules.ts';
import { type DrawTime, type LotteryTimes, pastDraws } from './schedule.ts';
import { settleDraw } from './settle.ts';

export interface Lottery extends LotteryTimes {
  id: number;
  merchantId: number;
  code: string;
  names: { EN: string; TY: string; CN: string };
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  prizeModes: PrizeMode[];
  minStakeCents: number;
  maxStakeCents: number;
}

interface LotteryRow {
  id: number;
  merchant_id: number;
  code: string;
  kind: 'NUMERO' | 'VIETNAM';
  name_en: string;
  name_ty: string;
  name_cn: string;
  interval_minutes: number | null;
  region: Lottery['region'];
  draw_minute_utc: number | null;
  close_seconds: number;
  prize_modes: PrizeMode[];
  min_stake_cents: number;
  max_stake_cents: number;
}

const toLottery = (r: LotteryRow): Lottery => ({
  id: r.id,
  merchantId: r.merchant_id,
  code: r.code,
  kind: r.kind,
  names: { EN: r.name_en, TY: r.name_ty, CN: r.name_cn },
  intervalMinutes: r.interval_minutes,
  region: r.region,
  drawMinuteUtc: r.draw_minute_utc,
  closeSeconds: r.close_seconds,
  prizeModes: r.prize_modes,
  minStakeCents: Number(r.min_stake_cents),
  maxStakeCents: Number(r.max_stake_cents),
});

/** The merchant's active lotteries in menu order (of one kind when given). */
export async function lotteriesOf(db: Queryable, merchantId: number, kind?: Lottery['kind']): Promise<Lottery[]> {
  const rows = await db.query<LotteryRow>(`SELECT * FROM lotteries WHERE merchant_id = $1 AND active AND ($2::text IS NULL OR kind = $2) ORDER BY sort, id`, [
    merchantId,
    kind ?? null,
  ]);
  return rows.map(toLottery);
}

/** One active lottery of the merchant by code, or null. */
export async function lotteryByCode(db: Queryable, merchantId: number, code: string): Promise<Lottery | null> {
  const [row] = await db.query<LotteryRow>('SELECT * FROM lotteries WHERE merchant_id = $1 AND code = $2 AND active', [merchantId, code]);
  return row ? toLottery(row) : null;
}

/** The id of a draw's row, made now when missing. */
export async function ensureDraw(tx: Queryable, lotteryId: number, d: DrawTime): Promise<number> {
  await tx.query(`INSERT INTO lottery_draws (lottery_id, draw_no, draw_at, close_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    lotteryId,
    d.drawNo,
    d.drawAt,
    d.closeAt,
  ]);
  const [row] = await tx.query<{ id: number }>('SELECT id FROM lottery_draws WHERE lottery_id = $1 AND draw_no = $2', [lotteryId, d.drawNo]);
  return row.id;
}

/** A drawn draw: its number, time and five-digit result. */
export interface DrawResult {
  drawNo: string;
  drawAt: number;
  result: string;
}

/**
 * The lottery's last `n` results, newest first. The past draws of the schedule are made and drawn here if nobody
 * named them yet, so a lottery shows results from its first minute.
 */
export async function lastResults(db: Db, l: Lottery, now: number, n: number): Promise<DrawResult[]> {
  const past = pastDraws(l, now, n);
  const drawn = await db.query<{ draw_no: string }>(
    'SELECT draw_no FROM lottery_draws WHERE lottery_id = $1 AND draw_no = ANY($2::text[]) AND result IS NOT NULL',
    [l.id, past.map((d) => d.drawNo)],
  );
  if (drawn.length < past.length) {
    for (const d of past) await db.transaction((tx) => ensureDraw(tx, l.id, d));
    await drawDue(db, l.merchantId, now);
  }
  const rows = await db.query<{ draw_no: string; draw_at: number; result: string }>(
    `SELECT draw_no, draw_at, result FROM lottery_draws WHERE lottery_id = $1 AND result IS NOT NULL AND draw_at <= $2
      ORDER BY draw_at DESC LIMIT $3`,
    [l.id, now, n],
  );
  return rows.map((r) => ({ drawNo: r.draw_no, drawAt: Number(r.draw_at), result: r.result }));
}

/** Draws and settles every draw of the merchant whose time has come, oldest first, each in its own transaction. */
export async function drawDue(db: Db, merchantId: number, now: number): Promise<void> {
  const due = await db.query<{ id: number }>(
    `SELECT d.id FROM lottery_draws d JOIN lotteries l ON l.id = d.lottery_id
      WHERE l.merchant_id = $1 AND d.result IS NULL AND d.draw_at <= $2 ORDER BY d.draw_at, d.id LIMIT 200`,
    [merchantId, now],
  );
  for (const d of due) await db.transaction((tx) => settleDraw(tx, d.id, now));
}
