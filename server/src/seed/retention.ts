/**
 * Daily check-in rewards, manual rebate rates and red envelope rain events of each merchant (migration 096). Rows an
 * operator already has are kept. LUCKY88 rains every 2 hours from 01:00 UTC for 20 minutes; ROYALPH twice a day,
 * 11:00 and 13:00 UTC (19:00 and 21:00 in Manila), for 30 minutes. Only LUCKY88 rebates (flag MANPLAYREB3).
 */
import { type InLanguages, textsOf, tr } from './contentData.ts';
import type { SeedStep } from './step.ts';

const cents = (n: number) => Math.round(n * 100);

/** Reward of each day of a 7-day streak (currency units). */
export const CHECKIN_REWARDS: Record<string, number[]> = {
  LUCKY88: [1, 2, 3, 5, 8, 10, 20],
  ROYALPH: [2, 3, 5, 8, 10, 15, 30],
};

/** Percent of valid bets per game category, in display order. */
export const REBATE_RATES: Record<string, [string, number][]> = {
  LUCKY88: [
    ['RNG', 0.8],
    ['LIVE', 0.5],
    ['FISH', 0.8],
    ['SPORTS', 0.6],
    ['PVP', 0.5],
    ['LOTT', 0.4],
  ],
};

export interface RainSeed {
  title: InLanguages;
  firstStartMinute: number;
  durationMinutes: number;
  repeatMinutes: number;
  envelopes: number;
  min: number;
  max: number;
  cap: number;
}

export const RAIN: Record<string, RainSeed[]> = {
  LUCKY88: [
    {
      title: tr('Lucky red envelope rain', 'Ulan ng pulang sobre ng Lucky', 'Lucky 红包雨'),
      firstStartMinute: 60,
      durationMinutes: 20,
      repeatMinutes: 120,
      envelopes: 5,
      min: 0.5,
      max: 8.88,
      cap: 20,
    },
  ],
  ROYALPH: [
    {
      title: tr('Royal evening rain', 'Ulan ng Royal sa pagsapit ng gabi', 'Royal 傍晚红包雨'),
      firstStartMinute: 11 * 60,
      durationMinutes: 30,
      repeatMinutes: 1440,
      envelopes: 3,
      min: 1,
      max: 18.88,
      cap: 30,
    },
    {
      title: tr('Royal night rain', 'Ulan ng Royal sa gabi', 'Royal 夜间红包雨'),
      firstStartMinute: 13 * 60,
      durationMinutes: 30,
      repeatMinutes: 1440,
      envelopes: 3,
      min: 1,
      max: 18.88,
      cap: 30,
    },
  ],
};

export const retentionStep: SeedStep = {
  name: 'promo.checkinRebateRedRain',
  async run(tx) {
    const merchants = await tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
    for (const m of merchants) {
      const rewards = CHECKIN_REWARDS[m.code];
      if (rewards) {
        await tx.query('INSERT INTO checkin_settings (merchant_id, day_rewards_cents) VALUES ($1, $2::bigint[]) ON CONFLICT DO NOTHING', [
          m.id,
          `{${rewards.map(cents).join(',')}}`,
        ]);
      }
      let sort = 0;
      for (const [category, rate] of REBATE_RATES[m.code] ?? []) {
        await tx.query('INSERT INTO manual_rebate_rates (merchant_id, category, rate, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
          m.id,
          category,
          rate.toFixed(2),
          sort++,
        ]);
      }
      for (const r of RAIN[m.code] ?? []) {
        await tx.query(
          `INSERT INTO red_rain_events (merchant_id, title, texts, first_start_minute, duration_minutes, repeat_minutes, envelopes_per_member, min_cents, max_cents, member_cap_cents)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
          [
            m.id,
            r.title.EN,
            JSON.stringify(textsOf({ title: r.title })),
            r.firstStartMinute,
            r.durationMinutes,
            r.repeatMinutes,
            r.envelopes,
            cents(r.min),
            cents(r.max),
            cents(r.cap),
          ],
        );
      }
    }
  },
};
