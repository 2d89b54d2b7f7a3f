import { hashPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { insertMember, memberByUsername } from '../db/members.ts';
import { MERCHANTS } from './siteConfig.ts';
import { offersOf } from './content.ts';
import { seedFirstTeam } from './demoAgentTeam.ts';
import { seedWelcomeMessages } from './letters.ts';
import type { SeedContext, SeedStep } from './step.ts';
import { seededRandom } from '../../../src/core/seededRandom.ts';

/** Every seeded account's password (documented in server/README.md). */
export const DEMO_PASSWORD = 'demo1234';
/** Withdrawal password of the seeded real members. */
export const DEMO_PAYMENT_PASSWORD = '123456';
const DAY = 86_400_000;

interface DemoMember {
  username: string;
  type: number;
  nickname: string;
  mobile?: string;
  clubLabel?: string;
  affiliateCode?: string;
}

const demos = (prefix: string): DemoMember[] => [
  // Invitation codes of their own, so their invite links (and the screens that draw them) are the same every run.
  { username: 'demo0', type: 0, nickname: 'Demo Player', mobile: '9170000000', affiliateCode: `${prefix}DM0` },
  { username: 'demo1', type: 1, nickname: 'Demo One', mobile: '9170000001', clubLabel: 'VIP 1', affiliateCode: `${prefix}DM1` },
  { username: 'demo2', type: 2, nickname: 'Demo Two', mobile: '9170000002', clubLabel: 'VIP 3', affiliateCode: `${prefix}DM2` },
  { username: 'demo4', type: 4, nickname: 'Demo Trial' },
  { username: 'agent1', type: 1, nickname: 'Demo Agent', mobile: '9170000009', clubLabel: 'VIP 5', affiliateCode: `${prefix}AG1` },
];

async function seedMerchantMembers(tx: Queryable, merchantId: number, code: string, hash: string, payHash: string, ctx: SeedContext): Promise<void> {
  const created = ctx.now - 120 * DAY;
  const merchant = MERCHANTS.find((m) => m.id === merchantId);
  const ids: Record<string, number> = {};
  for (const d of demos(code.slice(0, 5))) {
    const id = await insertMember(tx, {
      merchantId,
      username: d.username,
      passwordHash: hash,
      type: d.type,
      nickname: d.nickname,
      email: d.type === 4 ? '' : `${d.username}@${code.toLowerCase()}.example`,
      countryDialingCode: d.mobile ? '63' : '',
      mobileNum: d.mobile ?? '',
      birthday: d.type === 4 ? '' : '1990-05-17',
      payeeName: d.type === 4 ? '' : `${d.nickname} Santos`,
      paymentPasswordHash: d.type === 4 ? null : payHash,
      clubLabel: d.clubLabel ?? null,
      affiliateCode: d.affiliateCode ?? null,
      createdAt: created,
      lastLoginAt: null,
    });
    ids[d.username] = id ?? (await memberByUsername(tx, merchantId, d.username))?.id ?? 0;
  }
  // agent1's first team and contracts, then the welcome letters and chat of the real demo members.
  await seedFirstTeam(tx, {
    merchantId,
    agentId: ids.agent1,
    agent: 'agent1',
    subAffiliateCode: `${code.slice(0, 5)}SUB1`,
    hash,
    now: ctx.now,
    rnd: seededRandom(merchantId * 7919),
    dividends: merchant?.settings.agentDividends === true,
  });
  // The letters promise what the merchant's seeded offers are (their rows are seeded by later steps).
  const offers = merchant ? offersOf(merchant) : null;
  const letterOffers = { firstDeposit: offers?.firstDeposit.code ? offers.firstDeposit : null, checkinRewards: offers?.checkinRewards ?? [] };
  for (const name of ['demo0', 'demo1', 'demo2', 'agent1']) await seedWelcomeMessages(tx, ids[name], ctx.now, letterOffers);
}

/** Demo members of types 0, 1, 2 and 4 and a demo agent with downlines, KPIs activity and pending contracts. */
export const membersStep: SeedStep = {
  name: 'core.members',
  demo: true,
  async run(tx, ctx) {
    // One hash for every demo account keeps seeding fast (scrypt is slow on purpose); demo data only.
    const hash = await hashPassword(DEMO_PASSWORD);
    const payHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
    for (const m of MERCHANTS) await seedMerchantMembers(tx, m.id, m.code, hash, payHash, ctx);
  },
};
