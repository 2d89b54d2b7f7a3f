/**
 * Deposit promotions of each merchant (table deposit_promotions, see ledger/depositPromotions.ts), and the merchant's
 * PROMO ledger account that pays their bonuses. Amounts in currency units; titles in EN, TY and CN.
 */
import { systemAccount } from '../ledger/accounts.ts';
import type { PromoFrequency } from '../ledger/depositPromotions.ts';
import { type InLanguages, textsOf, tr } from './contentData.ts';
import type { SeedStep } from './step.ts';

/** One promotion as seeded. */
export interface DepositPromotionSeed {
  code: string;
  title: InLanguages;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
  frequency: PromoFrequency;
  turnover: number;
}

export const DEPOSIT_PROMOTIONS: Record<string, DepositPromotionSeed[]> = {
  LUCKY88: [
    {
      code: 'FIRSTDEP100',
      title: tr('First deposit bonus', 'Bonus sa unang deposito', '首存奖金'),
      bonusPercent: 100,
      maxBonus: 1_000,
      minDeposit: 100,
      frequency: 'once',
      turnover: 10,
    },
    {
      code: 'DAILYRELOAD10',
      title: tr('Daily reload', 'Arawang reload', '每日充值'),
      bonusPercent: 10,
      maxBonus: 500,
      minDeposit: 50,
      frequency: 'daily',
      turnover: 5,
    },
  ],
  ROYALPH: [
    {
      code: 'WELCOME50',
      title: tr('Welcome deposit bonus', 'Bonus sa pagsali sa deposito', '新人存款奖金'),
      bonusPercent: 50,
      maxBonus: 2_000,
      minDeposit: 200,
      frequency: 'once',
      turnover: 15,
    },
  ],
};

const cents = (n: number) => Math.round(n * 100);

export const depositPromotionsStep: SeedStep = {
  name: 'wallet.depositPromotions',
  async run(tx) {
    const merchants = await tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
    for (const m of merchants) {
      await systemAccount(tx, m.id, 'PROMO');
      for (const [i, p] of (DEPOSIT_PROMOTIONS[m.code] ?? []).entries()) {
        await tx.query(
          `INSERT INTO deposit_promotions (merchant_id, code, title, texts, bonus_percent, max_bonus_cents, min_deposit_cents, frequency,
             turnover_multiplier, active, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10) ON CONFLICT (merchant_id, code) DO NOTHING`,
          [
            m.id,
            p.code,
            p.title.EN,
            JSON.stringify(textsOf({ title: p.title })),
            p.bonusPercent.toFixed(2),
            cents(p.maxBonus),
            cents(p.minDeposit),
            p.frequency,
            p.turnover.toFixed(2),
            (i + 1) * 10,
          ],
        );
      }
    }
  },
};
