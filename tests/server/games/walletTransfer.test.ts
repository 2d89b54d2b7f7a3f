/**
 * Vendor-wallet transfers (GCS_walletTransfer): money between the main wallet and a vendor's wallet (ids from
 * /wps/wallets/gcs) as one balanced WALLET ledger transaction under an idempotency key; above the balance, an
 * unknown wallet, another member's wallet, two vendor wallets, the same wallet twice and non-positive amounts are
 * refused with a clear 4xx and nothing moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletGcsResponse } from '../../../src/generated/api/walletGcs.response.ts';
import type { WalletTransferResponse } from '../../../src/generated/api/walletTransfer.response.ts';
import { type Answer, call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from './helpers.ts';

let t: TestApp;
let startSum = 0;
let keySeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
});
afterAll(async () => t?.close());

const wallets = async (m: Member, merchant = 'LUCKY88') =>
  expectOk<WalletGcsResponse>(await call(t.app, 'walletGcs', { token: m.token, merchant }), 'walletGcs');
const vendor = (w: WalletGcsResponse, vassalage: string) => {
  const v = w.list.find((x) => x.vassalage === vassalage);
  if (!v) throw new Error(`no ${vassalage} wallet`);
  return v;
};
const transfer = (m: Member, body: Record<string, unknown>, o: { key?: string; merchant?: string } = {}): Promise<Answer> =>
  call(t.app, 'walletTransfer', { token: m.token, merchant: o.merchant ?? 'LUCKY88', body, headers: { 'idempotency-key': o.key ?? `wallet-key-${++keySeq}` } });
const walletTxs = async (memberId: number) =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND kind = 'WALLET'", [memberId]))[0].n;

describe('listing', () => {
  it('lists the main wallet and one empty wallet per vendor, in catalogue order, with ids of their own', async () => {
    const m = await makeMember(t, { balanceCents: 50_000 });
    const w = await wallets(m);
    expect(w).toMatchObject({ sumBalance: 500, mainBalance: 500 });
    expect(w.list.length).toBeGreaterThan(30);
    expect(w.list.slice(0, 2).map((v) => [v.vassalage, v.displayName, v.balance])).toEqual([
      ['PG', 'PG Soft', 0],
      ['PP', 'Pragmatic Play', 0],
    ]);
    const ids = new Set([w.mainWalletId, ...w.list.map((v) => v.walletId)]);
    expect(ids.size).toBe(w.list.length + 1);
    expect(new Set(w.list.map((v) => v.accountTypeId)).size).toBe(w.list.length);
    // Read again: the same wallets, nothing opened twice.
    expect((await wallets(m)).list.map((v) => v.walletId)).toEqual(w.list.map((v) => v.walletId));
  });
});

describe('moving money', () => {
  it('main -> vendor -> main: both sides through one ledger transaction each, the total unchanged', async () => {
    const m = await makeMember(t, { balanceCents: 100_000 });
    const w = await wallets(m);
    const jili = vendor(w, 'JL');
    const out = expectOk<WalletTransferResponse>(
      await transfer(m, { fromWalletId: w.mainWalletId, toWalletId: jili.walletId, amount: 250.25 }),
      'walletTransfer',
    );
    expect(out).toEqual({ amount: 250.25, from: { walletId: w.mainWalletId, balance: 749.75 }, to: { walletId: jili.walletId, balance: 250.25 } });
    const after = await wallets(m);
    expect(after).toMatchObject({ sumBalance: 1000, mainBalance: 749.75 });
    expect(vendor(after, 'JL').balance).toBe(250.25);
    // The header balance counts every wallet; the list names the vendor wallet that holds money.
    const bal = expectOk<{ sumBalance: number; balance: { accountTypeName: string; availBalance: number }[] }>(
      await call(t.app, 'walletBalance', { token: m.token }),
      'walletBalance',
    );
    expect(bal.sumBalance).toBe(1000);
    expect(bal.balance.map((b) => [b.accountTypeName, b.availBalance])).toEqual([
      ['MAIN', 749.75],
      ['JILI', 250.25],
    ]);

    expectOk(await transfer(m, { fromWalletId: jili.walletId, toWalletId: w.mainWalletId, amount: 250.25 }), 'walletTransfer');
    expect(await wallets(m)).toMatchObject({ sumBalance: 1000, mainBalance: 1000 });
    // The main wallet's records show each transfer once, named.
    const moves = expectOk<{ content: { txCode: string; amount: number; memo: string }[] }>(
      await call(t.app, 'memberTransactions', { token: m.token, query: { txCode: 'WALLET' } }),
      'memberTransactions',
    ).content;
    expect(moves.map((x) => [x.txCode, x.amount, x.memo])).toEqual([
      ['WALLET', 250.25, 'From JILI'],
      ['WALLET', -250.25, 'To JILI'],
    ]);
    const codes = expectOk<{ list: { txCode: string }[] }>(await call(t.app, 'txCodeList', {}), 'txCodeList').list.map((c) => c.txCode);
    expect(codes).toContain('WALLET');
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });

  it('answers a retry with the same Idempotency-Key with the first transfer, moving the money once', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const w = await wallets(m);
    const body = { fromWalletId: w.mainWalletId, toWalletId: vendor(w, 'EVO').walletId, amount: 40 };
    const first = await transfer(m, body, { key: 'wallet-retry-1' });
    const again = await transfer(m, body, { key: 'wallet-retry-1' });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect((await wallets(m)).mainBalance).toBe(60);
    expect(await walletTxs(m.memberId)).toBe(1);
    expectFail(await transfer(m, { ...body, amount: 41 }, { key: 'wallet-retry-1' }), 422, 'idempotency.key.reused');
  });
});

describe('at the same moment', () => {
  it('20 transfers of the whole main balance at once: exactly one moves it, no wallet goes below zero', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const w = await wallets(m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => transfer(m, { fromWalletId: w.mainWalletId, toWalletId: vendor(w, i % 2 ? 'PG' : 'JL').walletId, amount: 100 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'wallet.insufficient.balance');
    const after = await wallets(m);
    expect(after).toMatchObject({ sumBalance: 100, mainBalance: 0 });
    expect(await walletTxs(m.memberId)).toBe(1);
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });
});

describe('refusals: a clear 4xx, nothing moves', () => {
  it('refuses more than the source wallet holds, either way', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const w = await wallets(m);
    const pg = vendor(w, 'PG').walletId;
    const a = await transfer(m, { fromWalletId: w.mainWalletId, toWalletId: pg, amount: 100.01 });
    expectFail(a, 409, 'wallet.insufficient.balance');
    expect(a.body.message).toBe('Your balance is not enough for this amount.');
    expectFail(await transfer(m, { fromWalletId: pg, toWalletId: w.mainWalletId, amount: 0.01 }), 409, 'wallet.insufficient.balance');
    expect(await walletTxs(m.memberId)).toBe(0);
    expect((await wallets(m)).mainBalance).toBe(100);
  });

  it("refuses another member's wallet, on either side, even of the same vendor", async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const other = await makeMember(t, { balanceCents: 10_000 });
    const mine = await wallets(m);
    const theirs = await wallets(other);
    const cases = [
      { fromWalletId: mine.mainWalletId, toWalletId: vendor(theirs, 'PG').walletId },
      { fromWalletId: theirs.mainWalletId, toWalletId: vendor(mine, 'PG').walletId },
      { fromWalletId: vendor(theirs, 'PG').walletId, toWalletId: theirs.mainWalletId },
    ];
    for (const c of cases) {
      const a = await transfer(m, { ...c, amount: 10 });
      expectFail(a, 403, 'wallet.not.yours');
      expect(a.body.message).toBe('You can only move money between your own wallets.');
    }
    // Another merchant's member too.
    const royal = await makeMember(t, { merchant: OTHER_MERCHANT, balanceCents: 10_000 });
    const rw = await wallets(royal, OTHER_MERCHANT);
    expectFail(await transfer(m, { fromWalletId: mine.mainWalletId, toWalletId: vendor(rw, 'JL').walletId, amount: 10 }), 403, 'wallet.not.yours');
    expect(await walletTxs(m.memberId)).toBe(0);
    expect(await walletTxs(other.memberId)).toBe(0);
    expect((await wallets(other)).mainBalance).toBe(100);
  });

  it('refuses an unknown wallet and a system account', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const w = await wallets(m);
    const [house] = await t.db.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE kind = 'HOUSE' AND merchant_id = $1", [m.merchantId]);
    for (const id of [2_000_000_000, house.id]) {
      const a = await transfer(m, { fromWalletId: id, toWalletId: w.mainWalletId, amount: 10 });
      expectFail(a, 404, 'wallet.not.found');
      expect(a.body.message).toMatch(/No such wallet/);
    }
    expect(await walletTxs(m.memberId)).toBe(0);
  });

  it('refuses the same wallet twice and two vendor wallets', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const w = await wallets(m);
    expectFail(await transfer(m, { fromWalletId: w.mainWalletId, toWalletId: w.mainWalletId, amount: 10 }), 400, 'wallet.transfer.same');
    expectFail(await transfer(m, { fromWalletId: vendor(w, 'PG').walletId, toWalletId: vendor(w, 'JL').walletId, amount: 10 }), 400, 'wallet.transfer.main');
    expect(await walletTxs(m.memberId)).toBe(0);
  });

  it('refuses zero, negative and sub-cent amounts', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const w = await wallets(m);
    for (const [amount, message] of [
      // Refused by the request schema (exclusiveMinimum 0), before any money code runs.
      [0, 'body.amount must be > 0'],
      [-5, 'body.amount must be > 0'],
      [1.005, 'amount must have at most 2 decimals.'],
    ] as const) {
      const a = await transfer(m, { fromWalletId: w.mainWalletId, toWalletId: vendor(w, 'PG').walletId, amount });
      expectFail(a, 400, 'validation.failed');
      expect(a.body.message).toBe(message);
    }
    expect(await walletTxs(m.memberId)).toBe(0);
  });

  it('refuses trial sessions, visitors and a request without an Idempotency-Key', async () => {
    const trial = await makeMember(t, { type: 4 });
    const w = await wallets(trial);
    expectFail(await transfer(trial, { fromWalletId: w.mainWalletId, toWalletId: vendor(w, 'PG').walletId, amount: 1 }), 403, 'free_reject');
    expectFail(
      await call(t.app, 'walletTransfer', { body: { fromWalletId: 1, toWalletId: 2, amount: 1 }, headers: { 'idempotency-key': 'wallet-guest-1' } }),
      401,
    );
    const m = await makeMember(t, { balanceCents: 100 });
    const mw = await wallets(m);
    expectFail(
      await call(t.app, 'walletTransfer', { token: m.token, body: { fromWalletId: mw.mainWalletId, toWalletId: vendor(mw, 'PG').walletId, amount: 1 } }),
      400,
      'idempotency.key.missing',
    );
  });
});
