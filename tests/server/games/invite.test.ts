/**
 * Invite friends (GET /wps/member/inviteStats): the invitation code issued once (also under parallel calls), the
 * REFERRAL promotion's rules, registration through the code setting the recommender (and a player's friend joining
 * the player's agent, not the player), visits counted once per visitor, depositing friends, refusals (guest 401,
 * trial 403, a merchant without REFERRAL 403, unknown parameters 400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteStatsResponse } from '../../../src/generated/api/inviteStats.response.ts';
import type { Queryable } from '../../../server/src/db/index.ts';
import { clearMerchantCache } from '../../../server/src/http/merchant.ts';
import { memberAccount, systemAccount } from '../../../server/src/ledger/accounts.ts';
import { postTransaction } from '../../../server/src/ledger/post.ts';
import { call, callEncrypted, expectFail, expectOk, login } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ captchaText: () => '2468', trustProxy: 1 });
});
afterAll(async () => t?.close());

let ipN = 0;
/** A fresh client address per request that must count as another visitor or registration. */
const fresh = () => ({ 'x-forwarded-for': `10.94.0.${++ipN}` });

const stats = async (token: string, merchant = 'LUCKY88'): Promise<InviteStatsResponse> =>
  expectOk<InviteStatsResponse>(await call(t.app, 'inviteStats', { token, merchant }), 'inviteStats');

/** Registers a LUCKY88 member by username with an SMS code (the brand's rules), through `affiliateCode`. */
async function registerWith(affiliateCode: string, n: number): Promise<number> {
  const mobileNum = `91894${String(n).padStart(5, '0')}`;
  const headers = fresh();
  expectOk(await call(t.app, 'smsRegister', { headers, body: { mobileNum, countryDialingCode: '63' } }), 'smsRegister');
  const out = expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: `63${mobileNum}` } }), 'devSmsOutbox');
  const code = /(\d{6})/.exec(out[0]?.body ?? '')?.[1] ?? '';
  const body = { username: `invitee${n}`, password: 'abc12345', confirmPassword: 'abc12345', mobileNum, countryDialingCode: '63', verificationCode: code, affiliateCode, type: 0, registerMethod: 'H5' };
  const v = expectOk<{ id: number }>(await callEncrypted(t.app, 'register', body, { headers }), 'register');
  return v.id;
}

async function deposit(merchantId: number, memberId: number, cents: number): Promise<void> {
  await t.db.transaction(async (tx: Queryable) => {
    const payment = await systemAccount(tx, merchantId, 'PAYMENT');
    const wallet = await memberAccount(tx, memberId);
    await postTransaction(tx, {
      merchantId, memberId, kind: 'DEPOSIT', amountCents: cents, entries: [{ accountId: payment, cents: -cents }, { accountId: wallet, cents }], now: t.clock.now(),
    });
  });
}

describe('invitation code', () => {
  it('is issued on the first call and kept; parallel first calls agree on one code', async () => {
    const m = await makeMember(t);
    const answers = await Promise.all([stats(m.token), stats(m.token), stats(m.token)]);
    const codes = new Set(answers.map((a) => a.code));
    expect(codes.size).toBe(1);
    const [code] = codes;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await stats(m.token)).code).toBe(code);
    const [row] = await t.db.query<{ affiliate_code: string }>('SELECT affiliate_code FROM members WHERE id = $1', [m.memberId]);
    expect(row.affiliate_code).toBe(code);
    expect(answers[0]).toMatchObject({ invited: 0, registered: 0, depositing: 0, earned: 0 });
  });

  it('an agent keeps its own affiliate code', async () => {
    const token = await login(t.app, 'agent1');
    const [row] = await t.db.query<{ affiliate_code: string }>("SELECT affiliate_code FROM members WHERE username = 'agent1' AND merchant_id = 1");
    expect((await stats(token)).code).toBe(row.affiliate_code);
  });

  it('answers the REFERRAL promotion as the rules', async () => {
    const v = await stats(await login(t.app, 'demo0'));
    expect(v.rules?.title).toMatch(/refer a friend/i);
    expect(v.rules?.content).toContain('180');
  });
});

describe('figures', () => {
  it('counts visits once per visitor, registrations with the code as the recommender, and depositing friends', async () => {
    const inviter = await makeMember(t);
    const { code } = await stats(inviter.token);
    // The register page checks the code when it opens: the same visitor twice counts once.
    const visitor = fresh();
    for (let i = 0; i < 2; i++) expectOk(await call(t.app, 'affiliateCheck', { query: { code }, headers: visitor }), 'affiliateCheck');
    expectOk(await call(t.app, 'affiliateCheck', { query: { code }, headers: fresh() }), 'affiliateCheck');
    expect(await stats(inviter.token)).toMatchObject({ invited: 2, registered: 0, depositing: 0 });

    const first = await registerWith(code, 1);
    const second = await registerWith(code, 2);
    const rows = await t.db.query<{ id: number; recommender_id: number; parent_id: number | null }>(
      'SELECT id, recommender_id, parent_id FROM members WHERE id = ANY($1::int[]) ORDER BY id', [[first, second]],
    );
    expect(rows.map((r) => r.recommender_id)).toEqual([inviter.memberId, inviter.memberId]);
    // A player heads no team: its friends join the player's own agent (none here).
    expect(rows.map((r) => r.parent_id)).toEqual([null, null]);
    await deposit(inviter.merchantId, first, 50_000);
    expect(await stats(inviter.token)).toMatchObject({ invited: 2, registered: 2, depositing: 1, earned: 0 });
  });

  it("a friend's first completed deposit pays the inviter 180 once (REFERRAL), also when two deposits complete together", async () => {
    const inviter = await makeMember(t);
    const { code } = await stats(inviter.token);
    const friendId = await registerWith(code, 7);
    const friend = { token: await login(t.app, 'invitee7', 'abc12345'), memberId: friendId };
    const order = async (key: string) =>
      expectOk<{ orderNo: string }>(
        await call(t.app, 'depositRequest', { token: friend.token, body: { channelCode: 'DEMOPAY', amount: 100 }, headers: { 'idempotency-key': key } }),
        'depositRequest',
      ).orderNo;
    const [a, b] = [await order('ref-dep-a'), await order('ref-dep-b')];
    t.clock.advance(5000);
    // Both orders settle at once: the friend's row lock and the one reward per friend pay once.
    const settled = await Promise.all([a, b].map((orderNo) => call(t.app, 'depositStatus', { token: friend.token, query: { orderNo } })));
    expect(settled.map((r) => (r.body.value as { status: string }).status)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(await stats(inviter.token)).toMatchObject({ registered: 1, depositing: 1, earned: 180 });
    const moves = expectOk<{ content: { txCode: string; amount: number }[] }>(
      await call(t.app, 'memberTransactions', { token: inviter.token, query: { pageNo: 1, pageSize: 20 } }),
      'memberTransactions',
    ).content.filter((m) => m.txCode === 'REFERRAL');
    expect(moves.map((m) => m.amount)).toEqual([180]);
    // A later deposit pays nothing more.
    await order('ref-dep-c');
    t.clock.advance(5000);
    expectOk(await call(t.app, 'depositReport', { token: friend.token }), 'depositReport');
    expect((await stats(inviter.token)).earned).toBe(180);
  });

  it("a player's friend joins the player's agent; an agent's friend joins the agent", async () => {
    const [agent] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'agent1' AND merchant_id = 1");
    const player = await makeMember(t);
    await t.db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [player.memberId, agent.id]);
    const friend = await registerWith((await stats(player.token)).code, 3);
    const agentCode = (await stats(await login(t.app, 'agent1'))).code;
    const agentFriend = await registerWith(agentCode, 4);
    const rows = await t.db.query<{ id: number; recommender_id: number; parent_id: number }>(
      'SELECT id, recommender_id, parent_id FROM members WHERE id = ANY($1::int[]) ORDER BY id', [[friend, agentFriend]],
    );
    expect(rows).toEqual([
      { id: friend, recommender_id: player.memberId, parent_id: agent.id },
      { id: agentFriend, recommender_id: agent.id, parent_id: agent.id },
    ]);
  });
});

describe('refusals', () => {
  it('a guest gets 401, a trial account 403 free_reject, unknown parameters 400', async () => {
    expect((await call(t.app, 'inviteStats')).status).toBe(401);
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'inviteStats', { token: trial.token }), 403, 'free_reject');
    const m = await makeMember(t);
    expect((await call(t.app, 'inviteStats', { token: m.token, query: { bogus: '1' } })).status).toBe(400);
  });

  it('a merchant without the REFERRAL promotion refuses with 403 and issues no code', async () => {
    const m = await makeMember(t, { merchant: 'ROYALPH' });
    const [row] = await t.db.query<{ settings: Record<string, unknown> }>("SELECT settings FROM merchants WHERE code = 'ROYALPH'");
    await t.db.query("UPDATE merchants SET settings = jsonb_set(settings, '{promotions,REFERRAL}', 'false') WHERE code = 'ROYALPH'");
    clearMerchantCache(t.db);
    try {
      expectFail(await call(t.app, 'inviteStats', { token: m.token, merchant: 'ROYALPH' }), 403, 'referral.disabled');
      const [after] = await t.db.query<{ affiliate_code: string | null }>('SELECT affiliate_code FROM members WHERE id = $1', [m.memberId]);
      expect(after.affiliate_code).toBeNull();
    } finally {
      await t.db.query("UPDATE merchants SET settings = $1 WHERE code = 'ROYALPH'", [JSON.stringify(row.settings)]);
      clearMerchantCache(t.db);
    }
  });
});
