/**
 * A demo agent's first team (step `core.members`): 24 direct downlines, the first a sub-agent with 3 of its own,
 * with their activity since they registered (as far back as the oldest dividend settlement: teamActivity.ts), and
 * the agent's contracts (three pending, one accepted; no dividend contract where the merchant pays no dividends).
 * The seed gives agent1 this team; the development call `devDemoAgent` gives every new demo agent the same, so a
 * browser test that changes an agent's team or answers its contracts has an agent of its own. Downlines are named
 * after the agent (`<agent>dl01`..`24`, `<agent>sub1`..`3`); dl23 and dl24 registered today.
 */
import type { Queryable } from '../db/index.ts';
import { insertMember } from '../db/members.ts';
import { zonedDay, zonedDayStart } from '../../../src/core/zonedTime.ts';
import { type ActivityRow, activityDays, DIVIDEND_TIERS, insertActivity, lastLoginOf, merchantTimeZone, type TeamClock } from './teamActivity.ts';

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

/**
 * The first team with its activity; answers the downlines' ids by username. Every member registered after its
 * upline, bets from the day it registered on (days of the merchant's time zone), and last logged in after it
 * registered and not before the last day it bet (lastLoginOf).
 */
export async function seedFirstTeam(tx: Queryable, t: FirstTeam): Promise<Map<string, number>> {
  const clock: TeamClock = { now: t.now, timeZone: await merchantTimeZone(tx, t.merchantId) };
  const days = activityDays(clock);
  const todayStart = zonedDayStart(days[0], clock.timeZone);
  const [agent] = await tx.query<{ created_at: number }>('SELECT created_at FROM members WHERE id = $1', [t.agentId]);
  const agentJoined = Number(agent?.created_at ?? t.now - 120 * DAY);
  const ids = new Map<string, number>();
  const joinedOf = new Map<string, number>();
  for (let i = 1; i <= 27; i++) {
    const sub = i > 24;
    const username = sub ? `${t.agent}sub${i - 24}` : `${t.agent}dl${String(i).padStart(2, '0')}`;
    const upline = sub ? `${t.agent}dl01` : null;
    // dl01..03 joined 90 to 115 days ago, dl23 and dl24 today, the others (and dl01's own) in the last 90 days.
    const earliest = (upline ? (joinedOf.get(upline) ?? agentJoined) : agentJoined) + 3600_000;
    let joined: number;
    if (i === 23 || i === 24) joined = todayStart + Math.floor(t.rnd() * (t.now - todayStart + 1));
    else {
      const daysAgo = i <= 3 ? 90 + Math.floor(t.rnd() * 25) : Math.floor(t.rnd() * 90);
      joined = Math.min(t.now, Math.max(earliest, t.now - daysAgo * DAY - Math.floor(t.rnd() * 24) * 3600_000));
    }
    const joinDay = zonedDay(joined, clock.timeZone);
    const rows: ActivityRow[] = [];
    for (const day of days) {
      if (day < joinDay) break;
      if (t.rnd() < 0.45) continue;
      const bet = Math.round(t.rnd() * 500_000);
      const win = Math.round(bet * (0.6 + t.rnd() * 0.6));
      const deposit = t.rnd() < 0.3 ? Math.round(t.rnd() * 20) * 10_000 : 0;
      const withdraw = t.rnd() < 0.15 ? Math.round(t.rnd() * 10) * 10_000 : 0;
      // Valid bets and rebate are set with the rebate rates (seedGrownTeam).
      rows.push({ day, betCount: 1 + Math.floor(t.rnd() * 80), bet, valid: 0, win, deposit, withdraw, rebate: 0 });
    }
    const wanted = t.rnd() < 0.4 ? t.now - Math.floor(t.rnd() * 6) * 3600_000 : joined + Math.floor(t.rnd() * 20) * DAY;
    const id = await insertMember(tx, {
      merchantId: t.merchantId,
      username,
      passwordHash: t.hash,
      type: i === 1 ? 2 : 0,
      nickname: `Player ${i}`,
      parentId: upline ? ids.get(upline) : t.agentId,
      createdAt: joined,
      lastLoginAt: lastLoginOf(clock, joined, rows[0]?.day ?? null, wanted, t.rnd),
      affiliateCode: i === 1 ? t.subAffiliateCode : null,
    });
    if (id === undefined) continue;
    ids.set(username, id);
    joinedOf.set(username, joined);
    await insertActivity(tx, id, rows);
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
        tiers: DIVIDEND_TIERS,
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
