/**
 * A demo agent's first team (step `core.members`): 24 direct downlines, the first a sub-agent with 3 of its own,
 * with 30 days of activity, and the agent's contracts (three pending, one accepted; no dividend contract where the
 * merchant pays no dividends). The seed gives agent1 this
 * team; the development call `devDemoAgent` gives every new demo agent the same, so a browser test that changes an
 * agent's team or answers its contracts has an agent of its own. Downlines are named after the agent
 * (`<agent>dl01`..`24`, `<agent>sub1`..`3`).
 */
import type { Queryable } from '../db/index.ts';
import { insertMember } from '../db/members.ts';

const DAY = 86_400_000;

export interface FirstTeam {
  merchantId: number;
  agentId: number;
  agent: string;
  /** The invitation code of the sub-agent `<agent>dl01`. */
  subAffiliateCode: string;
  hash: string;
  now: number;
  rnd: () => number;
  /** Whether the merchant pays agents dividends (its setting `agentDividends`): only then is a dividend contract offered. */
  dividends: boolean;
}

/** The first team with its activity; answers the downlines' ids by username. */
export async function seedFirstTeam(tx: Queryable, t: FirstTeam): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 1; i <= 27; i++) {
    const sub = i > 24;
    const username = sub ? `${t.agent}sub${i - 24}` : `${t.agent}dl${String(i).padStart(2, '0')}`;
    const joined = t.now - Math.floor(t.rnd() * 90) * DAY - (i <= 3 ? 90 * DAY : 0);
    const lastLogin = t.rnd() < 0.4 ? t.now - Math.floor(t.rnd() * 6) * 3600_000 : joined + Math.floor(t.rnd() * 20) * DAY;
    const id = await insertMember(tx, {
      merchantId: t.merchantId,
      username,
      passwordHash: t.hash,
      type: i === 1 ? 2 : 0,
      nickname: `Player ${i}`,
      parentId: sub ? ids.get(`${t.agent}dl01`) : t.agentId,
      createdAt: i <= 2 ? t.now - 3600_000 : joined,
      lastLoginAt: Math.min(lastLogin, t.now),
      affiliateCode: i === 1 ? t.subAffiliateCode : null,
    });
    if (id === undefined) continue;
    ids.set(username, id);
    for (let d = 0; d < 30; d++) {
      if (t.rnd() < 0.45) continue;
      const bet = Math.round(t.rnd() * 5000 * 100) / 100;
      const win = Math.round(bet * (0.6 + t.rnd() * 0.6) * 100) / 100;
      const deposit = t.rnd() < 0.3 ? Math.round(t.rnd() * 20) * 100 : 0;
      const withdraw = t.rnd() < 0.15 ? Math.round(t.rnd() * 10) * 100 : 0;
      await tx.query(
        `INSERT INTO member_daily_activity (member_id, day, bet_count, bet_amount, win_amount, deposit_amount, withdraw_amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [
          id,
          new Date(t.now - d * DAY).toISOString().slice(0, 10),
          1 + Math.floor(t.rnd() * 80),
          bet.toFixed(2),
          win.toFixed(2),
          deposit.toFixed(2),
          withdraw.toFixed(2),
        ],
      );
    }
  }
  await seedContracts(tx, t.agentId, t.now, t.dividends);
  return ids;
}

/** Pending contracts and an accepted one, offered a day (the accepted: 30 days) before `now`; dividends: see FirstTeam. */
async function seedContracts(tx: Queryable, agentId: number, now: number, dividends: boolean): Promise<void> {
  const contracts: [string, string, Record<string, unknown>][] = [
    ['dailySalary', 'pending', { minActiveMembers: 10, salaryPerActiveMember: 20, currency: 'PHP' }],
    [
      'dividend',
      'pending',
      {
        period: 'half-month',
        tiers: [
          { minProfit: 10000, rate: 0.2 },
          { minProfit: 50000, rate: 0.3 },
        ],
      },
    ],
    ['hourlySalary', 'pending', { minBetPerHour: 5000, salaryPerHour: 50 }],
    ['dailySalary', 'accepted', { minActiveMembers: 5, salaryPerActiveMember: 10, currency: 'PHP' }],
  ];
  for (const [kind, status, terms] of contracts.filter(([kind]) => dividends || kind !== 'dividend')) {
    // The accepted one was offered earlier and answered a day later.
    const offered = now - (status === 'pending' ? DAY : 30 * DAY);
    await tx.query('INSERT INTO agent_contracts (member_id, kind, status, terms, created_at, answered_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      agentId,
      kind,
      status,
      JSON.stringify(terms),
      offered,
      status === 'pending' ? null : offered + DAY,
    ]);
  }
}
