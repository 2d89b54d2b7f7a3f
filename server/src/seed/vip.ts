/**
 * VIP levels of each merchant: VIP 0..VIP 5, reached by lifetime deposits and lifetime bets (both), in the merchant
 * currency. A merchant without rows has no VIP programme (vipLevels answers enabled: false).
 */
import type { SeedStep } from './step.ts';

/** One level as seeded (amounts in currency units). */
interface VipLevelSeed {
  level: number;
  name: string;
  deposit: number;
  bet: number;
  upgradeBonus: number;
  monthlyBonus: number;
  rebatePercent: number;
  dailyWithdrawLimit: number;
  dedicatedService: boolean;
}

const level = (
  n: number,
  deposit: number,
  bet: number,
  upgradeBonus: number,
  monthlyBonus: number,
  rebatePercent: number,
  dailyWithdrawLimit: number,
): VipLevelSeed => ({
  level: n,
  name: `VIP ${n}`,
  deposit,
  bet,
  upgradeBonus,
  monthlyBonus,
  rebatePercent,
  dailyWithdrawLimit,
  dedicatedService: n >= 3,
});

/** LUCKY88: a low first step (VIP 1 after 500 deposited and 2,000 bet). */
const LUCKY: VipLevelSeed[] = [
  level(0, 0, 0, 0, 0, 0.3, 50_000),
  level(1, 500, 2_000, 58, 18, 0.4, 100_000),
  level(2, 5_000, 20_000, 188, 58, 0.5, 200_000),
  level(3, 20_000, 100_000, 588, 188, 0.6, 500_000),
  level(4, 100_000, 500_000, 1_888, 588, 0.8, 1_000_000),
  level(5, 500_000, 2_500_000, 8_888, 1_888, 1.0, 2_000_000),
];

/** ROYALPH: steeper thresholds, bigger bonuses. */
const ROYAL: VipLevelSeed[] = [
  level(0, 0, 0, 0, 0, 0.2, 30_000),
  level(1, 1_000, 5_000, 88, 28, 0.3, 80_000),
  level(2, 10_000, 50_000, 288, 88, 0.45, 150_000),
  level(3, 50_000, 250_000, 888, 288, 0.6, 400_000),
  level(4, 200_000, 1_000_000, 2_888, 888, 0.8, 1_000_000),
  level(5, 1_000_000, 5_000_000, 18_888, 2_888, 1.2, 3_000_000),
];

const VIP_LEVELS: Record<string, VipLevelSeed[]> = { LUCKY88: LUCKY, ROYALPH: ROYAL };

const cents = (n: number) => Math.round(n * 100);

export const vipLevelsStep: SeedStep = {
  name: 'member.vipLevels',
  async run(tx) {
    const merchants = await tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
    for (const m of merchants) {
      for (const l of VIP_LEVELS[m.code] ?? []) {
        await tx.query(
          `INSERT INTO vip_levels (merchant_id, level, name, deposit_required_cents, bet_required_cents, upgrade_bonus_cents,
             monthly_bonus_cents, rebate_percent, daily_withdraw_limit_cents, dedicated_service)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (merchant_id, level) DO NOTHING`,
          [
            m.id,
            l.level,
            l.name,
            cents(l.deposit),
            cents(l.bet),
            cents(l.upgradeBonus),
            cents(l.monthlyBonus),
            l.rebatePercent.toFixed(2),
            cents(l.dailyWithdrawLimit),
            l.dedicatedService,
          ],
        );
      }
    }
  },
};
