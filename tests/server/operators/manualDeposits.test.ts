/**
 * Operators decide manual bank transfers: the list (pending first, newest first, the member, the reference, the
 * account paid to), the receipt image (no-store, image/webp, only to a publisher of that merchant's brand),
 * confirm (credited once through the ledger, the order number its reference, as the demo's confirmation), reject
 * with a reason the member reads in the deposit records; the audit log has every decision. Two confirms at once, or
 * the demo and an operator, credit once. Bad input and wrong roles: a clear 4xx and nothing written. Outside demo
 * mode (MANUAL_TRANSFER=1) nothing but an operator confirms a transfer.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import type { ManualDeposit } from '../../../src/generated/api/shapes/manualDeposit.ts';
import type { ManualDepositListResponse } from '../../../src/generated/api/manualDepositList.response.ts';
import { completeDueDeposits } from '../../../server/src/ledger/deposit.ts';
import { manualTransferProvider, providersFromEnv } from '../../../server/src/payments/manual.ts';
import { providersFor } from '../../../server/src/payments/index.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { DEMO_OPERATOR, freshIp, makeOperator, opsCall, opsLogin, type OpsSession, withDemoAdmin } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from '../games/helpers.ts';

let t: TestApp;
let admin: OpsSession;
withDemoAdmin((app, s) => {
  t = app;
  admin = s;
});

let png = '';
let publisher: OpsSession;
let editor: OpsSession;
let royalPublisher: OpsSession;
beforeAll(async () => {
  png = (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 60 } } })
      .png()
      .toBuffer()
  ).toString('base64');
  publisher = (await makeOperator(t.app, admin, 'cashier-lucky', [{ brand: 'lucky', role: 'publisher' }])).session;
  editor = (await makeOperator(t.app, admin, 'editor-lucky', [{ brand: 'lucky', role: 'editor' }])).session;
  royalPublisher = (await makeOperator(t.app, admin, 'cashier-royal', [{ brand: 'royal', role: 'publisher' }])).session;
});

let seq = 0;
/** A member of `merchant` who reported a transfer of `amount`; answers the member and the order. */
async function reported(amount = 500, merchant = 'LUCKY88'): Promise<{ m: Member; order: DepositOrder }> {
  const m = await makeMember(t, { merchant });
  const a = await call(t.app, 'manualTransfer', {
    token: m.token,
    merchant,
    body: { channelCode: 'MANUAL', amount, reference: `OPS${Date.now() % 100000}R${++seq}`, receiptImage: png },
    headers: { 'idempotency-key': `ops-manual-${seq}` },
  });
  return { m, order: expectOk<DepositOrder>(a, 'manualTransfer') };
}

const balance = async (m: Member, merchant = 'LUCKY88') =>
  expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token, merchant }), 'walletBalance').sumBalance;

/** What a decision may write: the order's state, its ledger lines and the audit lines naming it. */
async function written(orderNo: string) {
  const [o] = await t.db.query<{ status: string; reason: string | null; reviewed_by: number | null }>(
    'SELECT status, reason, reviewed_by FROM deposit_orders WHERE order_no = $1',
    [orderNo],
  );
  const [l] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1', [orderNo]);
  const [a] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE details->>'orderNo' = $1", [orderNo]);
  return { ...o, ledger: l.n, audit: a.n };
}
const untouched = { status: 'PENDING', reason: null, reviewed_by: null, ledger: 0, audit: 0 };

const confirm = (s: OpsSession, orderNo: string, brand = 'lucky') => opsCall(t.app, 'manualDepositConfirm', { brand, orderNo }, { session: s });
const reject = (s: OpsSession, orderNo: string, reason: string, brand = 'lucky') =>
  opsCall(t.app, 'manualDepositReject', { brand, orderNo, reason }, { session: s });
const receipt = (s: OpsSession | null, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/ops/deposits/manual/receipt?${query}`,
    headers: { 'x-forwarded-for': freshIp(), ...(s ? { cookie: `mc_ops=${s.cookie}` } : {}) },
  });

describe('the list', () => {
  it("shows the brand's merchant's transfers, pending first then newest first, with the member, the reference and the account", async () => {
    const first = await reported(300);
    t.clock.advance(1000);
    const second = await reported(400);
    t.clock.advance(1000);
    const decided = await reported(200);
    expectOk(await reject(publisher, decided.order.orderNo, 'No such transfer on the statement'), 'manualDepositReject');
    const royal = await reported(500, OTHER_MERCHANT);

    const page = expectOk<ManualDepositListResponse>(
      await opsCall(t.app, 'manualDepositList', { brand: 'lucky', pageSize: 100 }, { session: publisher }),
      'manualDepositList',
    );
    const nos = page.list.map((d) => d.orderNo);
    expect(nos).not.toContain(royal.order.orderNo);
    expect(nos.indexOf(second.order.orderNo)).toBeLessThan(nos.indexOf(first.order.orderNo));
    expect(nos.indexOf(first.order.orderNo)).toBeLessThan(nos.indexOf(decided.order.orderNo));
    const seen = page.list.findIndex((d) => d.status !== 'PENDING');
    expect(page.list.slice(seen).every((d) => d.status !== 'PENDING')).toBe(true);
    expect(page.pending).toBe(page.list.filter((d) => d.status === 'PENDING').length);
    expect(page.list.find((d) => d.orderNo === second.order.orderNo)).toEqual({
      orderNo: second.order.orderNo,
      username: second.m.username,
      amount: 400,
      reference: second.order.reference,
      status: 'PENDING',
      createdAt: second.order.createdAt,
      completedAt: null,
      reviewedAt: null,
      reviewedBy: null,
      reason: null,
      paidTo: { bankName: 'Bank of China', accountName: 'LUCKY88 Entertainment Ltd', accountNo: '6217 0000 1088 8888', branch: 'Hong Kong Central' },
      receipt: { width: 40, height: 30 },
    });
    const royalPage = expectOk<ManualDepositListResponse>(
      await opsCall(t.app, 'manualDepositList', { brand: 'royal' }, { session: royalPublisher }),
      'manualDepositList',
    );
    expect(royalPage.list.map((d) => d.orderNo)).toEqual([royal.order.orderNo]);
    expect(royalPage.list[0]?.paidTo?.bankName).toBe('BDO Unibank');
  });

  it('needs the publisher role on the brand (or *), and a brand the platform has', async () => {
    expectFail(await opsCall(t.app, 'manualDepositList', { brand: 'lucky' }, { session: editor }), 403, 'operator.role.missing');
    expectFail(await opsCall(t.app, 'manualDepositList', { brand: 'royal' }, { session: publisher }), 403, 'operator.role.missing');
    expectFail(await opsCall(t.app, 'manualDepositList', { brand: 'lucky' }), 401, 'operator.session.none');
    expectFail(await opsCall(t.app, 'manualDepositList', { brand: 'nosuch' }, { session: admin }), 404, 'brand.unknown');
    expectFail(await opsCall(t.app, 'manualDepositList', { brand: 'lucky', pageSize: 1000 }, { session: publisher }), 400, 'validation.failed');
  });
});

describe('the receipt', () => {
  it('answers the stored image to a publisher of the merchant, never cached', async () => {
    const { order } = await reported();
    const r = await receipt(publisher, `brand=lucky&orderNo=${order.orderNo}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(r.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30]);
  });

  it("refuses another merchant's receipt, a viewer, no session and a malformed query with an error envelope", async () => {
    const { order } = await reported(500, OTHER_MERCHANT);
    const envelope = (r: Awaited<ReturnType<typeof receipt>>) => ({ status: r.statusCode, code: (r.json() as { errorCode?: string }).errorCode });
    // A publisher of lucky asking under lucky for royal's order: unknown there.
    expect(envelope(await receipt(publisher, `brand=lucky&orderNo=${order.orderNo}`))).toEqual({ status: 404, code: 'deposit.manual.unknown' });
    expect(envelope(await receipt(publisher, `brand=royal&orderNo=${order.orderNo}`))).toEqual({ status: 403, code: 'operator.role.missing' });
    expect(envelope(await receipt(editor, `brand=lucky&orderNo=${order.orderNo}`))).toEqual({ status: 403, code: 'operator.role.missing' });
    expect(envelope(await receipt(null, `brand=royal&orderNo=${order.orderNo}`))).toEqual({ status: 401, code: 'operator.session.none' });
    expect(envelope(await receipt(royalPublisher, 'brand=royal&orderNo=../../etc'))).toEqual({ status: 400, code: 'validation.failed' });
    expect(envelope(await receipt(royalPublisher, 'brand=royal&orderNo=D20250601FFFFFFFFFF'))).toEqual({ status: 404, code: 'deposit.manual.unknown' });
  });
});

describe('confirming', () => {
  it('credits the member once through the ledger, records the operator and audits it; a second confirm is 409', async () => {
    const before = (await ledgerTotals(t.db)).sum;
    const { m, order } = await reported(750.5);
    const done = expectOk<ManualDeposit>(await confirm(publisher, order.orderNo), 'manualDepositConfirm');
    expect(done).toMatchObject({ status: 'SUCCESS', reviewedBy: 'cashier-lucky', reviewedAt: t.clock.now(), completedAt: t.clock.now(), reason: null });
    expect(await balance(m)).toBe(750.5);
    const txs = await t.db.query<{ kind: string; reference: string }>('SELECT kind, reference FROM ledger_transactions WHERE member_id = $1', [m.memberId]);
    expect(txs).toEqual([{ kind: 'DEPOSIT', reference: order.orderNo }]);
    const [line] = await t.db.query<{ operator_username: string; action: string; brand: string; summary: string }>(
      "SELECT operator_username, action, brand, summary FROM audit_log WHERE details->>'orderNo' = $1",
      [order.orderNo],
    );
    expect(line).toMatchObject({ operator_username: 'cashier-lucky', action: 'deposit.manual.confirm', brand: 'lucky' });
    expect(line.summary).toContain(`750.50 from ${m.username}`);

    const again = await confirm(admin, order.orderNo);
    expectFail(again, 409, 'deposit.manual.decided');
    expect(again.body.message).toMatch(/already confirmed and credited: it is no longer pending/);
    expectFail(await reject(admin, order.orderNo, 'too late'), 409, 'deposit.manual.decided');
    expect(await balance(m)).toBe(750.5);
    expect((await written(order.orderNo)).audit).toBe(1);
    const records = expectOk<{ content: DepositOrder[] }>(await call(t.app, 'depositReport', { token: m.token }), 'depositReport').content;
    expect(records[0]).toMatchObject({ orderNo: order.orderNo, status: 'SUCCESS' });
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: before, unbalanced: 0, drift: 0 });
  });

  it('two confirms at the same moment credit once: one 200, one 409', async () => {
    const { m, order } = await reported(320);
    const answers = await Promise.all([confirm(publisher, order.orderNo), confirm(admin, order.orderNo)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(m)).toBe(320);
    expect(await written(order.orderNo)).toMatchObject({ status: 'SUCCESS', ledger: 1, audit: 1 });
  });

  it('the demo and an operator credit once: after the demo confirmed it, the operator gets 409', async () => {
    const { m, order } = await reported(150);
    t.clock.advance(30_000);
    // The demo's confirmation (the settlement sweep reading the member's orders) and the operator's at once.
    const [status, op] = await Promise.all([
      call(t.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo } }),
      confirm(publisher, order.orderNo),
    ]);
    expect(expectOk<DepositOrder>(status, 'depositStatus').status).toBe('SUCCESS');
    expect([200, 409]).toContain(op.status);
    expect(await balance(m)).toBe(150);
    expect((await written(order.orderNo)).ledger).toBe(1);
    expectFail(await confirm(publisher, order.orderNo), 409, 'deposit.manual.decided');
  });
});

describe('rejecting', () => {
  it('fails the order with the reason, which the member reads in the deposit records; nothing is credited', async () => {
    const { m, order } = await reported(600);
    const done = expectOk<ManualDeposit>(await reject(publisher, order.orderNo, '  Amount on the statement is 60.00, not 600.00  '), 'manualDepositReject');
    expect(done).toMatchObject({ status: 'FAILED', reason: 'Amount on the statement is 60.00, not 600.00', reviewedBy: 'cashier-lucky', completedAt: null });
    const records = expectOk<{ content: DepositOrder[] }>(await call(t.app, 'depositReport', { token: m.token }), 'depositReport').content;
    expect(records[0]).toMatchObject({ orderNo: order.orderNo, status: 'FAILED', reason: 'Amount on the statement is 60.00, not 600.00' });
    // The demo never credits a rejected transfer, even once it is due.
    t.clock.advance(60_000);
    expectOk(await call(t.app, 'depositReport', { token: m.token }), 'depositReport');
    expect(await balance(m)).toBe(0);
    expect(await written(order.orderNo)).toMatchObject({ status: 'FAILED', ledger: 0, audit: 1 });
    expectFail(await confirm(publisher, order.orderNo), 409, 'deposit.manual.decided');
  });

  it('other orders carry no reason', async () => {
    const { m } = await reported(100);
    const records = expectOk<{ content: DepositOrder[] }>(await call(t.app, 'depositReport', { token: m.token }), 'depositReport').content;
    expect(records[0]).not.toHaveProperty('reason');
  });
});

describe('bad input: a clear 4xx and nothing written', () => {
  const cases: [string, () => Promise<{ a: Awaited<ReturnType<typeof confirm>>; orderNo: string }>, number, string][] = [
    ['an empty reason', async () => withOrder((no) => reject(publisher, no, '   ')), 400, 'deposit.reason.empty'],
    ['a reason over 200 characters', async () => withOrder((no) => reject(publisher, no, 'x'.repeat(201))), 400, 'deposit.reason.long'],
    ['a reason over the schema bound', async () => withOrder((no) => reject(publisher, no, 'x'.repeat(2001))), 400, 'validation.failed'],
    [
      'no reason',
      async () => withOrder((no) => opsCall(t.app, 'manualDepositReject', { brand: 'lucky', orderNo: no }, { session: publisher })),
      400,
      'validation.failed',
    ],
    ['an editor confirming', async () => withOrder((no) => confirm(editor, no)), 403, 'operator.role.missing'],
    ['an editor rejecting', async () => withOrder((no) => reject(editor, no, 'no')), 403, 'operator.role.missing'],
    ['a publisher of another brand', async () => withOrder((no) => confirm(royalPublisher, no)), 403, 'operator.role.missing'],
    [
      "another merchant's order under the operator's own brand",
      async () => withOrder((no) => confirm(royalPublisher, no, 'royal')),
      404,
      'deposit.manual.unknown',
    ],
    [
      'no CSRF token',
      async () => withOrder((no) => opsCall(t.app, 'manualDepositConfirm', { brand: 'lucky', orderNo: no }, { session: publisher, csrf: null })),
      403,
      'operator.csrf.invalid',
    ],
    ['a malformed order number', async () => withOrder(() => confirm(publisher, 'D-1; DROP')), 400, 'validation.failed'],
    ['an unknown brand', async () => withOrder((no) => confirm(admin, no, 'nosuch')), 404, 'brand.unknown'],
  ];
  async function withOrder(send: (orderNo: string) => Promise<Awaited<ReturnType<typeof confirm>>>) {
    const { order } = await reported();
    return { a: await send(order.orderNo), orderNo: order.orderNo };
  }
  for (const [what, run, status, code] of cases) {
    it(`refuses ${what}`, async () => {
      const { a, orderNo } = await run();
      expectFail(a, status, code);
      expect(await written(orderNo)).toEqual(untouched);
    });
  }

  it('refuses an order that is not a manual transfer (404), crediting nothing', async () => {
    const m = await makeMember(t);
    const d = expectOk<DepositOrder>(
      await call(t.app, 'depositRequest', { token: m.token, body: { channelCode: 'DEMOPAY', amount: 50 }, headers: { 'idempotency-key': 'ops-gateway-1' } }),
      'depositRequest',
    );
    expectFail(await confirm(publisher, d.orderNo), 404, 'deposit.manual.unknown');
    expect(await written(d.orderNo)).toEqual(untouched);
  });
});

describe('operator-only transfers (MANUAL_TRANSFER=1)', () => {
  it('offers the channel only when asked; in demo mode it replaces the demo MANUAL and keeps the other demo channels', () => {
    expect(providersFromEnv({ MANUAL_TRANSFER: '1' })).toEqual([manualTransferProvider]);
    expect(providersFromEnv({})).toEqual([]);
    const both = providersFor({ demoMode: true, providers: [manualTransferProvider] });
    expect(both.find('MANUAL')?.provider).toBe(manualTransferProvider);
    expect(both.find('DEMOPAY')?.provider.id).toBe('demo');
    expect(both.channels().filter((c) => c.channelCode === 'MANUAL')).toHaveLength(1);
  });

  it('a reported transfer waits for an operator however long it takes, then is credited once', async () => {
    const prod = await createTestApp({ demoMode: false, paymentProviders: [manualTransferProvider] });
    try {
      const m = await makeMember(prod);
      const channels = expectOk<{ list: { channelCode: string }[] }>(await call(prod.app, 'paymentChannels', { token: m.token }), 'paymentChannels').list;
      expect(channels.map((c) => c.channelCode)).toEqual(['MANUAL']);
      const order = expectOk<DepositOrder>(
        await call(prod.app, 'manualTransfer', {
          token: m.token,
          body: { channelCode: 'MANUAL', amount: 800, reference: `PROD${Date.now() % 100000}`, receiptImage: png },
          headers: { 'idempotency-key': 'ops-prod-1' },
        }),
        'manualTransfer',
      );
      // No sweep completes it, however late it runs; the member's own reads do not either.
      expect(await completeDueDeposits(prod.db, prod.clock.now() + 10 * 365 * 86_400_000)).toBe(0);
      prod.clock.advance(11 * 3600_000);
      const still = expectOk<DepositOrder>(await call(prod.app, 'depositStatus', { token: m.token, query: { orderNo: order.orderNo } }), 'depositStatus');
      expect(still.status).toBe('PENDING');
      const op = await opsLogin(prod.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
      expectOk(await opsCall(prod.app, 'manualDepositConfirm', { brand: 'lucky', orderNo: order.orderNo }, { session: op }), 'manualDepositConfirm');
      expectOk(await call(prod.app, 'depositReport', { token: m.token }), 'depositReport');
      expect(expectOk<{ sumBalance: number }>(await call(prod.app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance).toBe(800);
    } finally {
      await prod.close();
    }
  });
});
