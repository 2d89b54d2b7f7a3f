/**
 * E-wallet relays (GCash, Maya, Alipay, QQ, WeChat) as channels of the payment provider interface: each with its own
 * limits, offered by the demo provider in demo mode only, credited once through the ledger when the channel
 * confirms; a real provider registered in production offers its own e-wallet channel the same way. Each merchant
 * offers the channels its settings name: the Philippine brand no Chinese wallet, listed or accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannelsResponse } from '../../../src/generated/api/paymentChannels.response.ts';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import type { PaymentProvider } from '../../../server/src/payments/index.ts';
import { type Answer, call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member } from './helpers.ts';

let t: TestApp;
let startSum = 0;
let keySeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
});
afterAll(async () => t?.close());

const deposit = (app: TestApp, m: Member, channelCode: string, amount: number, merchant?: string): Promise<Answer> =>
  call(app.app, 'depositRequest', { token: m.token, merchant, body: { channelCode, amount }, headers: { 'idempotency-key': `ewallet-key-${++keySeq}` } });

const orders = async (app: TestApp, memberId: number) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [memberId]))[0].n;

const EWALLETS = [
  { channelCode: 'GCASH', channelName: 'GCash', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000, delayMs: 3000 },
  { channelCode: 'MAYA', channelName: 'Maya', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000, delayMs: 3000 },
  { channelCode: 'ALIPAY', channelName: 'Alipay', kind: 'EWALLET', minAmount: 50, maxAmount: 20_000, delayMs: 3000 },
  { channelCode: 'QQPAY', channelName: 'QQ Wallet', kind: 'EWALLET', minAmount: 10, maxAmount: 5_000, delayMs: 3000 },
  { channelCode: 'WECHATPAY', channelName: 'WeChat Pay', kind: 'EWALLET', minAmount: 20, maxAmount: 10_000, delayMs: 3000 },
];

describe('in demo mode', () => {
  it('lists GCash, Maya, Alipay, QQ and WeChat with their own limits', async () => {
    const m = await makeMember(t);
    const { list } = expectOk<PaymentChannelsResponse>(await call(t.app, 'paymentChannels', { token: m.token }), 'paymentChannels');
    expect(list.filter((c) => c.kind === 'EWALLET')).toEqual(EWALLETS);
  });

  it("offers a merchant only the channels its settings name: royal's players see and may use no Chinese wallet", async () => {
    const m = await makeMember(t, { merchant: 'ROYALPH' });
    const { list } = expectOk<PaymentChannelsResponse>(await call(t.app, 'paymentChannels', { token: m.token, merchant: 'ROYALPH' }), 'paymentChannels');
    expect(list.map((c) => c.channelCode)).toEqual(['DEMOPAY', 'DEMOBANK', 'MANUAL', 'GCASH', 'MAYA']);
    for (const code of ['ALIPAY', 'QQPAY', 'WECHATPAY']) expectFail(await deposit(t, m, code, 100, 'ROYALPH'), 400, 'deposit.channel.invalid');
    expect(await orders(t, m.memberId)).toBe(0);
    expectOk<DepositOrder>(await deposit(t, m, 'GCASH', 100, 'ROYALPH'), 'depositRequest');
  });

  for (const c of EWALLETS) {
    it(`${c.channelName}: a deposit within its limits is credited once when the channel confirms`, async () => {
      const m = await makeMember(t);
      const order = expectOk<DepositOrder>(await deposit(t, m, c.channelCode, c.minAmount), 'depositRequest');
      expect(order).toMatchObject({ channelCode: c.channelCode, channelName: c.channelName, status: 'PENDING', reference: null });
      t.clock.advance(c.delayMs);
      for (let i = 0; i < 2; i++) {
        const done = expectOk<DepositOrder>(await call(t.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo } }), 'depositStatus');
        expect(done.status).toBe('SUCCESS');
      }
      const moves = expectOk<{ content: { txCode: string; amount: number; memo: string }[] }>(
        await call(t.app, 'memberTransactions', { token: m.token }),
        'memberTransactions',
      ).content;
      expect(moves).toEqual([expect.objectContaining({ txCode: 'DEPOSIT', amount: c.minAmount, memo: c.channelName })]);
      expect(await ledgerTotals(t.db)).toMatchObject({ sum: startSum, unbalanced: 0, drift: 0 });
    });

    it(`${c.channelName}: refuses amounts outside its limits, storing nothing`, async () => {
      const m = await makeMember(t);
      for (const amount of [c.minAmount - 0.01, c.maxAmount + 0.01]) {
        const a = await deposit(t, m, c.channelCode, amount);
        expectFail(a, 400, 'deposit.amount.range');
        expect(a.body.message).toBe(`Deposit between ${c.minAmount} and ${c.maxAmount}.`);
      }
      expect(await orders(t, m.memberId)).toBe(0);
    });
  }
});

describe('in production mode', () => {
  it('the demo e-wallets are neither listed nor accepted', async () => {
    const prod = await createTestApp({ demoMode: false });
    try {
      const m = await makeMember(prod);
      expect(expectOk<PaymentChannelsResponse>(await call(prod.app, 'paymentChannels', { token: m.token }), 'paymentChannels').list).toEqual([]);
      for (const c of EWALLETS) expectFail(await deposit(prod, m, c.channelCode, c.minAmount), 400, 'deposit.channel.invalid');
      expect(await orders(prod, m.memberId)).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('a real provider offers its own e-wallet relay through the same interface', async () => {
    const channel = { channelCode: 'GCASH', channelName: 'GCash', kind: 'EWALLET' as const, minAmount: 100, maxAmount: 50_000, delayMs: 1000 };
    const provider: PaymentProvider = {
      id: 'test-wallets',
      channels: [channel],
      confirmsAt: (c, at) => at + c.delayMs,
      startSettlement: () => ({ orderPlaced() {}, stop() {} }),
    };
    const prod = await createTestApp({ demoMode: false, paymentProviders: [provider] });
    try {
      const m = await makeMember(prod);
      expect(expectOk<PaymentChannelsResponse>(await call(prod.app, 'paymentChannels', { token: m.token }), 'paymentChannels').list).toEqual([channel]);
      expectFail(await deposit(prod, m, 'GCASH', 99), 400, 'deposit.amount.range');
      const order = expectOk<DepositOrder>(await deposit(prod, m, 'GCASH', 150), 'depositRequest');
      prod.clock.advance(channel.delayMs);
      expect(expectOk<DepositOrder>(await call(prod.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo } }), 'depositStatus').status).toBe(
        'SUCCESS',
      );
      expect(expectOk<{ sumBalance: number }>(await call(prod.app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance).toBe(150);
    } finally {
      await prod.close();
    }
  });
});
