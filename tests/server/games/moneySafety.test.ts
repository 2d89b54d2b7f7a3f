/**
 * Money safety: demo payments only in demo mode (never with NODE_ENV=production), the withdrawal password lockout
 * (5 wrong in a row lock withdrawals for 30 minutes, also under concurrent guesses), the login password when adding
 * a bank card, and removing bank cards (own only, not while a withdrawal to it is in progress, re-adding works).
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where concurrent requests really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { FeatureConfigError } from '../../../server/src/devFeatures.ts';
import { call, encrypted, expectFail, expectOk, type Answer } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { LOGIN_PASSWORD, makeMember, type Member } from './helpers.ts';

const PAY = '135790';
const LOCK_MS = 30 * 60_000;
let keySeq = 0;
const newKey = (): string => `money-safety-${++keySeq}-${Date.now()}`;

interface Lock {
  lockedUntil: number | null;
  attemptsLeft: number;
}

async function withdraw(t: TestApp, m: Member, body: { amount: number; bankCardId: number; paymentPassword: string }, key = newKey()): Promise<Answer> {
  const enc = await encrypted(t.app, 'withdraw', body);
  return call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': key } });
}

const lockOf = async (t: TestApp, m: Member): Promise<Lock> => expectOk<Lock>(await call(t.app, 'withdrawLock', { token: m.token }), 'withdrawLock');

async function addCard(t: TestApp, m: Member, accountNo: string, loginPassword = LOGIN_PASSWORD): Promise<Answer> {
  return call(t.app, 'addBankCard', { token: m.token, body: { bankCode: 'BDO', accountName: 'Maria Clara', accountNo, loginPassword } });
}

const cardIdOf = (a: Answer): number => expectOk<{ id: number }>(a, 'addBankCard').id;
const cardIds = async (t: TestApp, m: Member): Promise<number[]> =>
  expectOk<{ list: { id: number }[] }>(await call(t.app, 'bankCards', { token: m.token }), 'bankCards').list.map((c) => c.id);
const removeCard = (t: TestApp, m: Member, id: number): Promise<Answer> => call(t.app, 'removeBankCard', { token: m.token, body: { id } });

/** Runs fn with these environment variables, then puts the old values back. */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const old = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(old)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('demo mode', () => {
  it('off: no payment channels, deposits refused, leftover demo orders never credited, no demo payout', async () => {
    const t = await createTestApp({ demoMode: false });
    try {
      expect(t.app.ctx.demoMode).toBe(false);
      const m = await makeMember(t, { paymentPassword: PAY, balanceCents: 10_000 });
      expect(expectOk<{ list: unknown[] }>(await call(t.app, 'paymentChannels', { token: m.token }), 'paymentChannels').list).toEqual([]);
      const refused = await call(t.app, 'depositRequest', {
        token: m.token,
        body: { channelCode: 'DEMOPAY', amount: 100 },
        headers: { 'idempotency-key': newKey() },
      });
      expectFail(refused, 400, 'deposit.channel.invalid');
      expect(refused.body.message).toMatch(/not available/);

      // A demo order left from an earlier run in demo mode stays PENDING: no provider settles it.
      await t.db.query(
        `INSERT INTO deposit_orders (order_no, merchant_id, member_id, channel, amount_cents, status, created_at, completes_at)
         VALUES ('DLEFTOVER0001', $1, $2, 'DEMOPAY', 5000, 'PENDING', $3, $3)`,
        [m.merchantId, m.memberId, t.clock.now()],
      );
      t.clock.advance(60_000);
      const left = expectOk<{ status: string }>(await call(t.app, 'depositStatus', { token: m.token, query: { orderNo: 'DLEFTOVER0001' } }), 'depositStatus');
      expect(left.status).toBe('PENDING');
      expect(expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance).toBe(100);

      // Withdrawals stay PROCESSING: nothing pays them out.
      const card = cardIdOf(await addCard(t, m, '4444555566'));
      expectOk(await withdraw(t, m, { amount: 10, bankCardId: card, paymentPassword: PAY }), 'withdraw');
      t.clock.advance(10 * 60_000);
      const report = expectOk<{ content: { status: string }[] }>(await call(t.app, 'withdrawReport', { token: m.token }), 'withdrawReport');
      expect(report.content.map((w) => w.status)).toEqual(['PROCESSING']);
      expectFail(await removeCard(t, m, card), 409, 'bankcard.in.use');
    } finally {
      await t.close();
    }
  });

  it('DEMO_MODE=1 switches it on; with NODE_ENV=production the app refuses to build', async () => {
    const on = await withEnv({ DEMO_MODE: '1' }, () => createTestApp({ demoMode: undefined }));
    try {
      expect(on.app.ctx.demoMode).toBe(true);
      const m = await makeMember(on);
      const list = expectOk<{ list: { channelCode: string }[] }>(await call(on.app, 'paymentChannels', { token: m.token }), 'paymentChannels').list;
      expect(list.map((c) => c.channelCode)).toEqual(['DEMOPAY', 'DEMOBANK', 'MANUAL', 'GCASH', 'MAYA', 'ALIPAY', 'QQPAY', 'WECHATPAY']);
      // Fail closed: asked for in production, demo payments stop the server instead of running quietly.
      await expect(withEnv({ DEMO_MODE: '1', NODE_ENV: 'production' }, () => buildApp({ db: on.db, demoMode: undefined }))).rejects.toThrow(FeatureConfigError);
      await expect(withEnv({ NODE_ENV: 'production' }, () => buildApp({ db: on.db, demoMode: true }))).rejects.toThrow(
        /DEMO_MODE=1 is for development and demos only/,
      );
    } finally {
      await on.close();
    }
  });
});

describe('withdrawal password lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function member(): Promise<{ m: Member; card: number }> {
    const m = await makeMember(t, { paymentPassword: PAY, balanceCents: 100_000 });
    return { m, card: cardIdOf(await addCard(t, m, '1234509876')) };
  }

  it('counts down, resets on the right password, locks on the 5th wrong one for 30 minutes (right password refused too)', async () => {
    const { m, card } = await member();
    const body = { amount: 10, bankCardId: card, paymentPassword: PAY };
    expect(await lockOf(t, m)).toEqual({ lockedUntil: null, attemptsLeft: 5 });

    for (const left of [4, 3, 2]) {
      const a = await withdraw(t, m, { ...body, paymentPassword: '000000' });
      expectFail(a, 400, 'withdraw.password.wrong');
      expect(a.body.value).toEqual({ attemptsLeft: left });
      expect(a.body.message).toMatch(/not correct/);
    }
    expect(await lockOf(t, m)).toEqual({ lockedUntil: null, attemptsLeft: 2 });
    // A right password resets the count.
    const paidKey = newKey();
    expectOk(await withdraw(t, m, body, paidKey), 'withdraw');
    expect(await lockOf(t, m)).toEqual({ lockedUntil: null, attemptsLeft: 5 });

    for (const left of [4, 3, 2, 1]) {
      expect((await withdraw(t, m, { ...body, paymentPassword: `99999${left}` })).body.value).toEqual({ attemptsLeft: left });
    }
    const lockedAt = t.clock.now();
    const fifth = await withdraw(t, m, { ...body, paymentPassword: '111111' });
    expectFail(fifth, 403, 'withdraw.locked');
    const lockedUntil = lockedAt + LOCK_MS;
    expect(fifth.body.value).toEqual({ lockedUntil });
    const hhmm = new Date(lockedUntil).toISOString().slice(11, 16);
    expect(fifth.body.message).toBe(`Too many wrong withdrawal passwords. Withdrawals are locked until ${hhmm} UTC.`);

    // Locked: the right password is refused, a replay of an earlier withdrawal too; the status says so.
    const sixth = await withdraw(t, m, body);
    expectFail(sixth, 403, 'withdraw.locked');
    expect(sixth.body.value).toEqual({ lockedUntil });
    expectFail(await withdraw(t, m, body, paidKey), 403, 'withdraw.locked');
    expect(await lockOf(t, m)).toEqual({ lockedUntil, attemptsLeft: 0 });

    // Resetting the withdrawal password does not lift the lock.
    // (LUCKY88 texts a code to the member's own number for the reset.)
    await t.db.query("UPDATE members SET mobile_num = '9180001111', country_dialing_code = '63' WHERE id = $1", [m.memberId]);
    expectOk(await call(t.app, 'smsPaymentReset', { token: m.token, body: {} }), 'smsPaymentReset');
    const out = expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: '639180001111' } }), 'devSmsOutbox');
    const verificationCode = /(\d{6})/.exec(out[0]?.body ?? '')?.[1] ?? '';
    const reset = { loginPassword: LOGIN_PASSWORD, newPaymentPassword: '246810', verificationCode };
    expectOk(await call(t.app, 'resetPaymentPassword', { token: m.token, body: reset }), 'resetPaymentPassword');
    expectFail(await withdraw(t, m, { ...body, paymentPassword: '246810' }), 403, 'withdraw.locked');

    t.clock.advance(LOCK_MS - 1000);
    expectFail(await withdraw(t, m, { ...body, paymentPassword: '246810' }), 403, 'withdraw.locked');
    t.clock.advance(1000);
    expect(await lockOf(t, m)).toEqual({ lockedUntil: null, attemptsLeft: 5 });
    expectOk(await withdraw(t, m, { ...body, paymentPassword: '246810' }), 'withdraw');
    // After the lock a fresh count starts.
    expect((await withdraw(t, m, { ...body, paymentPassword: '000000' })).body.value).toEqual({ attemptsLeft: 4 });
    const balance = expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance;
    expect(balance).toBe(980);
  });

  it('a lock that ends after 5 wrong ones starts a fresh count of wrong ones too', async () => {
    const { m, card } = await member();
    for (let i = 0; i < 5; i++) await withdraw(t, m, { amount: 10, bankCardId: card, paymentPassword: '000000' });
    expect((await lockOf(t, m)).attemptsLeft).toBe(0);
    t.clock.advance(LOCK_MS);
    for (const left of [4, 3, 2, 1]) {
      expect((await withdraw(t, m, { amount: 10, bankCardId: card, paymentPassword: '000000' })).body.value).toEqual({ attemptsLeft: left });
    }
    expectFail(await withdraw(t, m, { amount: 10, bankCardId: card, paymentPassword: '000000' }), 403, 'withdraw.locked');
  });

  it('concurrent wrong passwords cannot get more than 5 tries', async () => {
    const { m, card } = await member();
    const bodies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => encrypted(t.app, 'withdraw', { amount: 10, bankCardId: card, paymentPassword: `00000${i % 10}` })),
    );
    const results = await Promise.all(
      bodies.map((enc) => call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': newKey() } })),
    );
    expect(results.some((r) => r.status >= 500)).toBe(false);
    const wrong = results.filter((r) => r.body.errorCode === 'withdraw.password.wrong');
    const locked = results.filter((r) => r.body.errorCode === 'withdraw.locked');
    // 4 answers say "wrong" (4, 3, 2, 1 left), the 5th wrong one locks, every later one is refused as locked.
    expect(wrong.map((r) => (r.body.value as { attemptsLeft: number }).attemptsLeft).sort()).toEqual([1, 2, 3, 4]);
    expect(locked).toHaveLength(8);
    const [row] = await t.db.query<{ failures: number }>('SELECT withdraw_pw_failures AS failures FROM members WHERE id = $1', [m.memberId]);
    expect(row.failures).toBe(5);
    const lock = await lockOf(t, m);
    expect(lock.attemptsLeft).toBe(0);
    expect(lock.lockedUntil).toBe(t.clock.now() + LOCK_MS);
    expectFail(await withdraw(t, m, { amount: 10, bankCardId: card, paymentPassword: PAY }), 403, 'withdraw.locked');
  });

  it('a right password among concurrent wrong ones never gets past a lock', async () => {
    const { m, card } = await member();
    const passwords = ['000001', '000002', '000003', '000004', PAY, '000005', '000006'];
    const bodies = await Promise.all(passwords.map((p) => encrypted(t.app, 'withdraw', { amount: 10, bankCardId: card, paymentPassword: p })));
    const results = await Promise.all(
      bodies.map((enc) => call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': newKey() } })),
    );
    expect(results.some((r) => r.status >= 500)).toBe(false);
    const paid = results.filter((r) => r.status === 200).length;
    const [row] = await t.db.query<{ failures: number; until: number | null }>(
      'SELECT withdraw_pw_failures AS failures, withdraw_locked_until AS until FROM members WHERE id = $1',
      [m.memberId],
    );
    // The right one passes unless 5 wrong ones were counted before it (then the lock refuses it).
    expect(row.failures).toBeLessThanOrEqual(5);
    expect(paid).toBeLessThanOrEqual(1);
    if (paid === 0) expect(row.until).not.toBeNull();
    expect(results.every((r) => r.status === 200 || ['withdraw.password.wrong', 'withdraw.locked'].includes(String(r.body.errorCode)))).toBe(true);
  });

  it('withdrawLock needs a real member', async () => {
    const guest = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'withdrawLock', { token: guest.token }), 403, 'free_reject');
    expectFail(await call(t.app, 'withdrawLock'), 401, 'login.not.session');
  });
});

describe('bank cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('adding a card asks for the login password, counted with the per-account password limit', async () => {
    const m = await makeMember(t);
    const base = { bankCode: 'BDO', accountName: 'Maria Clara', accountNo: '7777888899' };
    expectFail(await call(t.app, 'addBankCard', { token: m.token, body: base }), 400, 'validation.failed');
    expectFail(await call(t.app, 'addBankCard', { token: m.token, body: { ...base, loginPassword: '' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'addBankCard', { token: m.token, body: { ...base, loginPassword: 'x'.repeat(65) } }), 400, 'validation.failed');
    const wrong = await addCard(t, m, base.accountNo, 'not-my-password');
    expectFail(wrong, 400, 'bankcard.password.wrong');
    expect(wrong.body.message).toBe('The login password is not correct.');
    expect(await cardIds(t, m)).toEqual([]);
    cardIdOf(await addCard(t, m, base.accountNo));
    // 10 password checks per 15 minutes per account (2 made above).
    for (let i = 0; i < 8; i++) expectFail(await addCard(t, m, base.accountNo, `guess-${i}`), 400, 'bankcard.password.wrong');
    expectFail(await addCard(t, m, '7777888800'), 429, 'request.too.many');
    t.clock.advance(15 * 60_000);
    cardIdOf(await addCard(t, m, '7777888800'));
  });

  it('removes own cards only; a removed card leaves the list, cannot be withdrawn to, and can be added again', async () => {
    const m = await makeMember(t, { paymentPassword: PAY, balanceCents: 50_000 });
    const other = await makeMember(t);
    const a = cardIdOf(await addCard(t, m, '1111222233'));
    const b = cardIdOf(await addCard(t, m, '1111222244'));
    const theirs = cardIdOf(await addCard(t, other, '1111222233'));

    expectFail(await removeCard(t, m, theirs), 404, 'bankcard.not.found');
    expectFail(await removeCard(t, m, 999_999), 404, 'bankcard.not.found');
    expect(expectOk<boolean>(await removeCard(t, m, a), 'removeBankCard')).toBe(true);
    expectFail(await removeCard(t, m, a), 404, 'bankcard.not.found');
    expect(await cardIds(t, m)).toEqual([b]);
    expect(await cardIds(t, other)).toEqual([theirs]);
    expectFail(await withdraw(t, m, { amount: 10, bankCardId: a, paymentPassword: PAY }), 400, 'withdraw.card.invalid');

    // The same account number again: a new card; while it is listed, a duplicate is still refused.
    const again = cardIdOf(await addCard(t, m, '1111222233'));
    expect(again).not.toBe(a);
    expect(await cardIds(t, m)).toEqual([b, again]);
    expectFail(await addCard(t, m, '1111222233'), 409, 'bankcard.exists');
  });

  it('refuses removing a card with a withdrawal in progress; the history keeps showing it after removal', async () => {
    const m = await makeMember(t, { paymentPassword: PAY, balanceCents: 50_000 });
    const card = cardIdOf(await addCard(t, m, '5555000011'));
    const paid = expectOk<{ orderNo: string }>(await withdraw(t, m, { amount: 25, bankCardId: card, paymentPassword: PAY }), 'withdraw');
    const inUse = await removeCard(t, m, card);
    expectFail(inUse, 409, 'bankcard.in.use');
    expect(inUse.body.message).toBe('This card has a withdrawal in progress.');
    // Demo mode: the demo payout pays it after 30 s, and removal sees that without reading the report first.
    t.clock.advance(30_000);
    expectOk(await removeCard(t, m, card), 'removeBankCard');
    const report = expectOk<{ content: { orderNo: string; status: string; bankName: string; accountNo: string }[] }>(
      await call(t.app, 'withdrawReport', { token: m.token }),
      'withdrawReport',
    );
    expect(report.content).toMatchObject([{ orderNo: paid.orderNo, status: 'SUCCESS', bankName: 'BDO Unibank', accountNo: '******0011' }]);
  });

  it('only active cards count towards the limit of 5', async () => {
    const m = await makeMember(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(cardIdOf(await addCard(t, m, `88880000${i}`)));
    expectFail(await addCard(t, m, '888800009'), 409, 'bankcard.limit');
    expectOk(await removeCard(t, m, ids[0]), 'removeBankCard');
    cardIdOf(await addCard(t, m, '888800009'));
  });

  it('a removal racing a withdrawal to the same card: one of them wins, never both', async () => {
    const m = await makeMember(t, { paymentPassword: PAY, balanceCents: 50_000 });
    const card = cardIdOf(await addCard(t, m, '6666000011'));
    const enc = await encrypted(t.app, 'withdraw', { amount: 10, bankCardId: card, paymentPassword: PAY });
    const [w, r] = await Promise.all([
      call(t.app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': newKey() } }),
      removeCard(t, m, card),
    ]);
    if (w.status === 200) expectFail(r, 409, 'bankcard.in.use');
    else {
      expectFail(w, 400, 'withdraw.card.invalid');
      expectOk(r, 'removeBankCard');
    }
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdraw_orders w JOIN bank_cards c ON c.id = w.bank_card_id
        WHERE w.member_id = $1 AND w.status = 'PROCESSING' AND c.removed_at IS NOT NULL`,
      [m.memberId],
    );
    expect(n).toBe(0);
  });

  it('refuses bad removal requests with 4xx', async () => {
    const m = await makeMember(t);
    const guest = await makeMember(t, { type: 4 });
    const raw = (payload: string) => call(t.app, 'removeBankCard', { token: m.token, raw: payload });
    expectFail(await raw('null'), 400);
    expectFail(await raw('{}'), 400, 'validation.failed');
    expectFail(await raw('{"id":"5001"}'), 400, 'validation.failed');
    expectFail(await raw('{"id":2147483648}'), 400, 'validation.failed');
    expectFail(await raw('{"id":0}'), 400, 'validation.failed');
    expectFail(await raw('{"id":5001,"x":1}'), 400, 'validation.failed');
    expectFail(await call(t.app, 'removeBankCard', { token: m.token }), 400);
    expectFail(await call(t.app, 'removeBankCard', { token: guest.token, body: { id: 5001 } }), 403, 'free_reject');
    expectFail(await call(t.app, 'removeBankCard', { body: { id: 5001 } }), 401, 'login.not.session');
    // A withdrawal to an id beyond the int range is a schema refusal too.
    const pay = await makeMember(t, { paymentPassword: PAY, balanceCents: 1000 });
    expectFail(await withdraw(t, pay, { amount: 1, bankCardId: 2147483648, paymentPassword: PAY }), 400, 'validation.failed');
  });
});
