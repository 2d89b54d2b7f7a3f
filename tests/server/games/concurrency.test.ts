/**
 * Concurrent money movements: 50 simultaneous withdrawals of the full balance (exactly one succeeds, the
 * balance never goes negative) and simultaneous replays of one Idempotency-Key (one order). Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL where the requests really overlap (row locks do the work).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { call, encrypted, ledgerTotals, makeMember } from './helpers.ts';

let t: TestApp;
const PASSWORD = 'pay-Secret9';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function addCard(token: string): Promise<number> {
  const res = await call(t, 'POST', '/wps/relay/MCS2_bankCards', { token, body: { bankCode: 'BDO', accountName: 'Maria Clara', accountNo: '1234567890' } });
  return (res.body.value as { id: number }).id;
}

describe('concurrent withdrawals', () => {
  it('50 withdrawals of the full balance at once: exactly one succeeds, never negative', async () => {
    const m = await makeMember(t, { paymentPassword: PASSWORD, balanceCents: 123_456 });
    const cardId = await addCard(m.token);
    const body = { amount: 1234.56, bankCardId: cardId, paymentPassword: PASSWORD };
    const requests = await Promise.all(Array.from({ length: 50 }, () => encrypted(t, 'POST', '/wps/transaction/withdraw', body)));
    const results = await Promise.all(
      requests.map((enc, i) =>
        call(t, 'POST', '/wps/transaction/withdraw', { token: m.token, payload: enc.payload, headers: { ...enc.headers, 'idempotency-key': `concurrent-${i}-key` } }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.body.errorCode === 'wallet.insufficient.balance')).toBe(true);
    expect(results.some((r) => r.status >= 500)).toBe(false);
    const bal = await call(t, 'GET', '/wps/v2/wallets/balance', { token: m.token });
    expect((bal.body.value as { sumBalance: number }).sumBalance).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE member_id = $1', [m.memberId]);
    expect(n).toBe(1);
    const totals = await ledgerTotals(t.db);
    expect(totals).toMatchObject({ sum: 0, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });

  it('simultaneous replays of one key create one order and all answer it', async () => {
    const m = await makeMember(t, { paymentPassword: PASSWORD, balanceCents: 50_000 });
    const cardId = await addCard(m.token);
    const enc = await encrypted(t, 'POST', '/wps/transaction/withdraw', { amount: 100, bankCardId: cardId, paymentPassword: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', '/wps/transaction/withdraw', { token: m.token, payload: enc.payload, headers: { ...enc.headers, 'idempotency-key': 'same-key-0001' } }),
      ),
    );
    const orders = new Set(results.filter((r) => r.status === 200).map((r) => (r.body.value as { orderNo: string }).orderNo));
    // Every answer is the first order, or (PostgreSQL, in the instant the first is still running) "in progress".
    expect(orders.size).toBe(1);
    expect(results.every((r) => r.status === 200 || r.body.errorCode === 'idempotency.in.progress')).toBe(true);
    const bal = await call(t, 'GET', '/wps/v2/wallets/balance', { token: m.token });
    expect((bal.body.value as { sumBalance: number }).sumBalance).toBe(400);
  });
});
