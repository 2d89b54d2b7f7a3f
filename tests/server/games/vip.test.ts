/**
 * VIP levels (GET /wps/member/vip): the seeded levels of both merchants, current and next level of the seeded
 * members (from their club labels), promotion by lifetime deposits and bets (through the real deposit and game
 * calls, and by ledger postings for the high levels), the club label following, trial members refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VipLevelsResponse } from '../../../src/generated/api/vipLevels.response.ts';
import type { Queryable } from '../../../server/src/db/index.ts';
import { memberAccount, systemAccount } from '../../../server/src/ledger/accounts.ts';
import { postTransaction } from '../../../server/src/ledger/post.ts';
import { call, expectFail, expectOk, login } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const vip = async (token: string, merchant = 'LUCKY88'): Promise<VipLevelsResponse> =>
  expectOk<VipLevelsResponse>(await call(t.app, 'vipLevels', { token, merchant }), 'vipLevels');

const clubLabel = async (token: string, merchant = 'LUCKY88'): Promise<string | null> =>
  expectOk<{ clubLabel: { labelName: string } | null }>(await call(t.app, 'memberInfo', { token, merchant }), 'memberInfo').clubLabel?.labelName ?? null;

/**
 * Posts a DEPOSIT straight to the ledger (cents), or a BET paid back by a WIN of the same amount (so the wallet
 * never runs dry), balanced against the merchant's system accounts.
 */
async function post(member: Member, kind: 'DEPOSIT' | 'BET', cents: number): Promise<void> {
  await t.db.transaction(async (tx: Queryable) => {
    const wallet = await memberAccount(tx, member.memberId);
    const o = { merchantId: member.merchantId, memberId: member.memberId, amountCents: cents, now: t.clock.now() };
    if (kind === 'DEPOSIT') {
      const payment = await systemAccount(tx, member.merchantId, 'PAYMENT');
      await postTransaction(tx, {
        ...o,
        kind,
        entries: [
          { accountId: payment, cents: -cents },
          { accountId: wallet, cents },
        ],
      });
      return;
    }
    const house = await systemAccount(tx, member.merchantId, 'HOUSE');
    await postTransaction(tx, {
      ...o,
      kind: 'WIN',
      entries: [
        { accountId: house, cents: -cents },
        { accountId: wallet, cents },
      ],
    });
    await postTransaction(tx, {
      ...o,
      kind: 'BET',
      entries: [
        { accountId: wallet, cents: -cents },
        { accountId: house, cents },
      ],
    });
  });
}

describe('levels', () => {
  it('LUCKY88 has VIP 0..VIP 5 with increasing thresholds and benefits', async () => {
    const v = await vip(await login(t.app, 'demo0'));
    expect(v.enabled).toBe(true);
    expect(v.levels.map((l) => l.name)).toEqual(['VIP 0', 'VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5']);
    expect(v.levels[0]).toMatchObject({ level: 0, depositRequired: 0, betRequired: 0 });
    for (let i = 1; i < v.levels.length; i++) {
      const [a, b] = [v.levels[i - 1], v.levels[i]];
      expect(b.level).toBe(a.level + 1);
      expect(b.depositRequired).toBeGreaterThan(a.depositRequired);
      expect(b.betRequired).toBeGreaterThan(a.betRequired);
      expect(b.benefits.rebatePercent).toBeGreaterThan(a.benefits.rebatePercent);
      expect(b.benefits.dailyWithdrawLimit).toBeGreaterThan(a.benefits.dailyWithdrawLimit);
      expect(b.benefits.upgradeBonus).toBeGreaterThan(a.benefits.upgradeBonus);
    }
    expect(v.levels[1]).toMatchObject({ depositRequired: 500, betRequired: 2000 });
    expect(v.levels[5].benefits.dedicatedService).toBe(true);
    expect(v.levels[0].benefits.dedicatedService).toBe(false);
  });

  it('ROYALPH has its own levels', async () => {
    const lucky = await vip(await login(t.app, 'demo0'));
    const royal = await vip(await login(t.app, 'demo0', 'demo1234', 'ROYALPH'), 'ROYALPH');
    expect(royal.enabled).toBe(true);
    expect(royal.levels).toHaveLength(6);
    expect(royal.levels[1].depositRequired).not.toBe(lucky.levels[1].depositRequired);
  });

  it('a merchant without VIP levels answers enabled: false', async () => {
    const token = await login(t.app, 'demo1', 'demo1234', 'ROYALPH');
    const saved = await t.db.query('SELECT * FROM vip_levels WHERE merchant_id = 2 ORDER BY level');
    await t.db.query('DELETE FROM vip_levels WHERE merchant_id = 2');
    try {
      const v = await vip(token, 'ROYALPH');
      expect(v).toMatchObject({ enabled: false, levels: [], next: null, current: { level: 0, deposits: 0, bets: 0 } });
    } finally {
      await t.db.query(`INSERT INTO vip_levels SELECT * FROM jsonb_populate_recordset(NULL::vip_levels, $1::jsonb)`, [JSON.stringify(saved)]);
    }
    expect((await vip(token, 'ROYALPH')).levels).toHaveLength(6);
  });
});

describe('current and next level of the seeded members', () => {
  it('follows the club labels (demo0 none, demo1 VIP 1, demo2 VIP 3, agent1 VIP 5)', async () => {
    const d0 = await vip(await login(t.app, 'demo0'));
    expect(d0.current).toEqual({ level: 0, name: 'VIP 0', deposits: 0, bets: 0 });
    expect(d0.next).toEqual({ level: 1, name: 'VIP 1', depositsNeeded: 500, betsNeeded: 2000 });
    const d1 = await vip(await login(t.app, 'demo1'));
    expect(d1.current).toMatchObject({ level: 1, name: 'VIP 1' });
    expect(d1.next).toEqual({ level: 2, name: 'VIP 2', depositsNeeded: 5000, betsNeeded: 20000 });
    const d2 = await vip(await login(t.app, 'demo2'));
    expect(d2.current).toMatchObject({ level: 3, name: 'VIP 3' });
    expect(d2.next).toMatchObject({ level: 4, name: 'VIP 4' });
    const agentToken = await login(t.app, 'agent1');
    const a = await vip(agentToken);
    expect(a.current).toMatchObject({ level: 5, name: 'VIP 5' });
    expect(a.next).toBeNull();
    // Reading never lowers a label.
    expect(await clubLabel(agentToken)).toBe('VIP 5');
  });
});

describe('promotion', () => {
  it('deposits and bets through the real calls reach VIP 1; the club label follows', async () => {
    const m = await makeMember(t, { balanceCents: 500_000 });
    expect(await clubLabel(m.token)).toBeNull();
    const order = expectOk<{ orderNo: string }>(
      await call(t.app, 'depositRequest', { token: m.token, body: { channelCode: 'DEMOPAY', amount: 500 }, headers: { 'idempotency-key': 'vip-dep-0001' } }),
      'depositRequest',
    );
    expect(order.orderNo).toBeTruthy();
    t.clock.advance(5000); // the demo channel confirms; reading the VIP page completes due deposits
    let v = await vip(m.token);
    expect(v.current).toEqual({ level: 0, name: 'VIP 0', deposits: 500, bets: 0 });
    expect(v.next).toMatchObject({ level: 1, depositsNeeded: 0, betsNeeded: 2000 });

    // A game with a high minimum bet: its biggest stake reaches 2,000 in a few rounds.
    const [game] = await t.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE game_type = 'RNG' AND enabled ORDER BY min_bet DESC, node_id LIMIT 1",
    );
    const launch = await call(t.app, 'launchGame', { query: { nodeId: game.node_id }, token: m.token });
    const url = (launch.body.value as { content: { game_url: string } }).content.game_url;
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const session = expectOk<{ bets: number[] }>(
      await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }),
      'demoGameSession',
    );
    const stake = Math.max(...session.bets.filter((b) => b <= 500));
    let bets = 0;
    for (let i = 0; bets < 2000; i++) {
      expectOk(
        await call(t.app, 'demoGameSpin', {
          merchant: null,
          body: { bet: stake },
          headers: { 'x-launch-token': token, 'idempotency-key': `vip-spin-${i}-key` },
        }),
        'demoGameSpin',
      );
      bets = Math.round((bets + stake) * 100) / 100;
      if (bets < 2000) {
        v = await vip(m.token);
        expect(v.current.level).toBe(0);
      }
    }
    v = await vip(m.token);
    expect(v.current).toMatchObject({ level: 1, name: 'VIP 1', deposits: 500, bets });
    expect(v.next).toMatchObject({ level: 2, depositsNeeded: 4500 });
    expect(await clubLabel(m.token)).toBe('VIP 1');
  });

  it('a stored label counts until the totals reach a higher level; both thresholds are needed', async () => {
    const m = await makeMember(t);
    await t.db.query("UPDATE members SET club_label = 'VIP 2' WHERE id = $1", [m.memberId]);
    expect((await vip(m.token)).current).toMatchObject({ level: 2, name: 'VIP 2' });
    await post(m, 'DEPOSIT', 100_000 * 100); // VIP 4 deposits, bets still 0
    let v = await vip(m.token);
    expect(v.current).toMatchObject({ level: 2, deposits: 100_000, bets: 0 });
    expect(v.next).toEqual({ level: 3, name: 'VIP 3', depositsNeeded: 0, betsNeeded: 100_000 });
    await post(m, 'BET', 100_000 * 100); // VIP 3 bets
    v = await vip(m.token);
    expect(v.current).toMatchObject({ level: 3, name: 'VIP 3', deposits: 100_000, bets: 100_000 });
    expect(v.next).toEqual({ level: 4, name: 'VIP 4', depositsNeeded: 0, betsNeeded: 400_000 });
    expect(await clubLabel(m.token)).toBe('VIP 3');
    await post(m, 'DEPOSIT', 400_000 * 100);
    await post(m, 'BET', 2_400_000 * 100);
    v = await vip(m.token);
    expect(v.current).toMatchObject({ level: 5, name: 'VIP 5', deposits: 500_000, bets: 2_500_000 });
    expect(v.next).toBeNull();
    expect(await clubLabel(m.token)).toBe('VIP 5');
  });

  it("only this member's ledger counts", async () => {
    const other = await makeMember(t);
    expect((await vip(other.token)).current).toEqual({ level: 0, name: 'VIP 0', deposits: 0, bets: 0 });
  });
});

describe('refusals', () => {
  it('trial members get 403 free_reject; no session 401; bad query 400', async () => {
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'vipLevels', { token: trial.token }), 403, 'free_reject');
    expectFail(await call(t.app, 'vipLevels', {}), 401, 'login.not.session');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'vipLevels', { token: m.token, query: 'zzz=1' }), 400, 'validation.failed');
    expectFail(await call(t.app, 'vipLevels', { token: m.token, query: 'merchant=ROYALPH' }), 403, 'domain_not_available');
    expectFail(await call(t.app, 'vipLevels', { token: m.token, merchant: 'NOPE' }), 403, 'domain_not_available');
  });
});
