/**
 * Payment channel names in the request's language (its Language header, else the brand's default): the channel
 * list, the order a deposit answers, its status, the deposit report and the ledger line all name the channel the
 * same way. Chinese uses the wallets' Chinese names (支付宝, 微信支付, QQ钱包); Tagalog keeps the brand names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannelsResponse } from '../../../src/generated/api/paymentChannels.response.ts';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import { call, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const namesIn = async (token: string, o: { language?: string; merchant?: string } = {}) =>
  Object.fromEntries(
    expectOk<PaymentChannelsResponse>(
      await call(t.app, 'paymentChannels', { token, merchant: o.merchant, headers: o.language ? { language: o.language } : undefined }),
      'paymentChannels',
    ).list.map((c) => [c.channelCode, c.channelName]),
  );

describe('payment channel names', () => {
  it('are English, Chinese or Tagalog as the request asks; brand names stay in Tagalog', async () => {
    const m = await makeMember(t);
    expect(await namesIn(m.token, { language: 'EN' })).toMatchObject({
      DEMOPAY: 'Demo Pay (instant)',
      ALIPAY: 'Alipay',
      WECHATPAY: 'WeChat Pay',
      QQPAY: 'QQ Wallet',
    });
    expect(await namesIn(m.token, { language: 'CN' })).toMatchObject({
      DEMOPAY: '演示支付（即时到账）',
      DEMOBANK: '演示银行转账',
      ALIPAY: '支付宝',
      WECHATPAY: '微信支付',
      QQPAY: 'QQ钱包',
    });
    expect(await namesIn(m.token, { language: 'TY' })).toMatchObject({
      DEMOPAY: 'Demo Pay (agad)',
      DEMOBANK: 'Demo na bank transfer',
      ALIPAY: 'Alipay',
      WECHATPAY: 'WeChat Pay',
      QQPAY: 'QQ Wallet',
    });
    // No Language: the brand's default (LUCKY88 English, ROYALPH Tagalog); a language with no names of its own: English.
    expect((await namesIn(m.token)).DEMOPAY).toBe('Demo Pay (instant)');
    const royal = await makeMember(t, { merchant: 'ROYALPH' });
    expect((await namesIn(royal.token, { merchant: 'ROYALPH' })).DEMOPAY).toBe('Demo Pay (agad)');
    expect((await namesIn(m.token, { language: 'KR' })).ALIPAY).toBe('Alipay');
  });

  it("an order names its channel in each request's language: the answer, its status, the report and the ledger line", async () => {
    const m = await makeMember(t);
    const cn = { language: 'CN' };
    const order = expectOk<DepositOrder>(
      await call(t.app, 'depositRequest', {
        token: m.token,
        body: { channelCode: 'ALIPAY', amount: 60 },
        headers: { ...cn, 'idempotency-key': 'channel-names-0001' },
      }),
      'depositRequest',
    );
    expect(order.channelName).toBe('支付宝');
    t.clock.advance(3000);
    const status = (language: string) => call(t.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo }, headers: { language } });
    expect(expectOk<DepositOrder>(await status('CN'), 'depositStatus')).toMatchObject({ status: 'SUCCESS', channelName: '支付宝' });
    expect(expectOk<DepositOrder>(await status('EN'), 'depositStatus').channelName).toBe('Alipay');
    const report = expectOk<{ content: DepositOrder[] }>(await call(t.app, 'depositReport', { token: m.token, headers: cn }), 'depositReport');
    expect(report.content.map((o) => o.channelName)).toEqual(['支付宝']);
    const moves = expectOk<{ content: { txCode: string; memo: string }[] }>(
      await call(t.app, 'memberTransactions', { token: m.token, headers: cn }),
      'memberTransactions',
    );
    expect(moves.content.filter((x) => x.txCode === 'DEPOSIT').map((x) => x.memo)).toEqual(['支付宝']);
  });
});
