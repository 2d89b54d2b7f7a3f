/** The latest-winners board: the most recent wins of a merchant, biggest first (GCSGAME_getRankList). */
import type { RankListResponse } from '../../../src/generated/api/rankList.response.ts';
import type { Queryable } from '../db/index.ts';
import { fromCents } from '../ledger/money.ts';
import { mediaPath } from '../routes/paths.ts';
import { applyFilter } from './filters.ts';
import { gameName } from './gameRow.ts';

interface Row {
  win_cents: number;
  customer_name: string;
  won_at: number;
  node_id: number;
  game_id: string;
  name_en: string;
  name_cn: string;
  game_type: string;
  vassalage: string;
  room_id: string | null;
  support_play: number;
}

/** gameCategory ALL (or empty) = every game; otherwise a gameType or lane, as the list call reads it. */
export async function winnersBoard(
  db: Queryable,
  merchantId: number,
  limit: number,
  language: string,
  gameCategory = 'ALL',
): Promise<RankListResponse['list']> {
  const where: string[] = [];
  const params: unknown[] = [merchantId, limit];
  applyFilter({ gameType: gameCategory === 'ALL' ? undefined : gameCategory }, where, params);
  const rows = await db.query<Row>(
    `SELECT w.win_cents, w.customer_name, w.won_at, g.node_id, g.game_id, g.name_en, g.name_cn, g.game_type, g.vassalage,
            g.room_id, g.support_play
       FROM (SELECT w.* FROM winners w JOIN games g ON g.node_id = w.node_id
              WHERE w.merchant_id = $1 AND ${where.join(' AND ')} ORDER BY w.won_at DESC, w.id DESC LIMIT $2) w
       JOIN games g ON g.node_id = w.node_id
      ORDER BY w.win_cents DESC, w.won_at DESC`,
    params,
  );
  return rows.map((r) => ({
    vo: {
      winAmount: fromCents(r.win_cents),
      gameName: gameName(r, language),
      customerName: r.customer_name,
      iconUrl: mediaPath('games', r.game_id),
      nodeId: String(r.node_id),
      gameId: r.game_id,
      gameType: r.game_type,
      vendor: r.vassalage,
      vassalage: r.vassalage,
      roomId: r.room_id,
      supportPlay: r.support_play === 0 ? 0 : 1,
      wonAt: r.won_at,
    },
  }));
}
