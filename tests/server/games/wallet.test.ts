/**
 * Wallet: balance, deposits through the demo channel, bank cards, encrypted withdrawals, records, idempotency,
 * and concurrent money movements: 50 simultaneous withdrawals of the full balance (exactly one succeeds, the
 * balance never goes negative) and simultaneous replays of one Idempotency-Key (one order). Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL where the requests really overlap (row locks do the work).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encrypted, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { LOGIN_PASSWORD, ledgerTotals, makeMember, type Member } from './helpers.ts';

let t: TestApp;
let m: Member;
let startSum = 0;
const PASSWORD = 'pay-Secret9';

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
  m = await makeMember(t, { paymentPassword: PASSWORD, balanceCents: 100_000 });
});
afterAll(async () => t?.close());

const balance = async (token: string): Promise<number> =>
  expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token }), 'walletBalance').sumBalance;

const withdraw = async (member: Member, body: unknown, key: string) => {
  const enc = await encrypted(t.app, 'withdraw', body);
  return call(t.app, 'withdraw', { token: member.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': key } });
};

describe('balance', () => {
  it('reads the ledger wallet; each vendor has a wallet of its own, empty until money is moved there', async () => {
    const b = expectOk<{ sumBalance: number; balance: { accountTypeId: number; availBalance: number }[] }>(
      await call(t.app, 'walletBalance', { token: m.token }),
      'walletBalance',
    );
    expect(b).toMatchObject({ sumBalance: 1000, balance: [{ accountTypeId: 1, availBalance: 1000 }] });
    const fresh = await makeMember(t);
    expect(await balance(fresh.token)).toBe(0);
    const gcs = expectOk<{ mainBalance: number; sumBalance: number; list: { vassalage: string; balance: number }[] }>(
      await call(t.app, 'walletGcs', { token: m.token }),
      'walletGcs',
    );
    expect(gcs).toMatchObject({ mainBalance: 1000, sumBalance: 1000 });
    expect(gcs.list.find((v) => v.vassalage === 'JL')?.balance).toBe(0);
  });
});

describe('deposits', () => {
  it('a demo deposit completes after the channel delay and credits once; a replay answers the first order', async () => {
    const channels = expectOk<{ list: { channelCode: string; delayMs: number }[] }>(
      await call(t.app, 'paymentChannels', { token: m.token }),
      'paymentChannels',
    );
    const ch = channels.list[0];
    const req = { token: m.token, body: { channelCode: ch.channelCode, amount: 250.5 }, headers: { 'idempotency-key': 'dep-0001-abc' } };
    const order = expectOk<{ orderNo: string; status: string }>(await call(t.app, 'depositRequest', req), 'depositRequest');
    expect(order.status).toBe('PENDING');
    const replay = await call(t.app, 'depositRequest', req);
    expect(expectOk<{ orderNo: string }>(replay, 'depositRequest').orderNo).toBe(order.orderNo);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expectFail(await call(t.app, 'depositRequest', { ...req, body: { channelCode: ch.channelCode, amount: 99 } }), 422, 'idempotency.key.reused');

    const pending = expectOk<{ status: string }>(await call(t.app, 'depositStatus', { query: { orderNo: order.orderNo }, token: m.token }), 'depositStatus');
    expect(pending.status).toBe('PENDING');
    expect(await balance(m.token)).toBe(1000);
    t.clock.advance(ch.delayMs);
    const done = expectOk<{ status: string }>(await call(t.app, 'depositStatus', { query: { orderNo: order.orderNo }, token: m.token }), 'depositStatus');
    expect(done.status).toBe('SUCCESS');
    expect(await balance(m.token)).toBe(1250.5);
    const report = expectOk<{ content: { orderNo: string }[]; totalCount: number }>(
      await call(t.app, 'depositReport', { query: { pageNo: 1, pageSize: 10 }, token: m.token }),
      'depositReport',
    );
    expect(report.content.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(await balance(m.token)).toBe(1250.5);
  });

  it('refuses amounts out of range, unknown channels and free-play members', async () => {
    const h = { 'idempotency-key': 'dep-0002-abc' };
    expectFail(await call(t.app, 'depositRequest', { token: m.token, body: { channelCode: 'DEMOPAY', amount: 1 }, headers: h }), 400, 'deposit.amount.range');
    expectFail(
      await call(t.app, 'depositRequest', { token: m.token, body: { channelCode: 'NOPE', amount: 100 }, headers: { 'idempotency-key': 'dep-0003-abc' } }),
      400,
      'deposit.channel.invalid',
    );
    expectFail(
      await call(t.app, 'depositRequest', {
        token: m.token,
        body: { channelCode: 'DEMOPAY', amount: 100.123 },
        headers: { 'idempotency-key': 'dep-0004-abc' },
      }),
      400,
    );
    expectFail(await call(t.app, 'depositRequest', { token: m.token, body: { channelCode: 'DEMOPAY', amount: 100 } }), 400, 'idempotency.key.missing');
    const guest = await makeMember(t, { type: 4 });
    expectFail(
      await call(t.app, 'depositRequest', {
        token: guest.token,
        body: { channelCode: 'DEMOPAY', amount: 100 },
        headers: { 'idempotency-key': 'dep-0005-abc' },
      }),
      403,
      'free_reject',
    );
  });
});

describe('bank cards and withdrawals', () => {
  let cardId = 0;

  it('adds and lists bank cards (masked), refusing duplicates', async () => {
    const banks = expectOk<{ list: { bankCode: string }[] }>(await call(t.app, 'bankList', { token: m.token }), 'bankList');
    const card = expectOk<{ id: number; accountNo: string }>(
      await call(t.app, 'addBankCard', {
        token: m.token,
        body: { bankCode: banks.list[0].bankCode, accountName: 'Juan Dela Cruz', accountNo: '09171234567', loginPassword: LOGIN_PASSWORD },
      }),
      'addBankCard',
    );
    cardId = card.id;
    expect(card.accountNo).toBe('*******4567');
    expectFail(
      await call(t.app, 'addBankCard', {
        token: m.token,
        body: { bankCode: 'GCASH', accountName: 'Juan', accountNo: '09171234567', loginPassword: LOGIN_PASSWORD },
      }),
      409,
      'bankcard.exists',
    );
    expectFail(
      await call(t.app, 'addBankCard', { token: m.token, body: { bankCode: 'XX', accountName: 'Juan', accountNo: '123456', loginPassword: LOGIN_PASSWORD } }),
      400,
      'bankcard.bank.invalid',
    );
    const list = expectOk<{ list: { id: number }[] }>(await call(t.app, 'bankCards', { token: m.token }), 'bankCards');
    expect(list.list.map((c) => c.id)).toEqual([cardId]);
  });

  it('withdraws with the withdrawal password; a replay answers the first result and moves nothing', async () => {
    const body = { amount: 200, bankCardId: cardId, paymentPassword: PASSWORD };
    const first = expectOk<{ orderNo: string; balance: number; status: string }>(await withdraw(m, body, 'wd-0001-abc'), 'withdraw');
    expect(first).toMatchObject({ balance: 1050.5, status: 'PROCESSING' });
    const again = await withdraw(m, body, 'wd-0001-abc');
    expect(expectOk<{ orderNo: string }>(again, 'withdraw').orderNo).toBe(first.orderNo);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await balance(m.token)).toBe(1050.5);
    expectFail(await withdraw(m, { ...body, amount: 1 }, 'wd-0001-abc'), 422, 'idempotency.key.reused');

    expectFail(await withdraw(m, { ...body, paymentPassword: 'wrong' }, 'wd-0002-abc'), 400, 'withdraw.password.wrong');
    expectFail(await withdraw(m, { ...body, amount: 5000 }, 'wd-0003-abc'), 409, 'wallet.insufficient.balance');
    // The refusal is the first answer of that key, so it is replayed too.
    expectFail(await withdraw(m, { ...body, amount: 5000 }, 'wd-0003-abc'), 409, 'wallet.insufficient.balance');
    expectFail(await withdraw(m, { ...body, bankCardId: 999999 }, 'wd-0004-abc'), 400, 'withdraw.card.invalid');
    expectFail(await withdraw(m, { ...body, amount: 0.5 }, 'wd-0005-abc'), 400, 'withdraw.amount.min');
    const nopass = await makeMember(t, { balanceCents: 10_000 });
    expectFail(await withdraw(nopass, body, 'wd-0006-abc'), 400, 'withdraw.password.unset');
    // A plain (unencrypted) body is refused: withdraw is an encrypted call.
    expectFail(await call(t.app, 'withdraw', { token: m.token, body, headers: { 'idempotency-key': 'wd-0007-abc' } }), 400, 'encryption.required');

    const report = expectOk<{ content: { orderNo: string; status: string }[] }>(
      await call(t.app, 'withdrawReport', { query: { pageNo: 1, pageSize: 10 }, token: m.token }),
      'withdrawReport',
    );
    expect(report.content.map((w) => w.orderNo)).toEqual([first.orderNo]);
    t.clock.advance(60_000);
    const paid = expectOk<{ content: { status: string }[] }>(await call(t.app, 'withdrawReport', { token: m.token }), 'withdrawReport');
    expect(paid.content[0].status).toBe('SUCCESS');
  });

  it('lists ledger movements newest first, filtered by code and date', async () => {
    const all = expectOk<{ content: { txCode: string; amount: number; balance: number; memo: string }[]; totalCount: number }>(
      await call(t.app, 'memberTransactions', { query: { pageNo: 1, pageSize: 10 }, token: m.token }),
      'memberTransactions',
    );
    // What a person reads beside each movement: the card paid to and the deposit's channel by name, not by id or code.
    expect(all.content.slice(0, 2).map((x) => x.memo)).toEqual(['GCash *******4567', 'Demo Pay (instant)']);
    const deposits0 = expectOk<{ content: { channelCode: string; channelName: string }[] }>(
      await call(t.app, 'depositReport', { token: m.token }),
      'depositReport',
    );
    expect(deposits0.content.map((o) => [o.channelCode, o.channelName])).toEqual([['DEMOPAY', 'Demo Pay (instant)']]);
    expect(all.content.map((x) => [x.txCode, x.amount, x.balance])).toEqual([
      ['WITHDRAW', -200, 1050.5],
      ['DEPOSIT', 250.5, 1250.5],
      ['ADJUST', 1000, 1000],
    ]);
    const deposits = expectOk<{ totalCount: number }>(
      await call(t.app, 'memberTransactions', { query: { txCode: 'DEPOSIT,WIN' }, token: m.token }),
      'memberTransactions',
    );
    expect(deposits.totalCount).toBe(1);
    const none = expectOk<{ totalCount: number }>(
      await call(t.app, 'memberTransactions', { query: { startDate: '2030-01-01', endDate: '2030-01-02' }, token: m.token }),
      'memberTransactions',
    );
    expect(none.totalCount).toBe(0);
    expectOk(await call(t.app, 'txCodeList'), 'txCodeList');
  });

  it('keeps the books balanced: total constant, no unbalanced posting, kept balances = entries', async () => {
    const totals = await ledgerTotals(t.db);
    expect(totals).toEqual({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
    expect(totals.sum).toBe(0);
  });
});

async function addCard(token: string): Promise<number> {
  const res = await call(t.app, 'addBankCard', {
    token,
    body: { bankCode: 'BDO', accountName: 'Maria Clara', accountNo: '1234567890', loginPassword: LOGIN_PASSWORD },
  });
  return (res.body.value as { id: number }).id;
}

describe('concurrent withdrawals', () => {
  it('50 withdrawals of the full balance at once: exactly one succeeds, never negative', async () => {
    const m = await makeMember(t, { paymentPassword: PASSWORD, balanceCents: 123_456 });
    const cardId = await addCard(m.token);
    const body = { amount: 1234.56, bankCardId: cardId, paymentPassword: PASSWORD };
    const requests = await Promise.all(Array.from({ length: 50 }, () => encrypted(t.app, 'withdraw', body)));
    const results = await Promise.all(
      requests.map((enc, i) =>
        call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': `concurrent-${i}-key` } }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.body.errorCode === 'wallet.insufficient.balance')).toBe(true);
    expect(results.some((r) => r.status >= 500)).toBe(false);
    const bal = await call(t.app, 'walletBalance', { token: m.token });
    expect((bal.body.value as { sumBalance: number }).sumBalance).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE member_id = $1', [m.memberId]);
    expect(n).toBe(1);
    const totals = await ledgerTotals(t.db);
    expect(totals).toMatchObject({ sum: 0, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });

  it('simultaneous replays of one key create one order and all answer it', async () => {
    const m = await makeMember(t, { paymentPassword: PASSWORD, balanceCents: 50_000 });
    const cardId = await addCard(m.token);
    const enc = await encrypted(t.app, 'withdraw', { amount: 100, bankCardId: cardId, paymentPassword: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': 'same-key-0001' } }),
      ),
    );
    const orders = new Set(results.filter((r) => r.status === 200).map((r) => (r.body.value as { orderNo: string }).orderNo));
    // Every answer is the first order, or (PostgreSQL, in the instant the first is still running) "in progress".
    expect(orders.size).toBe(1);
    expect(results.every((r) => r.status === 200 || r.body.errorCode === 'idempotency.in.progress')).toBe(true);
    const bal = await call(t.app, 'walletBalance', { token: m.token });
    expect((bal.body.value as { sumBalance: number }).sumBalance).toBe(400);
  });
});
