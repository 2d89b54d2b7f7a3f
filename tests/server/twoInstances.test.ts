/**
 * Two API instances on one PostgreSQL database (issue 19 item 10, the way the API outgrows one machine): every
 * rule that protects members and money must hold across them, not only inside one process. Two apps (buildApp)
 * share one seeded database and one clock; requests alternate between them. Only with TEST_DATABASE_URL: PGlite is
 * one process's database.
 * - Sessions: a token from A works on B; a logout on A is refused on B once B's session cache entry is older than
 *   its freshness (FRESH_MS, 2 s), and at once on A.
 * - Rate limits and the login delay: counted in the database, so both instances add to one count.
 * - Idempotency: a key replayed on B answers A's stored result and moves nothing.
 * - Money: 20 simultaneous withdrawals of the full balance split across A and B: exactly one; the books balance.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { createDb, type Db } from '../../server/src/db/index.ts';
import { LIMITS } from '../../server/src/http/rateLimit.ts';
import { LOGIN_PASSWORD, ledgerTotals, makeMember, type Member } from './games/helpers.ts';
import { call, callEncrypted, encrypted, expectFail, expectOk, type Answer } from './helpers/api.ts';
import { powFor } from './helpers/pow.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';

const url = process.env.TEST_DATABASE_URL;
const CAPTCHA = '4321';
const PAY = '246810';

describe.skipIf(!url)('two API instances on one PostgreSQL', () => {
  let t: TestApp;
  let dbB: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const opts = { captchaText: () => CAPTCHA, trustProxy: 1 };
    t = await createTestApp(opts);
    a = t.app;
    // The second instance: its own pool (its own connections, caches and keys in memory) on the same database.
    dbB = await createDb({ databaseUrl: t.databaseUrl });
    b = await buildApp({ db: dbB, now: t.clock.now, devTools: true, demoMode: true, ...opts });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await dbB?.close();
    await t?.close();
  });

  const login = async (app: FastifyInstance, username: string, ip: string): Promise<string> =>
    expectOk<{ token: string }>(await callEncrypted(app, 'login', { username, password: 'demo1234' }, { headers: { 'x-forwarded-for': ip } }), 'login').token;

  it('a session opened on A works on B; a logout on A is refused on B within the session cache freshness', async () => {
    const token = await login(a, 'demo0', '10.60.0.1');
    expect(expectOk<{ account: string }>(await call(b, 'memberInfo', { token }), 'memberInfo').account).toBe('demo0');
    expectOk(await call(a, 'logout', { token }), 'logout');
    expectFail(await call(a, 'memberInfo', { token }), 401, 'login.not.session');
    // B may answer from its cache for at most FRESH_MS (2 s) after it cached the session, then reads the revocation.
    t.clock.advance(2001);
    expectFail(await call(b, 'memberInfo', { token }), 401, 'login.not.session');
    // A session B never cached is refused on B at once.
    const other = await login(a, 'demo1', '10.60.0.2');
    expectOk(await call(a, 'logout', { token: other }), 'logout');
    expectFail(await call(b, 'memberInfo', { token: other }), 401, 'login.not.session');
  });

  it('rate limits count across both instances', async () => {
    const ip = { 'x-forwarded-for': '10.61.0.1' };
    const max = LIMITS.loginPerIp.max;
    const answers: Answer[] = [];
    for (let i = 0; i < max; i++) {
      answers.push(await callEncrypted(i % 2 ? b : a, 'login', { username: `nobody${i}`, password: 'x1234567' }, { headers: ip }));
    }
    expect(answers.every((r) => r.status === 400)).toBe(true);
    // Half were on each: the next one is over the limit on either.
    expectFail(await callEncrypted(a, 'login', { username: 'nobodyx', password: 'x1234567' }, { headers: ip }), 429, 'request.too.many');
    expectFail(await callEncrypted(b, 'login', { username: 'nobodyy', password: 'x1234567' }, { headers: ip }), 429, 'request.too.many');
  });

  it('the per-account login delay counts failures on both instances', async () => {
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b : a;
      const headers = { 'x-forwarded-for': `10.62.${i}.1` };
      const id = String((await call(app, 'captcha', { query: { t: 1 }, headers })).headers['x-captcha-id']);
      // The proof of work is issued by the other instance: both check it with the secret they share.
      const o = { headers: { ...headers, 'X-Captcha-Id': id } };
      const r = await callEncrypted(
        app,
        'login',
        { username: 'demo2', password: `wrong-${i}x`, captcha: CAPTCHA, altcha: await powFor(app === a ? b : a, o, 'demo2') },
        o,
      );
      expectFail(r, 400, 'login.cred.err');
    }
    const r = await callEncrypted(b, 'login', { username: 'demo2', password: 'demo1234' }, { headers: { 'x-forwarded-for': '10.62.9.1' } });
    expectFail(r, 429, 'request.too.many');
    expect(r.headers['retry-after']).toBe('2');
  });

  describe('money', () => {
    let m: Member;
    let card: number;
    const withdraw = async (app: FastifyInstance, amount: number, key: string): Promise<Answer> => {
      const enc = await encrypted(app, 'withdraw', { amount, bankCardId: card, paymentPassword: PAY });
      return call(app, 'withdraw', { token: m.token, body: enc.body, headers: { ...enc.headers, 'idempotency-key': key } });
    };
    const balanceOn = async (app: FastifyInstance): Promise<number> =>
      expectOk<{ sumBalance: number }>(await call(app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance;

    beforeAll(async () => {
      m = await makeMember(t, { paymentPassword: PAY, balanceCents: 100_000 });
      const added = await call(a, 'addBankCard', {
        token: m.token,
        body: { bankCode: 'BDO', accountName: 'Maria Clara', accountNo: '1234567890', loginPassword: LOGIN_PASSWORD },
      });
      card = expectOk<{ id: number }>(added, 'addBankCard').id;
    });

    it('an idempotency key replayed on B answers the result A stored, and moves nothing', async () => {
      const first = expectOk<{ orderNo: string }>(await withdraw(a, 100, 'two-inst-0001'), 'withdraw');
      const again = expectOk<{ orderNo: string }>(await withdraw(b, 100, 'two-inst-0001'), 'withdraw');
      expect(again.orderNo).toBe(first.orderNo);
      expectFail(await withdraw(b, 101, 'two-inst-0001'), 422, 'idempotency.key.reused');
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE member_id = $1', [m.memberId]);
      expect(n).toBe(1);
      expect(await balanceOn(a)).toBe(900);
    });

    it('20 simultaneous withdrawals of the full balance split across A and B: exactly one; the books balance', async () => {
      // B reads (and caches) the balance first: its display cache must not outlive A's withdrawal by more than 1 s.
      expect(await balanceOn(b)).toBe(900);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => withdraw(i % 2 ? b : a, 900, `two-inst-full-${i}`)));
      expect(results.some((r) => r.status >= 500)).toBe(false);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused.every((r) => r.body.errorCode === 'wallet.insufficient.balance')).toBe(true);
      expect(await balanceOn(a)).toBe(0);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await balanceOn(b)).toBe(0);
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE member_id = $1', [m.memberId]);
      expect(n).toBe(2);
      expect(await ledgerTotals(t.db)).toMatchObject({ sum: 0, unbalanced: 0, negativeMembers: 0, drift: 0 });
    });
  });
});
