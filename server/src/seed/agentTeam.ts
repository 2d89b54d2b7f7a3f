/**
 * The agent centre's demo data (step `agent.team`, after the members and the wallets): for each merchant a second
 * agent (agent2) to move downlines to, and for agent1 a team of 12 more direct downlines (agent1tm01..12, three of
 * them sub-agents with two downlines each) with balances, activity since they registered and rebate rates; rebate
 * rates for agent1's earlier downlines, one registration link, 14 days of daily salary and (LUCKY88) dividend
 * settlements, both worked out from the team's activity rows. Days are the merchant's (teamActivity.ts). Amounts are
 * worked in cents and stored with 2 decimals.
 */
import { seededRandom } from '../../../src/core/seededRandom.ts';
import { addDays, zonedDay, zonedDayStart } from '../../../src/core/zonedTime.ts';
import { hashPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { insertMember, memberByUsername } from '../db/members.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { payAgent } from '../ledger/agentPay.ts';
import { postTransaction } from '../ledger/post.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../routes/agentShared.ts';
import { WELCOME_CREDIT } from './gamesStep.ts';
import { DEMO_PASSWORD } from './members.ts';
import { MERCHANTS, type MerchantSeed } from './siteConfig.ts';
import type { SeedContext, SeedStep } from './step.ts';
import {
  type ActivityRow,
  activityDays,
  dividendRate,
  insertActivity,
  lastLoginOf,
  merchantTimeZone,
  settledHalfMonths,
  type TeamClock,
} from './teamActivity.ts';

const DAY = 86_400_000;
type Rates = Record<RebateCategory, number>;

/** agent1's own rates (the most it may give) and agent2's. */
export const AGENT1_RATES: Rates = { RNG: 1.2, LIVE: 0.8, FISH: 1.0, SPORTS: 0.7, PVP: 0.6, LOTT: 0.5 };
export const AGENT2_RATES: Rates = { RNG: 1.0, LIVE: 0.6, FISH: 0.8, SPORTS: 0.5, PVP: 0.5, LOTT: 0.4 };

const amount = (cents: number) => (cents / 100).toFixed(2);

export interface Ctx extends TeamClock {
  tx: Queryable;
  merchantId: number;
  rnd: () => number;
  hash: string;
  house: number;
  payment: number;
}

async function setRates(c: Ctx, memberId: number, rates: Rates): Promise<void> {
  for (const category of REBATE_CATEGORIES) {
    await c.tx.query(
      `INSERT INTO member_rebate_rates (member_id, category, rate, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, category) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at`,
      [memberId, category, rates[category].toFixed(2), c.now],
    );
  }
}

/** Rates a little below the upline's (0 to 0.4 points less, never negative). */
function below(c: Ctx, upline: Rates): Rates {
  const out = {} as Rates;
  for (const k of REBATE_CATEGORIES) out[k] = Math.max(0, Math.round((upline[k] - Math.floor(c.rnd() * 5) * 0.1) * 100) / 100);
  return out;
}

/** A welcome credit from the house and a deposit through the payment account: the member's balance. */
async function fund(c: Ctx, memberId: number, openingCents: number, depositCents: number, at: number): Promise<void> {
  const wallet = await memberAccount(c.tx, memberId);
  await postTransaction(c.tx, {
    merchantId: c.merchantId,
    memberId,
    kind: 'OPENING',
    amountCents: openingCents,
    memo: 'Welcome credit',
    memoTexts: WELCOME_CREDIT,
    entries: [
      { accountId: c.house, cents: -openingCents },
      { accountId: wallet, cents: openingCents },
    ],
    now: at,
  });
  if (depositCents > 0) {
    await postTransaction(c.tx, {
      merchantId: c.merchantId,
      memberId,
      kind: 'DEPOSIT',
      amountCents: depositCents,
      memo: 'Deposit',
      entries: [
        { accountId: c.payment, cents: -depositCents },
        { accountId: wallet, cents: depositCents },
      ],
      now: at + 3600_000,
    });
  }
}

/** Daily activity from the day the member joined (teamActivity's span): bets, valid bets, wins, money, rebate; newest first. */
function activity(c: Ctx, joined: number, rebateRate: number, scale: number): ActivityRow[] {
  const joinDay = zonedDay(joined, c.timeZone);
  const rows: ActivityRow[] = [];
  for (const day of activityDays(c)) {
    if (day < joinDay) break;
    if (c.rnd() < 0.4) continue;
    const bet = Math.round((50 + c.rnd() * 4950) * scale * 100);
    const valid = Math.round(bet * (0.9 + c.rnd() * 0.1));
    const win = Math.round(bet * (0.6 + c.rnd() * 0.6));
    const deposit = c.rnd() < 0.3 ? (1 + Math.floor(c.rnd() * 30)) * 10_000 : 0;
    const withdraw = c.rnd() < 0.15 ? (1 + Math.floor(c.rnd() * 15)) * 10_000 : 0;
    rows.push({ day, betCount: 1 + Math.floor(c.rnd() * 120), bet, valid, win, deposit, withdraw, rebate: Math.floor((valid * rebateRate) / 100) });
  }
  return rows;
}

interface TeamMember {
  username: string;
  type: number;
  parentId: number;
  joined: number;
  rates: Rates;
  linkId: number | null;
}

/** A member with its rates, balance and activity; its last login agrees with its registration and bets (lastLoginOf). */
async function addMember(c: Ctx, m: TeamMember, nickname: string): Promise<number | undefined> {
  const rows = activity(c, m.joined, m.rates.RNG, m.type === 0 ? 1 : 2);
  const wanted = c.rnd() < 0.65 ? c.now - Math.floor(c.rnd() * 5 * 24) * 3600_000 : m.joined + Math.floor(c.rnd() * 3) * DAY;
  const id = await insertMember(c.tx, {
    merchantId: c.merchantId,
    username: m.username,
    passwordHash: c.hash,
    type: m.type,
    nickname,
    parentId: m.parentId,
    createdAt: m.joined,
    lastLoginAt: lastLoginOf(c, m.joined, rows[0]?.day ?? null, wanted, c.rnd),
    registerMethod: m.linkId ? 'H5' : 'AGENT',
  });
  if (id === undefined) return undefined;
  if (m.linkId) await c.tx.query('UPDATE members SET affiliate_url_id = $2 WHERE id = $1', [id, m.linkId]);
  await setRates(c, id, m.rates);
  await fund(c, id, 10_000, (5 + Math.floor(c.rnd() * 195)) * 10_000, m.joined);
  await insertActivity(c.tx, id, rows);
  return id;
}

/**
 * What the team seeding uses: the merchant's time zone, HOUSE (welcome credits) and PAYMENT (deposits) accounts, a
 * random source.
 */
export async function teamContext(tx: Queryable, merchantId: number, now: number, hash: string, rnd: () => number): Promise<Ctx> {
  return {
    tx,
    merchantId,
    now,
    timeZone: await merchantTimeZone(tx, merchantId),
    rnd,
    hash,
    house: await systemAccount(tx, merchantId, 'HOUSE'),
    payment: await systemAccount(tx, merchantId, 'PAYMENT'),
  };
}

async function seedMerchant(tx: Queryable, merchant: MerchantSeed, hash: string, now: number): Promise<void> {
  const { id: merchantId, code } = merchant;
  const agent1 = await memberByUsername(tx, merchantId, 'agent1');
  if (!agent1) return;
  const prefix = code.slice(0, 5);
  const c = await teamContext(tx, merchantId, now, hash, seededRandom(merchantId * 104_729));
  // agent2: a second agent of the merchant, with two downlines of its own.
  const agent2 = await insertMember(tx, {
    merchantId,
    username: 'agent2',
    passwordHash: hash,
    type: 1,
    nickname: 'Demo Agent Two',
    email: `agent2@${code.toLowerCase()}.example`,
    affiliateCode: `${prefix}AG2`,
    createdAt: now - 200 * DAY,
    lastLoginAt: now - 2 * DAY,
  });
  if (agent2 !== undefined) {
    await setRates(c, agent2, AGENT2_RATES);
    await fund(c, agent2, 1_000_000, 0, now - 200 * DAY);
    for (const n of [1, 2]) {
      await addMember(
        c,
        { username: `agent2dl0${n}`, type: 0, parentId: agent2, joined: now - (40 + n) * DAY, rates: below(c, AGENT2_RATES), linkId: null },
        `Agent2 Player ${n}`,
      );
    }
  }

  await seedGrownTeam(c, agent1.id, 'agent1', `${prefix}LNK1`, merchant.settings.agentDividends === true);
}

/**
 * What an agent's team grew into after its first team (seedFirstTeam): a registration link, 12 more direct
 * downlines over the last 60 days (`<agent>tm01`..`12`; tm01..03 sub-agents with two downlines each, tm10..12
 * registered through the link), rebate rates for the whole team, 14 days of daily salary and, where the merchant
 * pays them, dividend settlements. agent1's seed and every `devDemoAgent` agent.
 */
export async function seedGrownTeam(c: Ctx, agentId: number, agent: string, linkCode: string, dividends: boolean): Promise<void> {
  const { tx, merchantId, now } = c;
  await setRates(c, agentId, AGENT1_RATES);
  // The registration link; three of the new downlines registered through it.
  const [link] = await tx.query<{ id: number }>(
    `INSERT INTO agent_affiliate_urls (merchant_id, member_id, code, note, created_at) VALUES ($1, $2, $3, 'Facebook page', $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [merchantId, agentId, linkCode, now - 50 * DAY],
  );

  // 12 more direct downlines over the last 60 days; tm01..03 are sub-agents with two downlines each.
  for (let i = 1; i <= 12; i++) {
    const username = `${agent}tm${String(i).padStart(2, '0')}`;
    const joined = now - Math.round((60 - (i - 1) * 5 + c.rnd()) * DAY - c.rnd() * 12 * 3600_000);
    const rates = below(c, AGENT1_RATES);
    const sub = i <= 3;
    const id = await addMember(c, { username, type: sub ? 1 : 0, parentId: agentId, joined, rates, linkId: i >= 10 ? (link?.id ?? null) : null }, `Team ${i}`);
    if (id === undefined || !sub) continue;
    for (const s of ['a', 'b']) {
      const at = joined + Math.round((2 + c.rnd() * 10) * DAY);
      await addMember(
        c,
        { username: `${username}${s}`, type: 0, parentId: id, joined: Math.min(at, now - DAY), rates: below(c, rates), linkId: null },
        `Team ${i}${s}`,
      );
    }
  }

  // Activity seeded before valid bets were kept: every settled bet was valid.
  await tx.query(
    `UPDATE member_daily_activity a SET valid_bet_amount = a.bet_amount FROM members m
      WHERE m.id = a.member_id AND m.merchant_id = $1 AND a.valid_bet_amount = 0 AND a.bet_amount > 0`,
    [merchantId],
  );
  // Rates and rebate for the first team (<agent>dl01..24 and <agent>dl01's downlines).
  const first = await tx.query<{ id: number; parent_id: number }>(`SELECT id, parent_id FROM members WHERE merchant_id = $1 AND username ~ $2 ORDER BY id`, [
    merchantId,
    `^${agent}(dl[0-9]+|sub[0-9]+)$`,
  ]);
  const ratesOf = new Map<number, Rates>([[agentId, AGENT1_RATES]]);
  for (const m of first) {
    const rates = below(c, ratesOf.get(m.parent_id) ?? AGENT1_RATES);
    ratesOf.set(m.id, rates);
    await setRates(c, m.id, rates);
    await tx.query('UPDATE member_daily_activity SET rebate_amount = round(valid_bet_amount * $2 / 100, 2) WHERE member_id = $1', [m.id, rates.RNG]);
  }

  // Daily salary of the 14 days before today (the merchant's days), from the direct downlines' activity (accepted
  // contract: 10 per active member from 5 active members on). Every day but yesterday's is paid, through the ledger,
  // at 01:00 the day after.
  const today = zonedDay(now, c.timeZone);
  const days = await tx.query<{ day: string }>(
    `INSERT INTO agent_daily_salaries (member_id, day, valid_bets, active_members, amount, status)
     SELECT $1::int, a.day, sum(a.valid_bet_amount), count(*) FILTER (WHERE a.bet_count > 0),
            CASE WHEN count(*) FILTER (WHERE a.bet_count > 0) >= 5 THEN 10 * count(*) FILTER (WHERE a.bet_count > 0) ELSE 0 END,
            'PENDING'
       FROM member_daily_activity a JOIN members m ON m.id = a.member_id
      WHERE m.parent_id = $1 AND a.day >= $2 AND a.day <= $3
      GROUP BY a.day ON CONFLICT DO NOTHING RETURNING day`,
    [agentId, addDays(today, -14), addDays(today, -1)],
  );
  for (const { day } of days.sort((x, y) => x.day.localeCompare(y.day))) {
    if (day !== addDays(today, -1)) {
      await payAgent(tx, 'SALARY', { merchantId, agentId, key: day, now: zonedDayStart(addDays(day, 1), c.timeZone) + 3600_000 });
    }
  }
  if (dividends) await seedDividends(c, agentId);
}

/**
 * Six half-month dividend settlements before the current half month (teamActivity's settledHalfMonths), each worked
 * out from the team's activity rows as the team P&L report sums them for the same days (the direct downlines' rows):
 * the team profit is the house's, bets - wins (the report's win/loss with the opposite sign), the rate the
 * contract's tier of it (20% from 10,000, 30% from 50,000; 0 below or when the team won) and the amount that share.
 * Settled at 01:00 the day after the period (or now, if that is later); the newest waits, the fourth and those with
 * nothing to pay were refused, the others paid.
 */
async function seedDividends(c: Ctx, agentId: number): Promise<void> {
  for (const [k, p] of settledHalfMonths(c).entries()) {
    const [sums] = await c.tx.query<{ profit: string }>(
      `SELECT COALESCE(sum(a.bet_amount), 0) - COALESCE(sum(a.win_amount), 0) AS profit
         FROM member_daily_activity a JOIN members m ON m.id = a.member_id
        WHERE m.parent_id = $1 AND a.day >= $2 AND a.day <= $3`,
      [agentId, p.start, p.end],
    );
    const profit = Math.round(Number(sums?.profit ?? 0) * 100);
    const rate = dividendRate(profit);
    const status = k === 0 ? 'PENDING' : rate === 0 || k === 3 ? 'REJECTED' : 'PAID';
    const settled = Math.min(c.now, zonedDayStart(addDays(p.end, 1), c.timeZone) + 3600_000);
    await c.tx.query(
      `INSERT INTO agent_dividends (member_id, period, start_day, end_day, team_profit, rate, amount, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        agentId,
        p.period,
        p.start,
        p.end,
        amount(profit),
        rate.toFixed(2),
        amount(rate > 0 ? Math.floor((profit * rate) / 100) : 0),
        status === 'PAID' ? 'PENDING' : status,
        settled,
      ],
    );
    // A settlement marked paid is paid through the ledger, the day it was settled.
    if (status === 'PAID') await payAgent(c.tx, 'DIVIDEND', { merchantId: c.merchantId, agentId, key: p.period, now: settled });
  }
}

export const agentTeamStep: SeedStep = {
  name: 'agent.team',
  demo: true,
  async run(tx, ctx: SeedContext) {
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const m of MERCHANTS) await seedMerchant(tx, m, hash, ctx.now);
  },
};
