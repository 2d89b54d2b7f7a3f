/** Finding one game by nodeId or gameId (launches, favourites). */
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { GAME_COLUMNS, type GameRow } from './gameRow.ts';

export async function findGame(db: Queryable, ref: { nodeId?: number | string; gameId?: string }): Promise<GameRow> {
  const nodeId = ref.nodeId === undefined || ref.nodeId === '' ? undefined : Number(ref.nodeId);
  if (nodeId === undefined && !ref.gameId) throw new ApiError(400, 'validation.failed', 'nodeId or gameId is required.');
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage
      WHERE g.enabled AND ${nodeId !== undefined ? 'g.node_id = $1' : 'g.game_id = $1'}`,
    [nodeId ?? ref.gameId],
  );
  const row = rows[0];
  // Live tables launch with their room id in place of the game id (the spec: "game id (room id if present)").
  if (!row || (nodeId !== undefined && ref.gameId && row.game_id !== ref.gameId && row.room_id !== ref.gameId)) {
    throw new ApiError(404, 'game.not.found', 'This game does not exist or is not available.');
  }
  return row;
}
