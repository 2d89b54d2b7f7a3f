/** How a game row becomes the platform's game object (schemas/api/shapes/game.schema.json). */
import type { Game } from '../../../src/generated/api/shapes/game.ts';
import { mediaPath } from '../routes/paths.ts';
import { nameIn } from '../http/localized.ts';

/** Columns every game query selects (the `g` alias is the games table, `v` the vendor). */
export const GAME_COLUMNS = `g.node_id, g.game_id, g.game_code, g.name_en, g.name_cn, g.game_type, g.category, g.vassalage,
  g.game_classify, g.is_new, g.min_bet::float8 AS min_bet, g.min_line, g.support_play, g.room_id, g.lotto_mode,
  v.display_name`;

export interface GameRow {
  node_id: number;
  game_id: string;
  game_code: string;
  name_en: string;
  name_cn: string;
  game_type: string;
  category: string;
  vassalage: string;
  game_classify: string;
  is_new: boolean;
  min_bet: number;
  min_line: number;
  support_play: number;
  room_id: string | null;
  lotto_mode: string | null;
  display_name: string;
}

/** Chinese names for CN; every other language keeps the vendor's English name, as the platform does. */
export function gameName(row: Pick<GameRow, 'name_en' | 'name_cn'>, language: string): string {
  return nameIn(language, { EN: row.name_en, CN: row.name_cn });
}

/** The game object of list, hot, favourite and recent answers. */
export function toGame(row: GameRow, language: string): Game {
  const name = gameName(row, language);
  const icon = mediaPath('games', row.game_id);
  return {
    gameId: row.game_id,
    gameName: name,
    name,
    nodeId: String(row.node_id),
    nodeName: name,
    roomId: row.room_id,
    gameType: row.game_type,
    category: row.category,
    vassalage: row.vassalage,
    displayName: row.display_name,
    gameClassify: row.game_classify,
    gameClassifyNew: row.is_new ? 'NEW' : row.game_classify,
    isNew: row.is_new ? 1 : 0,
    minBet: Number(row.min_bet),
    minLine: row.min_line,
    supportPlay: row.support_play === 0 ? 0 : 1,
    isGameH5: 1,
    gameCode: row.game_code,
    lottoMode: row.lotto_mode,
    mobileLargeIcon: icon,
    showIcon: icon,
    iconUrl: icon,
  };
}
