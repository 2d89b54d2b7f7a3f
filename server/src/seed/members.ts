import { hashPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { insertMember, memberByUsername } from '../db/members.ts';
import { MERCHANTS } from './siteConfig.ts';
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
  const ids: Record<string, number> = {};
  for (const d of demos(code.slice(0, 5))) {
    const id = await insertMember(tx, {
      merchantId, username: d.username, passwordHash: hash, type: d.type, nickname: d.nickname,
      email: d.type === 4 ? '' : `${d.username}@${code.toLowerCase()}.example`,
      countryDialingCode: d.mobile ? '63' : '', mobileNum: d.mobile ?? '', birthday: d.type === 4 ? '' : '1990-05-17',
      payeeName: d.type === 4 ? '' : `${d.nickname} Santos`, paymentPasswordHash: d.type === 4 ? null : payHash,
      clubLabel: d.clubLabel ?? null, affiliateCode: d.affiliateCode ?? null, createdAt: created, lastLoginAt: null,
    });
    ids[d.username] = id ?? (await memberByUsername(tx, merchantId, d.username))?.id ?? 0;
  }
  const agent = ids.agent1;
  const rnd = seededRandom(merchantId * 7919);
  // 24 direct downlines of agent1 (one a sub-agent with 3 of its own), with 30 days of activity.
  for (let i = 1; i <= 27; i++) {
    const sub = i > 24;
    const username = sub ? `agent1sub${i - 24}` : `agent1dl${String(i).padStart(2, '0')}`;
    const joined = ctx.now - Math.floor(rnd() * 90) * DAY - (i <= 3 ? 90 * DAY : 0);
    const lastLogin = rnd() < 0.4 ? ctx.now - Math.floor(rnd() * 6) * 3600_000 : joined + Math.floor(rnd() * 20) * DAY;
    const id = await insertMember(tx, {
      merchantId, username, passwordHash: hash, type: i === 1 ? 2 : 0, nickname: `Player ${i}`,
      parentId: sub ? ids.agent1dl01 : agent, createdAt: i <= 2 ? ctx.now - 3600_000 : joined, lastLoginAt: Math.min(lastLogin, ctx.now),
      affiliateCode: i === 1 ? `${code.slice(0, 5)}SUB1` : null,
    });
    if (id === undefined) continue;
    ids[username] = id;
    for (let d = 0; d < 30; d++) {
      if (rnd() < 0.45) continue;
      const bet = Math.round(rnd() * 5000 * 100) / 100;
      const win = Math.round(bet * (0.6 + rnd() * 0.6) * 100) / 100;
      const deposit = rnd() < 0.3 ? Math.round(rnd() * 20) * 100 : 0;
      const withdraw = rnd() < 0.15 ? Math.round(rnd() * 10) * 100 : 0;
      await tx.query(
        `INSERT INTO member_daily_activity (member_id, day, bet_count, bet_amount, win_amount, deposit_amount, withdraw_amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [id, new Date(ctx.now - d * DAY).toISOString().slice(0, 10), 1 + Math.floor(rnd() * 80), bet.toFixed(2), win.toFixed(2), deposit.toFixed(2), withdraw.toFixed(2)],
      );
    }
  }
  const contracts: [string, string, Record<string, unknown>][] = [
    ['dailySalary', 'pending', { minActiveMembers: 10, salaryPerActiveMember: 20, currency: 'PHP' }],
    ['dividend', 'pending', { period: 'half-month', tiers: [{ minProfit: 10000, rate: 0.2 }, { minProfit: 50000, rate: 0.3 }] }],
    ['hourlySalary', 'pending', { minBetPerHour: 5000, salaryPerHour: 50 }],
    ['dailySalary', 'accepted', { minActiveMembers: 5, salaryPerActiveMember: 10, currency: 'PHP' }],
  ];
  for (const [kind, status, terms] of contracts) {
    // The accepted one was offered earlier and answered a day later.
    const offered = ctx.now - (status === 'pending' ? DAY : 30 * DAY);
    await tx.query('INSERT INTO agent_contracts (member_id, kind, status, terms, created_at, answered_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      agent, kind, status, JSON.stringify(terms), offered, status === 'pending' ? null : offered + DAY,
    ]);
  }
  // Inbox letters and a chat greeting for the real demo members (two unread letters each).
  for (const name of ['demo0', 'demo1', 'demo2', 'agent1']) {
    const letters: [string, string, boolean][] = [
      ['Your account is ready', '<p>Welcome! Complete your profile in the Security Center to unlock withdrawals.</p>', true],
      ['Weekly cashback credited', '<p>Your slots cashback for last week has been credited to your balance.</p>', false],
      ['New promotion for you', '<p>Deposit today and get a <b>50% reload bonus</b>. See Promotions.</p>', false],
    ];
    let k = 0;
    for (const [title, content, read] of letters) {
      await tx.query('INSERT INTO inbox_messages (member_id, title, content, created_at, read) VALUES ($1, $2, $3, $4, $5)', [
        ids[name], title, content, ctx.now - (3 - k++) * DAY, read,
      ]);
    }
    await tx.query('INSERT INTO chat_messages (member_id, from_agent, body, created_at) VALUES ($1, true, $2, $3)', [
      ids[name], 'Hi! I am your support agent. Ask me anything, any time.', ctx.now - DAY,
    ]);
  }
}

/** Demo members of types 0, 1, 2 and 4 and a demo agent with downlines, KPIs activity and pending contracts. */
export const membersStep: SeedStep = {
  name: 'core.members',
  async run(tx, ctx) {
    // One hash for every demo account keeps seeding fast (scrypt is slow on purpose); demo data only.
    const hash = await hashPassword(DEMO_PASSWORD);
    const payHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
    for (const m of MERCHANTS) await seedMerchantMembers(tx, m.id, m.code, hash, payHash, ctx);
  },
};
