/**
 * Writes the deterministic catalogue (vendors, lanes, games) into the database. Runs once: a database that
 * already has games keeps them, so restarts never renumber anything.
 */
import type { Queryable } from '../db/index.ts';
import { generateCatalogue, type SeedGame } from './catalogue.ts';
import { VENDORS, CATEGORY_ORDER, accountTypeName } from './vendors.ts';

export async function seedCatalogue(db: Queryable): Promise<SeedGame[]> {
  const games = generateCatalogue();
  const have = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
  if (have[0].n > 0) return games;

  const vendors = VENDORS.map((v, i) => ({
    vassalage: v.vassalage,
    display_name: v.displayName,
    account_type_name: accountTypeName(v),
    sort: i + 1,
  }));
  await db.query(
    `INSERT INTO game_vendors (vassalage, display_name, account_type_name, sort)
     SELECT vassalage, display_name, account_type_name, sort
       FROM jsonb_to_recordset($1::jsonb) AS x(vassalage text, display_name text, account_type_name text, sort int)`,
    [JSON.stringify(vendors)],
  );

  const lanes: { category: string; vassalage: string; game_type: string; classifies: string[]; sort: number }[] = [];
  for (const category of CATEGORY_ORDER) {
    VENDORS.forEach((v, i) => {
      for (const offer of v.offers.filter((o) => o.category === category)) {
        lanes.push({ category, vassalage: v.vassalage, game_type: offer.gameType, classifies: usedClassifies(games, category, v.vassalage), sort: i + 1 });
      }
    });
  }
  await db.query(
    `INSERT INTO game_vendor_lanes (category, vassalage, game_type, classifies, sort)
     SELECT category, vassalage, game_type, classifies, sort
       FROM jsonb_to_recordset($1::jsonb) AS x(category text, vassalage text, game_type text, classifies jsonb, sort int)`,
    [JSON.stringify(lanes)],
  );

  // Chunks keep each statement's parameter small on both drivers.
  for (let i = 0; i < games.length; i += 1000) {
    const rows = games.slice(i, i + 1000).map((g) => ({
      node_id: g.nodeId,
      game_id: g.gameId,
      game_code: g.gameCode,
      name_en: g.nameEn,
      name_cn: g.nameCn,
      game_type: g.gameType,
      category: g.category,
      vassalage: g.vassalage,
      game_classify: g.gameClassify,
      is_new: g.isNew,
      min_bet: g.minBet,
      min_line: g.minLine,
      support_play: g.supportPlay,
      room_id: g.roomId,
      lotto_mode: g.lottoMode,
      popularity: g.popularity,
      sort: g.sort,
    }));
    await db.query(
      `INSERT INTO games (node_id, game_id, game_code, name_en, name_cn, game_type, category, vassalage, game_classify,
                          is_new, min_bet, min_line, support_play, room_id, lotto_mode, popularity, sort)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(node_id int, game_id text, game_code text, name_en text,
         name_cn text, game_type text, category text, vassalage text, game_classify text, is_new boolean,
         min_bet numeric, min_line int, support_play smallint, room_id text, lotto_mode text, popularity int, sort int)`,
      [JSON.stringify(rows)],
    );
  }
  await db.query('ANALYZE games');
  return games;
}

/** Classify codes a vendor's games use in a lane, most frequent first. */
function usedClassifies(games: readonly SeedGame[], category: string, vassalage: string): string[] {
  const counts = new Map<string, number>();
  for (const g of games) {
    if (g.category === category && g.vassalage === vassalage) counts.set(g.gameClassify, (counts.get(g.gameClassify) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}
