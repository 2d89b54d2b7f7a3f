/**
 * Manual bank transfer deposits: the merchant's receiving account, a reported transfer (amount, reference, receipt
 * image judged by its bytes and re-encoded) PENDING until the demo confirms it, then credited once through the
 * ledger; a reused reference, a bad image, an amount out of the channel's limits, another channel, a trial session
 * and production mode refused with nothing stored.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import type { ManualTransferAccountResponse } from '../../../src/generated/api/manualTransferAccount.response.ts';
import type { PaymentChannelsResponse } from '../../../src/generated/api/paymentChannels.response.ts';
import { type Answer, call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from './helpers.ts';

let t: TestApp;
let startSum = 0;
let keySeq = 0;
let png = '';
let jpeg = '';
let webp = '';
/** MANUAL is confirmed by the demo 30 s after it was reported. */
const CONFIRM_MS = 30_000;

const picture = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer()
    .then((b) => b.toString('base64'));

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
  [png, jpeg, webp] = await Promise.all([picture('png'), picture('jpeg'), picture('webp')]);
});
afterAll(async () => t?.close());

const report = (m: Member, body: Record<string, unknown>, o: { merchant?: string; key?: string } = {}): Promise<Answer> =>
  call(t.app, 'manualTransfer', {
    token: m.token,
    merchant: o.merchant ?? 'LUCKY88',
    body: { channelCode: 'MANUAL', amount: 500, receiptImage: png, ...body },
    headers: { 'idempotency-key': o.key ?? `manual-key-${++keySeq}` },
  });

let refSeq = 0;
const newReference = () => `FT${Date.now() % 100000}X${++refSeq}`;

const balance = async (m: Member, merchant = 'LUCKY88'): Promise<number> =>
  expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token, merchant }), 'walletBalance').sumBalance;

const stored = async (memberId: number) => {
  const [o] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [memberId]);
  const [r] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM deposit_receipts r JOIN deposit_orders o ON o.order_no = r.order_no WHERE o.member_id = $1',
    [memberId],
  );
  return { orders: o.n, receipts: r.n };
};

describe('the channel and the account to pay to', () => {
  it('offers the manual transfer channel with its limits, and each merchant its own receiving account', async () => {
    const m = await makeMember(t);
    const { list } = expectOk<PaymentChannelsResponse>(await call(t.app, 'paymentChannels', { token: m.token }), 'paymentChannels');
    expect(list.find((c) => c.channelCode === 'MANUAL')).toEqual({
      channelCode: 'MANUAL',
      channelName: 'Manual bank transfer',
      kind: 'MANUAL',
      minAmount: 100,
      maxAmount: 500_000,
      delayMs: CONFIRM_MS,
    });
    const lucky = expectOk<ManualTransferAccountResponse>(await call(t.app, 'manualTransferAccount', { token: m.token }), 'manualTransferAccount');
    expect(lucky).toEqual({
      bankName: 'Bank of China',
      accountName: 'LUCKY88 Entertainment Ltd',
      accountNo: '6217 0000 1088 8888',
      branch: 'Hong Kong Central',
    });
    const r = await makeMember(t, { merchant: OTHER_MERCHANT });
    const royal = expectOk<ManualTransferAccountResponse>(
      await call(t.app, 'manualTransferAccount', { token: r.token, merchant: OTHER_MERCHANT }),
      'manualTransferAccount',
    );
    expect(royal.bankName).toBe('BDO Unibank');
  });

  it('refuses trial sessions and visitors', async () => {
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'manualTransferAccount', { token: trial.token }), 403, 'free_reject');
    expectFail(await report(trial, { reference: newReference() }), 403, 'free_reject');
    expect(await stored(trial.memberId)).toEqual({ orders: 0, receipts: 0 });
    expectFail(await call(t.app, 'manualTransferAccount', {}), 401);
  });
});

describe('a reported transfer', () => {
  it('stays PENDING with its reference until confirmed, then is credited once through the ledger', async () => {
    const m = await makeMember(t);
    const reference = newReference();
    const order = expectOk<DepositOrder>(await report(m, { amount: 750.5, reference }), 'manualTransfer');
    expect(order).toMatchObject({ channelCode: 'MANUAL', channelName: 'Manual bank transfer', amount: 750.5, status: 'PENDING', reference });
    expect(order.completesAt - order.createdAt).toBe(CONFIRM_MS);
    expect(await balance(m)).toBe(0);
    const listed = expectOk<{ content: DepositOrder[] }>(await call(t.app, 'depositReport', { token: m.token }), 'depositReport').content;
    expect(listed.map((o) => [o.orderNo, o.status, o.reference])).toEqual([[order.orderNo, 'PENDING', reference]]);

    t.clock.advance(CONFIRM_MS);
    const done = expectOk<DepositOrder>(await call(t.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo } }), 'depositStatus');
    expect(done.status).toBe('SUCCESS');
    expect(await balance(m)).toBe(750.5);
    // Read again: still one credit.
    expectOk(await call(t.app, 'depositReport', { token: m.token }), 'depositReport');
    const txs = await t.db.query<{ kind: string; amount_cents: string; reference: string }>(
      'SELECT kind, amount_cents::text, reference FROM ledger_transactions WHERE member_id = $1',
      [m.memberId],
    );
    expect(txs).toEqual([{ kind: 'DEPOSIT', amount_cents: '75050', reference: order.orderNo }]);
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: startSum, unbalanced: 0, drift: 0 });
  });

  it('stores the receipt re-encoded as WebP, never the uploaded bytes (PNG, JPEG and WebP accepted)', async () => {
    for (const image of [png, jpeg, webp]) {
      const m = await makeMember(t);
      const order = expectOk<DepositOrder>(await report(m, { reference: newReference(), receiptImage: image }), 'manualTransfer');
      const [r] = await t.db.query<{ content_type: string; width: number; height: number; image: Uint8Array }>(
        'SELECT content_type, width, height, image FROM deposit_receipts WHERE order_no = $1',
        [order.orderNo],
      );
      expect(r).toMatchObject({ content_type: 'image/webp', width: 64, height: 48 });
      const bytes = Buffer.from(r.image);
      expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
      expect(bytes.equals(Buffer.from(image, 'base64'))).toBe(false);
    }
  });

  it('answers a retry with the same Idempotency-Key with the first order, stored once', async () => {
    const m = await makeMember(t);
    const body = { reference: newReference() };
    const first = expectOk<DepositOrder>(await report(m, body, { key: 'manual-retry-1' }), 'manualTransfer');
    const again = await report(m, body, { key: 'manual-retry-1' });
    expect(expectOk<DepositOrder>(again, 'manualTransfer').orderNo).toBe(first.orderNo);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await stored(m.memberId)).toEqual({ orders: 1, receipts: 1 });
  });

  it('refuses a reference already reported (any member of the merchant, any letter case): 409, nothing stored', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const reference = newReference();
    expectOk(await report(a, { reference }), 'manualTransfer');
    const again = await report(a, { reference });
    expectFail(again, 409, 'deposit.reference.used');
    expect(again.body.message).toMatch(/already reported/);
    expectFail(await report(b, { reference: reference.toLowerCase() }), 409, 'deposit.reference.used');
    expect(await stored(a.memberId)).toEqual({ orders: 1, receipts: 1 });
    expect(await stored(b.memberId)).toEqual({ orders: 0, receipts: 0 });
    // Another merchant's members have their own references.
    const r = await makeMember(t, { merchant: OTHER_MERCHANT });
    expectOk(await report(r, { reference }, { merchant: OTHER_MERCHANT }), 'manualTransfer');
  });
});

describe('at the same moment', () => {
  it('two members reporting one reference: exactly one is stored', async () => {
    const [a, b] = await Promise.all([makeMember(t), makeMember(t)]);
    const reference = newReference();
    const answers = await Promise.all([report(a, { reference }), report(b, { reference })]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE upper(reference) = upper($1)', [reference]);
    expect(n).toBe(1);
  });
});

describe('bad input: a clear 4xx and nothing stored', () => {
  const bad: [string, () => Record<string, unknown>, number, string][] = [
    ['text posing as an image', () => ({ receiptImage: Buffer.from('just some text, not a picture').toString('base64') }), 400, 'deposit.receipt.type'],
    ['a GIF', () => ({ receiptImage: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64') }), 400, 'deposit.receipt.type'],
    [
      'a PNG signature on broken bytes',
      () => ({ receiptImage: Buffer.concat([Buffer.from(png, 'base64').subarray(0, 40), Buffer.alloc(200, 7)]).toString('base64') }),
      400,
      'deposit.receipt.invalid',
    ],
    [
      'an image over 5 MB',
      () => ({ receiptImage: Buffer.concat([Buffer.from(png, 'base64').subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 - 7, 1)]).toString('base64') }),
      400,
      'deposit.receipt.size',
    ],
    ['an amount below the channel minimum', () => ({ amount: 99.99 }), 400, 'deposit.amount.range'],
    ['an amount above the channel maximum', () => ({ amount: 500_000.01 }), 400, 'deposit.amount.range'],
    ['a gateway channel', () => ({ channelCode: 'DEMOPAY' }), 400, 'deposit.channel.invalid'],
    ['an unknown channel', () => ({ channelCode: 'NOPE' }), 400, 'deposit.channel.invalid'],
    ['a reference with spaces', () => ({ reference: 'FT 1234' }), 400, 'validation.failed'],
    ['a reference too short', () => ({ reference: 'AB1' }), 400, 'validation.failed'],
    ['no receipt', () => ({ receiptImage: undefined }), 400, 'validation.failed'],
    ['a receipt that is not base64', () => ({ receiptImage: 'not base64 at all!' }), 400, 'validation.failed'],
    ['a zero amount', () => ({ amount: 0 }), 400, 'validation.failed'],
  ];
  for (const [what, body, status, code] of bad) {
    it(`refuses ${what}`, async () => {
      const m = await makeMember(t);
      const a = await report(m, { reference: newReference(), ...body() });
      expectFail(a, status, code);
      expect(await stored(m.memberId)).toEqual({ orders: 0, receipts: 0 });
    });
  }

  it('refuses a body over the size limit of the call (413) before reading it', async () => {
    const m = await makeMember(t);
    const a = await report(m, { reference: newReference(), receiptImage: 'A'.repeat(8 * 1024 * 1024) });
    expect(a.status).toBe(413);
    expect(a.body.success).toBe(false);
    expect(await stored(m.memberId)).toEqual({ orders: 0, receipts: 0 });
  });

  it('refuses a manual transfer sent as a bare deposit request', async () => {
    const m = await makeMember(t);
    const a = await call(t.app, 'depositRequest', {
      token: m.token,
      body: { channelCode: 'MANUAL', amount: 500 },
      headers: { 'idempotency-key': 'manual-bare-1' },
    });
    expectFail(a, 400, 'deposit.channel.manual');
    expect(await stored(m.memberId)).toEqual({ orders: 0, receipts: 0 });
  });

  it('refuses a request without an Idempotency-Key', async () => {
    const m = await makeMember(t);
    const a = await call(t.app, 'manualTransfer', {
      token: m.token,
      body: { channelCode: 'MANUAL', amount: 500, reference: newReference(), receiptImage: png },
    });
    expectFail(a, 400, 'idempotency.key.missing');
  });

  it('counts toward the deposit limits', async () => {
    const m = await makeMember(t);
    expectOk(await call(t.app, 'setDepositLimit', { token: m.token, body: { period: 'day', amount: 600 } }), 'setDepositLimit');
    expectOk(await report(m, { amount: 400, reference: newReference() }), 'manualTransfer');
    expectFail(await report(m, { amount: 300, reference: newReference() }), 400, 'deposit.limit.exceeded');
    expect(await stored(m.memberId)).toEqual({ orders: 1, receipts: 1 });
  });

  it('is not offered to a merchant without a receiving account', async () => {
    const m = await makeMember(t, { merchant: OTHER_MERCHANT });
    const saved = await t.db.query<Record<string, unknown>>('DELETE FROM merchant_receiving_accounts WHERE merchant_id = $1 RETURNING *', [m.merchantId]);
    try {
      const { list } = expectOk<PaymentChannelsResponse>(await call(t.app, 'paymentChannels', { token: m.token, merchant: OTHER_MERCHANT }), 'paymentChannels');
      expect(list.map((c) => c.channelCode)).not.toContain('MANUAL');
      expectFail(await call(t.app, 'manualTransferAccount', { token: m.token, merchant: OTHER_MERCHANT }), 404, 'deposit.manual.unavailable');
      expectFail(await report(m, { reference: newReference() }, { merchant: OTHER_MERCHANT }), 404, 'deposit.manual.unavailable');
      expect(await stored(m.memberId)).toEqual({ orders: 0, receipts: 0 });
    } finally {
      const a = saved[0];
      await t.db.query('INSERT INTO merchant_receiving_accounts (merchant_id, bank_name, account_name, account_no, branch) VALUES ($1, $2, $3, $4, $5)', [
        a.merchant_id,
        a.bank_name,
        a.account_name,
        a.account_no,
        a.branch,
      ]);
    }
  });
});

describe('production mode', () => {
  it('offers no demo-confirmed manual transfer and refuses one', async () => {
    const prod = await createTestApp({ demoMode: false });
    try {
      const m = await makeMember(prod);
      const { list } = expectOk<PaymentChannelsResponse>(await call(prod.app, 'paymentChannels', { token: m.token }), 'paymentChannels');
      expect(list).toEqual([]);
      const a = await call(prod.app, 'manualTransfer', {
        token: m.token,
        body: { channelCode: 'MANUAL', amount: 500, reference: newReference(), receiptImage: png },
        headers: { 'idempotency-key': 'manual-prod-1' },
      });
      expectFail(a, 400, 'deposit.channel.invalid');
    } finally {
      await prod.close();
    }
  });
});
