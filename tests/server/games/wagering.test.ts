/**
 * Wagering: a deposit bonus holds the deposit and the bonus until multiplier x bonus of valid bets is played; other
 * credits carry the site's multiplier per kind; a withdrawal may take only the free part (a refusal says the
 * turnover left and moves nothing); bets fill the oldest requirement first; giving up or expiry is a FORFEIT
 * posting; 20 simultaneous withdrawals or forfeits never take held money or forfeit twice; the books balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WageringStatusResponse } from '../../../src/generated/api/wageringStatus.response.ts';
import { DEFAULT_WAGERING, WageringTermsError, wageringTerms } from '../../../server/src/ledger/wageringTerms.ts';
import { call, encrypted, expectFail, expectOk, type Answer } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { renew, play } from '../retention/helpers.ts';
import { credit, ledgerTotals, LOGIN_PASSWORD, makeMember, type Member } from './helpers.ts';

const PAY = 'pay-Secret9';
const RNG_NODE = 100001;
const DAY = 86_400_000;
let t: TestApp;
let startSum = 0;
let seq = 0;
let firstDeposit = 0;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
  const [p] = await t.db.query<{ id: number }>("SELECT id FROM deposit_promotions WHERE code = 'FIRSTDEP100'");
  firstDeposit = p.id;
});
afterAll(async () => t?.close());

const status = async (m: Member): Promise<WageringStatusResponse> =>
  expectOk<WageringStatusResponse>(await call(t.app, 'wageringStatus', { token: m.token }), 'wageringStatus');

async function bankCard(m: Member): Promise<number> {
  const banks = expectOk<{ list: { bankCode: string }[] }>(await call(t.app, 'bankList', { token: m.token }), 'bankList');
  expectOk(
    await call(t.app, 'addBankCard', {
      token: m.token,
      body: {
        bankCode: banks.list[0].bankCode,
        accountName: 'Juan Dela Cruz',
        accountNo: `0917${String(++seq).padStart(7, '0')}`,
        loginPassword: LOGIN_PASSWORD,
      },
    }),
    'addBankCard',
  );
  const cards = expectOk<{ list: { id: number }[] }>(await call(t.app, 'bankCards', { token: m.token }), 'bankCards');
  return cards.list[0].id;
}

async function withdraw(m: Member, bankCardId: number, amount: number, key = `wagering-wd-${++seq}`): Promise<Answer> {
  const enc = await encrypted(t.app, 'withdraw', { amount, bankCardId, paymentPassword: PAY });
  return call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': key } });
}

/** A member who deposited `amount` with the first-deposit promotion (100% bonus, 10x turnover), completed. */
async function bonusMember(amount = 100): Promise<{ m: Member; card: number }> {
  const m = await makeMember(t, { paymentPassword: PAY });
  const card = await bankCard(m);
  const order = expectOk<{ orderNo: string }>(
    await call(t.app, 'depositRequest', {
      token: m.token,
      body: { channelCode: 'DEMOPAY', amount, promoId: firstDeposit },
      headers: { 'idempotency-key': `wagering-dep-${++seq}` },
    }),
    'depositRequest',
  );
  t.clock.advance(1500);
  expect(expectOk<{ status: string }>(await call(t.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo } }), 'depositStatus').status).toBe(
    'SUCCESS',
  );
  return { m, card };
}

const ledgerRows = async (m: Member) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1', [m.memberId]))[0].n;

describe('a deposit bonus', () => {
  it('holds the deposit and the bonus until its turnover is bet; the refusal says how much is left and moves nothing', async () => {
    const { m, card } = await bonusMember();
    const s = await status(m);
    expect(s).toMatchObject({ balance: 200, held: 200, withdrawable: 0, turnoverLeft: 1000 });
    expect(s.requirements).toEqual([
      expect.objectContaining({
        source: 'BONUS',
        title: 'First deposit bonus',
        bonus: 100,
        held: 200,
        multiplier: 10,
        required: 1000,
        wagered: 0,
        remaining: 1000,
        expiresAt: t.clock.now() + 30 * DAY,
      }),
    ]);
    const before = await ledgerRows(m);
    const refused = await withdraw(m, card, 200);
    expectFail(refused, 409, 'withdraw.turnover.open');
    expect(refused.body.message).toBe('Your bonuses still need 1,000.00 of valid bets. Until then you can withdraw up to 0.00.');
    expect(refused.body.value).toEqual({ withdrawable: 0, turnoverLeft: 1000 });
    expect(await ledgerRows(m)).toBe(before);
    expect((await status(m)).balance).toBe(200);
  });

  it('valid bets fill it; money beyond what it holds is free at once, and all of it once the turnover is met', async () => {
    const { m, card } = await bonusMember();
    await credit(t.db, m.merchantId, m.memberId, 500_000, t.clock.now());
    expect(await status(m)).toMatchObject({ held: 200, withdrawable: 5000 });
    expectFail(await withdraw(m, card, 5000.01), 409, 'withdraw.turnover.open');
    const stakes = await play(t, m, RNG_NODE, 3);
    const bet = stakes.reduce((s, x) => s + x, 0);
    const after = await status(m);
    expect(after.requirements[0]).toMatchObject({ wagered: bet, remaining: 1000 - bet });
    while ((await status(m)).requirements.length > 0) await play(t, m, RNG_NODE, 5);
    const met = await t.db.query<{ status: string; wagered_cents: string }>(
      'SELECT status, wagered_cents::text FROM wagering_requirements WHERE member_id = $1',
      [m.memberId],
    );
    expect(met).toEqual([{ status: 'MET', wagered_cents: '100000' }]);
    const free = await status(m);
    expect(free).toMatchObject({ held: 0, turnoverLeft: 0, withdrawable: free.balance });
    expectOk(await withdraw(m, card, 200), 'withdraw');
  });
});

describe('other credits', () => {
  it('carry the multiplier the site configures per kind; a kind at 0 carries none', async () => {
    const m = await makeMember(t, { paymentPassword: PAY });
    expectOk(await call(t.app, 'checkinClaim', { token: m.token }), 'checkinClaim');
    expectOk(
      await call(t.app, 'promoCodeRedeem', { token: m.token, body: { code: 'WELCOME10' }, headers: { 'idempotency-key': `wagering-pc-${++seq}` } }),
      'promoCodeRedeem',
    );
    const s = await status(m);
    // The seeded terms: check-in 1x, promo code 3x.
    expect(s.requirements.map((r) => [r.source, r.multiplier, r.required / r.bonus])).toEqual([
      ['CHECKIN', 1, 1],
      ['PROMOCODE', 3, 3],
    ]);
    const [saved] = await t.db.query<{ settings: unknown }>("SELECT settings FROM merchants WHERE code = 'LUCKY88'");
    await t.db.query(
      `UPDATE merchants SET settings = settings || '{"wagering": {"multipliers": {"CHECKIN": 0, "PROMOCODE": 2.5}}}'::jsonb WHERE code = 'LUCKY88'`,
    );
    try {
      t.clock.advance(DAY);
      await renew(t, m);
      const other = await makeMember(t);
      expectOk(await call(t.app, 'checkinClaim', { token: m.token }), 'checkinClaim');
      expectOk(
        await call(t.app, 'promoCodeRedeem', { token: other.token, body: { code: 'WELCOME10' }, headers: { 'idempotency-key': `wagering-pc-${++seq}` } }),
        'promoCodeRedeem',
      );
      expect((await status(m)).requirements.map((r) => r.source)).toEqual(['CHECKIN', 'PROMOCODE']);
      expect((await status(other)).requirements).toEqual([expect.objectContaining({ source: 'PROMOCODE', bonus: 10, multiplier: 2.5, required: 25 })]);
    } finally {
      await t.db.query("UPDATE merchants SET settings = $1 WHERE code = 'LUCKY88'", [JSON.stringify(saved.settings)]);
    }
  });

  it('bets fill the oldest requirement first', async () => {
    const { m } = await bonusMember();
    expectOk(await call(t.app, 'checkinClaim', { token: m.token }), 'checkinClaim');
    await credit(t.db, m.merchantId, m.memberId, 100_000, t.clock.now());
    const bet = (await play(t, m, RNG_NODE, 2)).reduce((s, x) => s + x, 0);
    const [first, second] = (await status(m)).requirements;
    expect([first.source, first.wagered, second.source, second.wagered]).toEqual(['BONUS', bet, 'CHECKIN', 0]);
  });
});

describe('giving up and expiry', () => {
  it('giving up posts FORFEIT of the bonus, frees what it held, answers a replay alike and refuses a second time', async () => {
    const { m, card } = await bonusMember();
    const [r] = (await status(m)).requirements;
    const key = `wagering-ff-${++seq}`;
    const forfeit = (k: string) =>
      call(t.app, 'wageringForfeit', { token: m.token, body: { requirementId: r.requirementId }, headers: { 'idempotency-key': k } });
    expect(expectOk(await forfeit(key), 'wageringForfeit')).toEqual({ requirementId: r.requirementId, forfeited: 100, balance: 100 });
    expect(expectOk(await forfeit(key), 'wageringForfeit')).toEqual({ requirementId: r.requirementId, forfeited: 100, balance: 100 });
    expectFail(await forfeit(`wagering-ff-${++seq}`), 409, 'wagering.not.open');
    expect(await status(m)).toMatchObject({ balance: 100, held: 0, withdrawable: 100, requirements: [] });
    const posts = await t.db.query<{ kind: string; amount_cents: string; memo: string }>(
      "SELECT kind, amount_cents::text, memo FROM ledger_transactions WHERE member_id = $1 AND kind = 'FORFEIT'",
      [m.memberId],
    );
    expect(posts).toEqual([{ kind: 'FORFEIT', amount_cents: '10000', memo: 'Forfeited: First deposit bonus' }]);
    expectOk(await withdraw(m, card, 100), 'withdraw');
    // Another member's requirement cannot be given up.
    const other = await makeMember(t);
    expectFail(
      await call(t.app, 'wageringForfeit', {
        token: other.token,
        body: { requirementId: r.requirementId },
        headers: { 'idempotency-key': `wagering-ff-${++seq}` },
      }),
      409,
      'wagering.not.open',
    );
  });

  it('an unmet requirement expires after the configured days: FORFEIT of at most the balance, then the rest is free', async () => {
    const { m } = await bonusMember();
    await play(t, m, RNG_NODE, 1);
    t.clock.advance(30 * DAY + 1000);
    await renew(t, m);
    const before = (
      await t.db.query<{ b: string }>("SELECT balance_cents::text AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'MEMBER'", [m.memberId])
    )[0].b;
    const s = await status(m);
    expect(s.requirements).toEqual([]);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM wagering_requirements WHERE member_id = $1', [m.memberId]);
    expect(row.status).toBe('EXPIRED');
    const [post] = await t.db.query<{ amount_cents: string; memo: string }>(
      "SELECT amount_cents::text, memo FROM ledger_transactions WHERE member_id = $1 AND kind = 'FORFEIT'",
      [m.memberId],
    );
    expect(post.memo).toBe('Expired: First deposit bonus');
    expect(Number(post.amount_cents)).toBe(Math.min(10_000, Number(before)));
    expect(Math.round(s.balance * 100)).toBe(Number(before) - Number(post.amount_cents));
  });
});

describe('under 20 simultaneous requests', () => {
  it('withdrawals never take held money; forfeits post once', async () => {
    const { m, card } = await bonusMember();
    await credit(t.db, m.merchantId, m.memberId, 30_000, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, card, 100)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.errorCode).toBe('withdraw.turnover.open');
    expect(await status(m)).toMatchObject({ balance: 200, held: 200, withdrawable: 0 });
    const [r] = (await status(m)).requirements;
    const forfeits = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'wageringForfeit', { token: m.token, body: { requirementId: r.requirementId }, headers: { 'idempotency-key': `wagering-ff-${++seq}` } }),
      ),
    );
    expect(forfeits.filter((a) => a.status === 200)).toHaveLength(1);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND kind = 'FORFEIT'", [
      m.memberId,
    ]);
    expect(n).toBe(1);
  });

  it('the books stay balanced', async () => {
    const totals = await ledgerTotals(t.db);
    expect(totals).toEqual({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });
});

describe('the site terms', () => {
  it('default to 1x per kind and 30 days; malformed settings are refused with what to fix', () => {
    expect(wageringTerms({})).toEqual(DEFAULT_WAGERING);
    expect(wageringTerms({ wagering: { multipliers: { REDRAIN: 5 }, expiryDays: null } })).toEqual({
      multipliers: { ...DEFAULT_WAGERING.multipliers, REDRAIN: 5 },
      expiryDays: null,
    });
    expect(() => wageringTerms({ wagering: { multipliers: { BONUS: 2 } } })).toThrow(/wagering.multipliers.BONUS: not a credit kind/);
    expect(() => wageringTerms({ wagering: { multipliers: { MISSION: -1 } } })).toThrow(WageringTermsError);
    expect(() => wageringTerms({ wagering: { expiryDays: 0 } })).toThrow(/expiryDays must be a whole number of days from 1 to 365/);
    expect(() => wageringTerms({ wagering: { days: 3 } })).toThrow(/wagering.days is not a setting/);
  });
});
