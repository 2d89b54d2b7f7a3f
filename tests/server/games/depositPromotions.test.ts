/**
 * Deposit promotions: the list with the member's eligibility, claiming one with a deposit (the bonus is credited
 * once, as a BONUS ledger transaction, when the order completes), once-per-member and daily (UTC) promotions, the
 * minimum deposit, unknown / inactive / other merchant's promotions, a FAILED order freeing its claim, simultaneous
 * claims (exactly one wins) and trial sessions. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the
 * simultaneous requests really overlap (the member row lock does the work).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositPromotion } from '../../../src/generated/api/depositPromotions.response.ts';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import { type Answer, call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from './helpers.ts';

let t: TestApp;
let startSum = 0;
/** Promotion ids by code (LUCKY88 and ROYALPH). */
const ids: Record<string, number> = {};
let keySeq = 0;

const DAY = 86_400_000;
/** DEMOPAY confirms after 1.5 s. */
const CONFIRM_MS = 1500;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
  for (const merchant of ['LUCKY88', OTHER_MERCHANT]) {
    const who = await makeMember(t, { merchant });
    for (const p of await promos(who, merchant)) ids[p.code] = p.promoId;
  }
});
afterAll(async () => t?.close());

async function promos(m: Member, merchant = 'LUCKY88'): Promise<DepositPromotion[]> {
  return expectOk<{ list: DepositPromotion[] }>(await call(t.app, 'depositPromotions', { token: m.token, merchant }), 'depositPromotions').list;
}

const deposit = (m: Member, body: Record<string, unknown>, o: { merchant?: string; key?: string } = {}): Promise<Answer> =>
  call(t.app, 'depositRequest', {
    token: m.token,
    merchant: o.merchant ?? 'LUCKY88',
    body: { channelCode: 'DEMOPAY', ...body },
    headers: { 'idempotency-key': o.key ?? `promo-key-${++keySeq}` },
  });

const status = async (m: Member, orderNo: string, merchant = 'LUCKY88'): Promise<DepositOrder> =>
  expectOk<DepositOrder>(await call(t.app, 'depositStatus', { token: m.token, merchant, query: { orderNo } }), 'depositStatus');

const balance = async (m: Member, merchant = 'LUCKY88'): Promise<number> =>
  expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token, merchant }), 'walletBalance').sumBalance;

const movements = async (m: Member) =>
  expectOk<{ content: { txCode: string; amount: number; balance: number; reference: string; memo: string }[] }>(
    await call(t.app, 'memberTransactions', { token: m.token, query: { pageNo: 1, pageSize: 20 } }),
    'memberTransactions',
  ).content;

/** Moves the clock on to the next time of day `ms` after midnight UTC (sessions last 12 hours: keep steps short). */
function advanceToUtc(ms: number): void {
  const now = t.clock.now();
  let at = Math.floor(now / DAY) * DAY + ms;
  if (at <= now) at += DAY;
  t.clock.advance(at - now);
}

describe('listing', () => {
  it('lists the active promotions of the merchant in order, all eligible for a new member', async () => {
    const m = await makeMember(t);
    expect(await promos(m)).toEqual([
      {
        promoId: ids.FIRSTDEP100,
        code: 'FIRSTDEP100',
        title: 'First deposit bonus',
        bonusPercent: 100,
        maxBonus: 1000,
        minDeposit: 100,
        turnover: 10,
        eligible: true,
        reason: null,
      },
      {
        promoId: ids.DAILYRELOAD10,
        code: 'DAILYRELOAD10',
        title: 'Daily reload',
        bonusPercent: 10,
        maxBonus: 500,
        minDeposit: 50,
        turnover: 5,
        eligible: true,
        reason: null,
      },
    ]);
    const royal = await makeMember(t, { merchant: OTHER_MERCHANT });
    expect(await promos(royal, OTHER_MERCHANT)).toEqual([
      {
        promoId: ids.WELCOME50,
        code: 'WELCOME50',
        // No Language header: the brand's default language (royal's is Tagalog).
        title: 'Bonus sa pagsali sa deposito',
        bonusPercent: 50,
        maxBonus: 2000,
        minDeposit: 200,
        turnover: 15,
        eligible: true,
        reason: null,
      },
    ]);
    // An inactive promotion is not listed.
    await t.db.query("UPDATE deposit_promotions SET active = false WHERE code = 'DAILYRELOAD10'");
    expect((await promos(m)).map((p) => p.code)).toEqual(['FIRSTDEP100']);
    await t.db.query("UPDATE deposit_promotions SET active = true WHERE code = 'DAILYRELOAD10'");
  });

  it('needs a session of a real member; BONUS is a member transaction code', async () => {
    expectFail(await call(t.app, 'depositPromotions'), 401, 'login.not.session');
    const guest = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'depositPromotions', { token: guest.token }), 403, 'free_reject');
    expectFail(await deposit(guest, { amount: 200, promoId: ids.FIRSTDEP100 }), 403, 'free_reject');
    const codes = expectOk<{ list: { txCode: string; txName: string }[] }>(await call(t.app, 'txCodeList'), 'txCodeList').list;
    expect(codes).toContainEqual({ txCode: 'BONUS', txName: 'Deposit bonus' });
  });
});

describe('claiming', () => {
  it('the first deposit bonus is credited once, with the deposit, as a BONUS movement; then it is claimed', async () => {
    const m = await makeMember(t);
    const req = { amount: 300, promoId: ids.FIRSTDEP100 };
    const first = await deposit(m, req, { key: 'first-deposit-key' });
    const order = expectOk<DepositOrder>(first, 'depositRequest');
    expect(order).toMatchObject({ status: 'PENDING', amount: 300, promoId: ids.FIRSTDEP100, bonus: 300 });
    // A replay answers the same order and claims nothing more.
    const replay = await deposit(m, req, { key: 'first-deposit-key' });
    expect(expectOk<DepositOrder>(replay, 'depositRequest').orderNo).toBe(order.orderNo);

    // Claimed while PENDING already.
    expect((await promos(m))[0]).toMatchObject({ code: 'FIRSTDEP100', eligible: false, reason: 'claimed' });
    const again = await deposit(m, { amount: 500, promoId: ids.FIRSTDEP100 });
    expectFail(again, 409, 'deposit.promo.claimed');
    expect(again.body.message).toMatch(/already claimed/);
    expect(await balance(m)).toBe(0);

    t.clock.advance(CONFIRM_MS);
    expect(await status(m, order.orderNo)).toMatchObject({ status: 'SUCCESS', promoId: ids.FIRSTDEP100, bonus: 300 });
    expect(await balance(m)).toBe(600);
    // Reading again completes nothing twice.
    await status(m, order.orderNo);
    const report = expectOk<{ content: DepositOrder[] }>(await call(t.app, 'depositReport', { token: m.token }), 'depositReport');
    expect(report.content.map((o) => [o.orderNo, o.promoId, o.bonus])).toEqual([[order.orderNo, ids.FIRSTDEP100, 300]]);
    expect(await balance(m)).toBe(600);

    expect((await movements(m)).map((x) => [x.txCode, x.amount, x.balance, x.reference, x.memo])).toEqual([
      ['BONUS', 300, 600, order.orderNo, 'First deposit bonus'],
      ['DEPOSIT', 300, 300, order.orderNo, 'Demo Pay (instant)'],
    ]);
    const bonusOnly = expectOk<{ totalCount: number }>(
      await call(t.app, 'memberTransactions', { token: m.token, query: { txCode: 'BONUS' } }),
      'memberTransactions',
    );
    expect(bonusOnly.totalCount).toBe(1);
    const [row] = await t.db.query<{ bonus_tx_id: number | null }>('SELECT bonus_tx_id FROM deposit_orders WHERE order_no = $1', [order.orderNo]);
    expect(row.bonus_tx_id).not.toBeNull();

    // Still claimed after it completed; a deposit without a promotion is unaffected.
    expect((await promos(m))[0]).toMatchObject({ eligible: false, reason: 'claimed' });
    expectFail(await deposit(m, { amount: 300, promoId: ids.FIRSTDEP100 }), 409, 'deposit.promo.claimed');
    const plain = expectOk<DepositOrder>(await deposit(m, { amount: 50 }), 'depositRequest');
    expect(plain).toMatchObject({ promoId: null, bonus: null });
    t.clock.advance(CONFIRM_MS);
    expect(await status(m, plain.orderNo)).toMatchObject({ status: 'SUCCESS', bonus: null });
    expect(await balance(m)).toBe(650);
  });

  it('the bonus is capped at the maximum and rounded down to the cent', async () => {
    const big = await makeMember(t);
    const capped = expectOk<DepositOrder>(await deposit(big, { amount: 1500.55, promoId: ids.FIRSTDEP100 }), 'depositRequest');
    expect(capped.bonus).toBe(1000);
    const small = await makeMember(t);
    const reload = expectOk<DepositOrder>(await deposit(small, { amount: 123.45, promoId: ids.DAILYRELOAD10 }), 'depositRequest');
    expect(reload.bonus).toBe(12.34);
    t.clock.advance(CONFIRM_MS);
    await status(big, capped.orderNo);
    await status(small, reload.orderNo);
    expect(await balance(big)).toBe(2500.55);
    expect(await balance(small)).toBe(135.79);
  });

  it('the daily reload is claimed for the day and eligible again the next UTC day', async () => {
    advanceToUtc(23 * 3600_000); // 23:00 UTC
    const m = await makeMember(t);
    const first = expectOk<DepositOrder>(await deposit(m, { amount: 100, promoId: ids.DAILYRELOAD10 }), 'depositRequest');
    expect(first.bonus).toBe(10);
    expect((await promos(m)).find((p) => p.code === 'DAILYRELOAD10')).toMatchObject({ eligible: false, reason: 'claimedToday' });
    const same = await deposit(m, { amount: 100, promoId: ids.DAILYRELOAD10 });
    expectFail(same, 409, 'deposit.promo.claimed');
    expect(same.body.message).toMatch(/today/);
    // The other promotion is still open.
    expect((await promos(m)).find((p) => p.code === 'FIRSTDEP100')).toMatchObject({ eligible: true, reason: null });

    advanceToUtc(60_000); // 00:01 UTC the next day
    expect((await promos(m)).find((p) => p.code === 'DAILYRELOAD10')).toMatchObject({ eligible: true, reason: null });
    const next = expectOk<DepositOrder>(await deposit(m, { amount: 80, promoId: ids.DAILYRELOAD10 }), 'depositRequest');
    expect(next.bonus).toBe(8);
    t.clock.advance(CONFIRM_MS);
    await status(m, next.orderNo);
    // Both orders completed (the first one on the way), each with its bonus.
    expect(await balance(m)).toBe(100 + 10 + 80 + 8);
    const bonuses = (await movements(m)).filter((x) => x.txCode === 'BONUS').map((x) => x.amount);
    expect(bonuses.sort((a, b) => a - b)).toEqual([8, 10]);
  });
});

describe('refusals', () => {
  it('refuses an amount below the promotion minimum, with the minimum in the message', async () => {
    const m = await makeMember(t);
    const low = await deposit(m, { amount: 99.99, promoId: ids.FIRSTDEP100 });
    expectFail(low, 400, 'deposit.promo.min');
    expect(low.body.message).toContain('100.00');
    expect(low.body.value).toEqual({ minDeposit: 100 });
    expectFail(await deposit(m, { amount: 49, promoId: ids.DAILYRELOAD10 }), 400, 'deposit.promo.min');
    // Nothing was claimed.
    expect((await promos(m)).every((p) => p.eligible)).toBe(true);
    expect(expectOk<DepositOrder>(await deposit(m, { amount: 100, promoId: ids.FIRSTDEP100 }), 'depositRequest').bonus).toBe(100);
  });

  it("refuses unknown, inactive and other merchants' promotions, and malformed ids", async () => {
    const m = await makeMember(t);
    for (const promoId of [2147483647, ids.WELCOME50]) {
      const a = await deposit(m, { amount: 300, promoId });
      expectFail(a, 400, 'deposit.promo.invalid');
      expect(a.body.message).toMatch(/not available/);
    }
    const royal = await makeMember(t, { merchant: OTHER_MERCHANT });
    expectFail(await deposit(royal, { amount: 300, promoId: ids.FIRSTDEP100 }, { merchant: OTHER_MERCHANT }), 400, 'deposit.promo.invalid');
    expect(expectOk<DepositOrder>(await deposit(royal, { amount: 1000, promoId: ids.WELCOME50 }, { merchant: OTHER_MERCHANT }), 'depositRequest').bonus).toBe(
      500,
    );

    await t.db.query("UPDATE deposit_promotions SET active = false WHERE code = 'DAILYRELOAD10'");
    expectFail(await deposit(m, { amount: 300, promoId: ids.DAILYRELOAD10 }), 400, 'deposit.promo.invalid');
    await t.db.query("UPDATE deposit_promotions SET active = true WHERE code = 'DAILYRELOAD10'");

    for (const promoId of [0, -1, 2147483648, 1.5, '1', null, true]) {
      expectFail(await deposit(m, { amount: 300, promoId }), 400, 'validation.failed');
    }
    expect((await promos(m)).every((p) => p.eligible)).toBe(true);
  });

  it('a FAILED order (as a provider would mark it) frees the claim and credits nothing', async () => {
    const m = await makeMember(t);
    const order = expectOk<DepositOrder>(await deposit(m, { amount: 200, promoId: ids.FIRSTDEP100 }), 'depositRequest');
    expect((await promos(m))[0]).toMatchObject({ eligible: false });
    await t.db.query("UPDATE deposit_orders SET status = 'FAILED', completed_at = $2 WHERE order_no = $1", [order.orderNo, t.clock.now()]);
    t.clock.advance(CONFIRM_MS);
    expect(await status(m, order.orderNo)).toMatchObject({ status: 'FAILED', bonus: 200 });
    expect(await balance(m)).toBe(0);
    expect(await movements(m)).toEqual([]);

    expect((await promos(m))[0]).toMatchObject({ code: 'FIRSTDEP100', eligible: true, reason: null });
    const retry = expectOk<DepositOrder>(await deposit(m, { amount: 250, promoId: ids.FIRSTDEP100 }), 'depositRequest');
    t.clock.advance(CONFIRM_MS);
    expect(await status(m, retry.orderNo)).toMatchObject({ status: 'SUCCESS', bonus: 250 });
    expect(await balance(m)).toBe(500);
  });
});

describe('concurrency', () => {
  it('simultaneous claims of a once-per-member promotion: exactly one succeeds', async () => {
    const m = await makeMember(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => deposit(m, { amount: 100 + i, promoId: ids.FIRSTDEP100 }, { key: `race-once-${i}-key` })),
    );
    expect(
      results.some((r) => r.status >= 500),
      results.map((r) => r.raw.slice(0, 120)).join('\n'),
    ).toBe(false);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.errorCode === 'deposit.promo.claimed')).toHaveLength(11);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1 AND promo_id IS NOT NULL', [
      m.memberId,
    ]);
    expect(n).toBe(1);
    t.clock.advance(CONFIRM_MS);
    // Simultaneous completions credit the bonus once too.
    await Promise.all(Array.from({ length: 5 }, () => call(t.app, 'depositReport', { token: m.token })));
    const bonuses = (await movements(m)).filter((x) => x.txCode === 'BONUS');
    expect(bonuses).toHaveLength(1);
  });

  it('simultaneous claims of the daily promotion: exactly one per day', async () => {
    const m = await makeMember(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => deposit(m, { amount: 60, promoId: ids.DAILYRELOAD10 }, { key: `race-daily-${i}-key` })),
    );
    expect(results.some((r) => r.status >= 500)).toBe(false);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'deposit.promo.claimed')).toHaveLength(7);
  });
});

describe('books', () => {
  it('stay balanced: total constant, no unbalanced posting, kept balances = entries, bonuses paid from PROMO', async () => {
    const totals = await ledgerTotals(t.db);
    expect(totals).toEqual({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
    const [promo] = await t.db.query<{ n: number; cents: number }>(
      `SELECT count(*)::int AS n, COALESCE(SUM(-e.amount_cents), 0)::float8 AS cents
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'PROMO'`,
    );
    const [bonus] = await t.db.query<{ n: number; cents: number }>(
      "SELECT count(*)::int AS n, COALESCE(SUM(amount_cents), 0)::float8 AS cents FROM ledger_transactions WHERE kind = 'BONUS'",
    );
    expect(promo).toEqual(bonus);
    expect(bonus.n).toBeGreaterThan(0);
    // Every completed order with a bonus has its BONUS transaction; no other order has one.
    const [orders] = await t.db.query<{ ok: number; bad: number }>(
      `SELECT count(*) FILTER (WHERE status = 'SUCCESS' AND bonus_cents > 0 AND bonus_tx_id IS NOT NULL)::int AS ok,
              count(*) FILTER (WHERE (status = 'SUCCESS' AND COALESCE(bonus_cents, 0) > 0) <> (bonus_tx_id IS NOT NULL))::int AS bad
         FROM deposit_orders`,
    );
    expect(orders).toEqual({ ok: bonus.n, bad: 0 });
  });
});
