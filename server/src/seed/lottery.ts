/**
 * The lotteries of each merchant (migration 141): three numero games (a draw every 1, 3 and 5 minutes) and the three
 * Vietnamese regional lotteries, drawn daily at their official times in Vietnam (UTC+7): South 16:15, Central 17:15,
 * North 18:15; their bets close 15 minutes before. Rows an operator already has are kept.
 */
import type { SeedStep } from './step.ts';

interface LotterySeed {
  code: string;
  kind: 'NUMERO' | 'VIETNAM';
  names: [string, string, string];
  intervalMinutes?: number;
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH';
  /** The daily draw, minutes after midnight in Vietnam. */
  vietnamMinute?: number;
  closeSeconds: number;
  prizeModes: string[];
}

const LOTTERIES: LotterySeed[] = [
  {
    code: 'NUM1',
    kind: 'NUMERO',
    names: ['Numero 1 minute', 'Numero 1 minuto', 'Numero 1分钟彩'],
    intervalMinutes: 1,
    closeSeconds: 10,
    prizeModes: ['Elott', 'ZY'],
  },
  {
    code: 'NUM3',
    kind: 'NUMERO',
    names: ['Numero 3 minutes', 'Numero 3 minuto', 'Numero 3分钟彩'],
    intervalMinutes: 3,
    closeSeconds: 30,
    prizeModes: ['Elott', 'ZY'],
  },
  {
    code: 'NUM5',
    kind: 'NUMERO',
    names: ['Numero 5 minutes', 'Numero 5 minuto', 'Numero 5分钟彩'],
    intervalMinutes: 5,
    closeSeconds: 30,
    prizeModes: ['Elott', 'ZY'],
  },
  {
    code: 'VN_SOUTH',
    kind: 'VIETNAM',
    names: ['Vietnam South', 'Vietnam Timog', '越南南部彩'],
    region: 'SOUTH',
    vietnamMinute: 16 * 60 + 15,
    closeSeconds: 900,
    prizeModes: ['Lott', 'ZY'],
  },
  {
    code: 'VN_CENTRAL',
    kind: 'VIETNAM',
    names: ['Vietnam Central', 'Vietnam Gitna', '越南中部彩'],
    region: 'CENTRAL',
    vietnamMinute: 17 * 60 + 15,
    closeSeconds: 900,
    prizeModes: ['Lott', 'ZY'],
  },
  {
    code: 'VN_NORTH',
    kind: 'VIETNAM',
    names: ['Vietnam North', 'Vietnam Hilaga', '越南北部彩'],
    region: 'NORTH',
    vietnamMinute: 18 * 60 + 15,
    closeSeconds: 900,
    prizeModes: ['Lott', 'ZY'],
  },
];

/** Stake per pick, cents: [min, max]. */
const STAKES: Record<string, [number, number]> = { LUCKY88: [100, 500_000], ROYALPH: [500, 1_000_000] };

export const lotteryStep: SeedStep = {
  name: 'games.lotteries',
  async run(tx) {
    const merchants = await tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
    for (const m of merchants) {
      const [min, max] = STAKES[m.code] ?? [100, 500_000];
      for (const [sort, l] of LOTTERIES.entries()) {
        const utcMinute = l.vietnamMinute === undefined ? null : (l.vietnamMinute - 7 * 60 + 1440) % 1440;
        await tx.query(
          `INSERT INTO lotteries (merchant_id, code, kind, name_en, name_ty, name_cn, interval_minutes, region, draw_minute_utc, close_seconds,
                                  prize_modes, min_stake_cents, max_stake_cents, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13, $14) ON CONFLICT (merchant_id, code) DO NOTHING`,
          [
            m.id,
            l.code,
            l.kind,
            ...l.names,
            l.intervalMinutes ?? null,
            l.region ?? null,
            utcMinute,
            l.closeSeconds,
            `{${l.prizeModes.join(',')}}`,
            min,
            max,
            sort,
          ],
        );
      }
    }
  },
};
