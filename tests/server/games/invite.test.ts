/**
 * Invite friends (GET /wps/member/inviteStats): the invitation code issued once (also under parallel calls), the
 * REFERRAL promotion's rules, registration through the code setting the recommender (and a player's friend joining
 * the player's agent, not the player), visits counted once per visitor, depositing friends, refusals (guest 401,
 * trial 403, a merchant without REFERRAL 403, unknown parameters 400); the referral reward per the site's terms
 * (deposits and valid bets first, once per friend, never for a shared payout account), pending with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteStatsResponse } from '../../../src/generated/api/inviteStats.response.ts';
import type { Queryable } from '../../../server/src/db/index.ts';
import { clearMerchantCache } from '../../../server/src/http/merchant.ts';
import { memberAccount, systemAccount } from '../../../server/src/ledger/accounts.ts';
import { postTransaction } from '../../../server/src/ledger/post.ts';
import { call, callEncrypted, expectFail, expectOk, login } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { DEFAULT_REFERRAL, ReferralTermsError, referralTerms } from '../../../server/src/ledger/referralTerms.ts';
import { play } from '../retention/helpers.ts';
import { credit, ledgerTotals, makeMember } from './helpers.ts';

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
  const body = {
    username: `invitee${n}`,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum,
    countryDialingCode: '63',
    verificationCode: code,
    affiliateCode,
    type: 0,
    registerMethod: 'H5',
  };
  const v = expectOk<{ id: number }>(await callEncrypted(t.app, 'register', body, { headers }), 'register');
  return v.id;
}

async function post(kind: 'DEPOSIT' | 'BET', merchantId: number, memberId: number, cents: number): Promise<void> {
  await t.db.transaction(async (tx: Queryable) => {
    const other = await systemAccount(tx, merchantId, kind === 'DEPOSIT' ? 'PAYMENT' : 'HOUSE');
    const wallet = await memberAccount(tx, memberId);
    // A bet is staked from money the member has: credit it first (not a deposit).
    if (kind === 'BET') {
      await postTransaction(tx, {
        merchantId,
        memberId,
        kind: 'ADJUST',
        amountCents: cents,
        entries: [
          { accountId: other, cents: -cents },
          { accountId: wallet, cents },
        ],
        now: t.clock.now(),
      });
    }
    const [from, to] = kind === 'DEPOSIT' ? [other, wallet] : [wallet, other];
    await postTransaction(tx, {
      merchantId,
      memberId,
      kind,
      amountCents: cents,
      entries: [
        { accountId: from, cents: -cents },
        { accountId: to, cents },
      ],
      now: t.clock.now(),
    });
  });
}
/** A completed deposit of the member, straight in the ledger. */
const deposit = (merchantId: number, memberId: number, cents: number) => post('DEPOSIT', merchantId, memberId, cents);
/** A valid bet of the member, straight in the ledger. */
const bet = (merchantId: number, memberId: number, cents: number) => post('BET', merchantId, memberId, cents);

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
      'SELECT id, recommender_id, parent_id FROM members WHERE id = ANY($1::int[]) ORDER BY id',
      [[first, second]],
    );
    expect(rows.map((r) => r.recommender_id)).toEqual([inviter.memberId, inviter.memberId]);
    // A player heads no team: its friends join the player's own agent (none here).
    expect(rows.map((r) => r.parent_id)).toEqual([null, null]);
    await deposit(inviter.merchantId, first, 50_000);
    expect(await stats(inviter.token)).toMatchObject({ invited: 2, registered: 2, depositing: 1, earned: 0 });
  });

  it("pays the inviter once the friend has deposited 200 and bet 1,000 (the site's terms); pending with the reason until then", async () => {
    const inviter = await makeMember(t);
    const first = await stats(inviter.token);
    expect(first.terms).toEqual({ reward: 180, minDeposit: 200, turnover: 1000 });
    const friendId = await registerWith(first.code, 7);
    const friend = { token: await login(t.app, 'invitee7', 'abc12345'), memberId: friendId, merchantId: inviter.merchantId, username: 'invitee7' };
    expect((await stats(inviter.token)).friends).toEqual([
      { name: expect.stringMatching(/^in\*+e7$|\*/), joinedAt: t.clock.now(), status: 'pending', reason: 'deposit', deposited: 0, validBets: 0 },
    ]);
    const order = async (key: string, amount: number) =>
      expectOk<{ orderNo: string }>(
        await call(t.app, 'depositRequest', { token: friend.token, body: { channelCode: 'DEMOPAY', amount }, headers: { 'idempotency-key': key } }),
        'depositRequest',
      ).orderNo;
    // The probe's abuse: a first deposit of 10 (then 90) no longer pays anything.
    const [a, b] = [await order('ref-dep-a', 10), await order('ref-dep-b', 90)];
    t.clock.advance(5000);
    const settled = await Promise.all([a, b].map((orderNo) => call(t.app, 'depositStatus', { token: friend.token, query: { orderNo } })));
    expect(settled.map((r) => (r.body.value as { status: string }).status)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(await stats(inviter.token)).toMatchObject({ earned: 0, pending: 1, friends: [expect.objectContaining({ reason: 'deposit', deposited: 100 })] });
    await order('ref-dep-c', 100);
    t.clock.advance(5000);
    expectOk(await call(t.app, 'depositReport', { token: friend.token }), 'depositReport');
    expect((await stats(inviter.token)).friends[0]).toMatchObject({ status: 'pending', reason: 'turnover', deposited: 200, validBets: 0 });
    // Valid bets (ledger BET postings) up to just below the turnover, then one real round crosses it.
    await bet(friend.merchantId, friendId, 99_000);
    expect((await stats(inviter.token)).friends[0]).toMatchObject({ reason: 'turnover', validBets: 990 });
    await credit(t.db, friend.merchantId, friendId, 10_000, t.clock.now());
    await play(t, friend, 100001, 1);
    const paid = await t.db.query<{ amount_cents: string }>('SELECT amount_cents::text FROM referral_rewards WHERE friend_member_id = $1', [friendId]);
    expect(paid).toEqual([{ amount_cents: '18000' }]);
    expect(await stats(inviter.token)).toMatchObject({
      earned: 180,
      pending: 0,
      friends: [expect.objectContaining({ status: 'paid', reason: null, deposited: 200, validBets: 1000 })],
    });
    // More deposits and bets pay nothing more.
    await order('ref-dep-d', 300);
    t.clock.advance(5000);
    expectOk(await call(t.app, 'depositReport', { token: friend.token }), 'depositReport');
    await play(t, friend, 100001, 1);
    expect((await stats(inviter.token)).earned).toBe(180);
  });

  it("never pays for a friend who shares the inviter's payout account, and says why", async () => {
    const inviter = await makeMember(t);
    const { code } = await stats(inviter.token);
    const friendId = await registerWith(code, 8);
    const card = (memberId: number) =>
      t.db.query(
        "INSERT INTO bank_cards (member_id, bank_code, bank_name, account_name, account_no, created_at) VALUES ($1, 'BDO', 'BDO', 'Same Person', '5550001111', $2)",
        [memberId, t.clock.now()],
      );
    await card(inviter.memberId);
    await card(friendId);
    await deposit(inviter.merchantId, friendId, 50_000);
    await bet(inviter.merchantId, friendId, 200_000);
    expect(await stats(inviter.token)).toMatchObject({
      earned: 0,
      pending: 1,
      friends: [expect.objectContaining({ status: 'pending', reason: 'sharedAccount', deposited: 200, validBets: 1000 })],
    });
    // Removing the card does not clear it: a removed account still counts as shared.
    await t.db.query('UPDATE bank_cards SET removed_at = $2 WHERE member_id = $1', [friendId, t.clock.now()]);
    expect((await stats(inviter.token)).friends[0].reason).toBe('sharedAccount');
  });

  it('20 simultaneous looks at a friend who qualifies pay once; the books stay balanced', async () => {
    const inviter = await makeMember(t);
    const { code } = await stats(inviter.token);
    const friendId = await registerWith(code, 9);
    await deposit(inviter.merchantId, friendId, 20_000);
    await bet(inviter.merchantId, friendId, 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => stats(inviter.token)));
    expect(answers.every((a) => a.friends[0].status === 'paid')).toBe(true);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND kind = 'REFERRAL'", [
      inviter.memberId,
    ]);
    expect(n).toBe(1);
    expect(await ledgerTotals(t.db)).toMatchObject({ unbalanced: 0, negativeMembers: 0, drift: 0 });
  });

  it('follows the terms the site configures', async () => {
    await t.db.query(
      `UPDATE merchants SET settings = settings || '{"referral": {"reward": 50, "minDeposit": 10, "turnover": 0}}'::jsonb WHERE code = 'LUCKY88'`,
    );
    clearMerchantCache(t.db);
    try {
      const inviter = await makeMember(t);
      const { code, terms } = await stats(inviter.token);
      expect(terms).toEqual({ reward: 50, minDeposit: 10, turnover: 0 });
      const friendId = await registerWith(code, 10);
      await deposit(inviter.merchantId, friendId, 1_000);
      expect(await stats(inviter.token)).toMatchObject({ earned: 50, friends: [expect.objectContaining({ status: 'paid' })] });
    } finally {
      await t.db.query("UPDATE merchants SET settings = settings - 'referral' WHERE code = 'LUCKY88'");
      clearMerchantCache(t.db);
    }
  });

  it('refuses malformed terms with what to fix', () => {
    expect(referralTerms({})).toEqual(DEFAULT_REFERRAL);
    expect(() => referralTerms({ referral: { bonus: 5 } })).toThrow(/referral.bonus is not a setting/);
    expect(() => referralTerms({ referral: { reward: 0 } })).toThrow(ReferralTermsError);
    expect(() => referralTerms({ referral: { minDeposit: 1.234 } })).toThrow(/at most 2 decimals/);
  });

  it("a player's friend joins the player's agent; an agent's friend joins the agent", async () => {
    const [agent] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'agent1' AND merchant_id = 1");
    const player = await makeMember(t);
    await t.db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [player.memberId, agent.id]);
    const friend = await registerWith((await stats(player.token)).code, 3);
    const agentCode = (await stats(await login(t.app, 'agent1'))).code;
    const agentFriend = await registerWith(agentCode, 4);
    const rows = await t.db.query<{ id: number; recommender_id: number; parent_id: number }>(
      'SELECT id, recommender_id, parent_id FROM members WHERE id = ANY($1::int[]) ORDER BY id',
      [[friend, agentFriend]],
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
