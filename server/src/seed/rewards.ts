/**
 * Reward centre missions and promo codes of each merchant (migration 095, server/src/rewards/). Amounts in currency
 * units; titles in EN, TY and CN (the app words missions from their metric and target in the member's language).
 */
import { systemAccount } from '../ledger/accounts.ts';
import type { MissionMetric, MissionPeriod } from '../rewards/missions.ts';
import { type InLanguages, textsOf, tr } from './contentData.ts';
import type { SeedStep } from './step.ts';

interface MissionSeed {
  code: string;
  title: InLanguages;
  metric: MissionMetric;
  period: MissionPeriod;
  /** Currency units for betAmount / depositAmount, a count otherwise. */
  target: number;
  reward: number;
}

interface PromoCodeSeed {
  code: string;
  title: InLanguages;
  reward: number;
  /** Epoch ms; null: no end. */
  expiresAt: number | null;
  /** Total redemptions over all members; null: no cap. */
  maxRedemptions: number | null;
  requiresDeposit: boolean;
  /** Member types that may redeem it; null: every real account. */
  memberTypes: number[] | null;
}

const MISSIONS: MissionSeed[] = [
  { code: 'LOGIN_DAILY', title: tr('Log in today', 'Mag-login ngayong araw', '今日登录'), metric: 'login', period: 'daily', target: 1, reward: 1 },
  {
    code: 'BET_DAILY_100',
    title: tr('Bet 100 today', 'Tumaya ng 100 ngayong araw', '今日投注 100'),
    metric: 'betAmount',
    period: 'daily',
    target: 100,
    reward: 5,
  },
  {
    code: 'SPIN_DAILY_20',
    title: tr('Play 20 rounds today', 'Maglaro ng 20 round ngayong araw', '今日玩 20 局'),
    metric: 'betCount',
    period: 'daily',
    target: 20,
    reward: 3,
  },
  {
    code: 'LOGIN_WEEK_3',
    title: tr('Log in on 3 days this week', 'Mag-login sa 3 araw ngayong linggo', '本周登录 3 天'),
    metric: 'login',
    period: 'weekly',
    target: 3,
    reward: 8,
  },
  {
    code: 'DEPOSIT_WEEK_200',
    title: tr('Deposit 200 this week', 'Mag-deposito ng 200 ngayong linggo', '本周存款 200'),
    metric: 'depositAmount',
    period: 'weekly',
    target: 200,
    reward: 20,
  },
  {
    code: 'FIRST_DEPOSIT',
    title: tr('Make your first deposit', 'Gawin ang iyong unang deposito', '完成首次存款'),
    metric: 'depositCount',
    period: 'once',
    target: 1,
    reward: 10,
  },
];

/** The moment EXPIRED5 ended (fixed, so every database agrees). */
const LONG_AGO = Date.UTC(2024, 0, 1);

const PROMO_CODES: PromoCodeSeed[] = [
  {
    code: 'WELCOME10',
    title: tr('Welcome gift', 'Regalo sa pagsali', '新人礼'),
    reward: 10,
    expiresAt: null,
    maxRedemptions: null,
    requiresDeposit: false,
    memberTypes: null,
  },
  {
    code: 'EXPIRED5',
    title: tr('New year gift', 'Regalo sa Bagong Taon', '新年礼'),
    reward: 5,
    expiresAt: LONG_AGO,
    maxRedemptions: null,
    requiresDeposit: false,
    memberTypes: null,
  },
  {
    code: 'LIMITED',
    title: tr('First 100 members', 'Unang 100 miyembro', '前 100 名会员'),
    reward: 5,
    expiresAt: null,
    maxRedemptions: 100,
    requiresDeposit: false,
    memberTypes: null,
  },
  {
    code: 'DEPOSITORS',
    title: tr('Thank-you for depositing', 'Salamat sa pagdeposito', '存款答谢'),
    reward: 15,
    expiresAt: null,
    maxRedemptions: null,
    requiresDeposit: true,
    memberTypes: null,
  },
  {
    code: 'PLAYERS',
    title: tr('Players only', 'Para sa mga manlalaro lamang', '仅限玩家'),
    reward: 2,
    expiresAt: null,
    maxRedemptions: null,
    requiresDeposit: false,
    memberTypes: [0],
  },
];

/** Both merchants get the same missions and codes; the flags (REWCEN3, MISSIONLB3) decide whether they are offered. */
const REWARDS: Record<string, { missions: MissionSeed[]; promoCodes: PromoCodeSeed[] }> = {
  LUCKY88: { missions: MISSIONS, promoCodes: PROMO_CODES },
  ROYALPH: { missions: MISSIONS, promoCodes: PROMO_CODES },
};

const cents = (n: number) => Math.round(n * 100);
const isMoney = (m: MissionMetric) => m === 'betAmount' || m === 'depositAmount';

export const rewardsStep: SeedStep = {
  name: 'rewards.missionsPromoCodes',
  async run(tx) {
    const merchants = await tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
    for (const m of merchants) {
      const seed = REWARDS[m.code];
      if (!seed) continue;
      await systemAccount(tx, m.id, 'PROMO');
      for (const [i, x] of seed.missions.entries()) {
        await tx.query(
          `INSERT INTO missions (merchant_id, code, title, texts, metric, period, target, reward_cents, active, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9) ON CONFLICT (merchant_id, code) DO NOTHING`,
          [
            m.id,
            x.code,
            x.title.EN,
            JSON.stringify(textsOf({ title: x.title })),
            x.metric,
            x.period,
            isMoney(x.metric) ? cents(x.target) : x.target,
            cents(x.reward),
            (i + 1) * 10,
          ],
        );
      }
      for (const p of seed.promoCodes) {
        await tx.query(
          `INSERT INTO promo_codes (merchant_id, code, title, texts, reward_cents, expires_at, max_redemptions, requires_deposit, member_types)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::smallint[]) ON CONFLICT (merchant_id, code) DO NOTHING`,
          [
            m.id,
            p.code,
            p.title.EN,
            JSON.stringify(textsOf({ title: p.title })),
            cents(p.reward),
            p.expiresAt,
            p.maxRedemptions,
            p.requiresDeposit,
            p.memberTypes,
          ],
        );
      }
    }
  },
};
