/**
 * Seeded latest-winners board: masked member names, big wins on popular games over the last two days. Real
 * wins from the demo game are added to the same table and push the oldest entries off the board.
 */
import type { Queryable } from '../db/index.ts';
import type { SeedGame } from './catalogue.ts';
import { createRng, hashString } from './prng.ts';

const NAME_PARTS = ['jo', 'ma', 'an', 'ch', 'ra', 'ke', 'li', 'ro', 'da', 'je', 'mi', 'al', 'ry', 'ne', 'sa', 'bo'];

/** Masks a member name the way the board shows it: first two letters, stars, last two. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export async function seedWinners(db: Queryable, merchantId: number, merchantCode: string, games: readonly SeedGame[], now: number): Promise<void> {
  const have = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM winners WHERE merchant_id = $1', [merchantId]);
  if (have[0].n > 0) return;
  const rng = createRng(hashString(`winners:${merchantCode}`));
  const pool = games.filter((g) => ['RNG', 'JILI', 'FISH', 'LIVE'].includes(g.category) && g.popularity > 300);
  const rows = [];
  for (let i = 0; i < 40; i++) {
    const g = rng.pick(pool);
    const user = `${rng.pick(NAME_PARTS)}${rng.pick(NAME_PARTS)}${rng.int(10, 99)}`;
    rows.push({
      node_id: g.nodeId,
      customer_name: maskName(user),
      win_cents:
        Math.round(
          rng.weighted([
            [800, 5],
            [5000, 4],
            [30000, 2],
            [150000, 1],
          ] as const) *
            (1 + rng.next() * 3),
        ) * 100,
      won_at: now - rng.int(60_000, 48 * 3600_000),
    });
  }
  await db.query(
    `INSERT INTO winners (merchant_id, node_id, customer_name, win_cents, won_at)
     SELECT $1, node_id, customer_name, win_cents, won_at
       FROM jsonb_to_recordset($2::jsonb) AS x(node_id int, customer_name text, win_cents bigint, won_at bigint)`,
    [merchantId, JSON.stringify(rows)],
  );
}
