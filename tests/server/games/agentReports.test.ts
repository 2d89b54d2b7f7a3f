/**
 * Agent centre: registration links (lifecycle, a registration through one), accounts opened by the agent, team
 * reports against the seeded daily activity, dividends and daily salary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateUrlsResponse } from '../../../src/generated/api/affiliateUrls.response.ts';
import { call, callEncrypted, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { cents, DAY, dayOf, idOf, parentOf, sessionOf } from './agentHelpers.ts';

let t: TestApp;
let agent: string;
let agent2: string;
let agentId: number;
let ipN = 0;
/** A fresh client address per registration (the per-address captcha threshold). */
const fresh = () => ({ headers: { 'x-forwarded-for': `10.9.0.${++ipN}` } });

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  agent = await sessionOf(t, 'agent1');
  agent2 = await sessionOf(t, 'agent2');
  agentId = await idOf(t, 'agent1');
});
afterAll(async () => t?.close());

describe('registration links', () => {
  const list = async (token = agent) => expectOk<AffiliateUrlsResponse>(await call(t.app, 'affiliateUrls', { token }), 'affiliateUrls').list;

  it('lists the seeded link with its registrations', async () => {
    const [seeded] = await list();
    expect(seeded).toMatchObject({
      code: 'LUCKYLNK1',
      note: 'Facebook page',
      registrations: 3,
      url: 'https://lucky.localhost/m/register?affiliateCode=LUCKYLNK1',
    });
    expect(await list(agent2)).toEqual([]);
  });

  it('creates, counts a registration through it, deletes; at most 10', async () => {
    const link = expectOk<AffiliateUrlsResponse['list'][number]>(
      await call(t.app, 'createAffiliateUrl', { token: agent, body: { note: 'Telegram group' } }),
      'createAffiliateUrl',
    );
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(link).toMatchObject({ note: 'Telegram group', registrations: 0, url: `https://lucky.localhost/m/register?affiliateCode=${link.code}` });
    expectOk(await call(t.app, 'affiliateCheck', { query: { code: link.code, domain: 'x' } }), 'affiliateCheck');

    // A visitor registers through the link (LUCKY88: mobile number with its SMS code).
    const mobileNum = '9186660001';
    const o = fresh();
    expectOk(await call(t.app, 'smsRegister', { ...o, body: { mobileNum, countryDialingCode: '63' } }), 'smsRegister');
    const out = expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: `63${mobileNum}` } }), 'devSmsOutbox');
    const code = /(\d{6})/.exec(out[0]?.body ?? '')?.[1] ?? '';
    const reg = expectOk<{ id: number }>(
      await callEncrypted(
        t.app,
        'register',
        {
          username: 'viaLink01',
          password: 'abc12345',
          mobileNum,
          countryDialingCode: '63',
          verificationCode: code,
          affiliateCode: link.code,
        },
        o,
      ),
      'register',
    );
    expect(await parentOf(t, reg.id)).toBe(agentId);
    expect((await list()).find((l) => l.id === link.id)?.registrations).toBe(1);

    // Another agent cannot delete it; the owner can, once; the code then stops working.
    expectFail(await call(t.app, 'deleteAffiliateUrl', { token: agent2, body: { id: link.id } }), 404, 'affiliate.url.not.found');
    expect(expectOk<boolean>(await call(t.app, 'deleteAffiliateUrl', { token: agent, body: { id: link.id } }), 'deleteAffiliateUrl')).toBe(true);
    expectFail(await call(t.app, 'deleteAffiliateUrl', { token: agent, body: { id: link.id } }), 404, 'affiliate.url.not.found');
    expectFail(await call(t.app, 'affiliateCheck', { query: { code: link.code, domain: 'x' } }), 404, 'affiliate.code.invalid');
    expect(await parentOf(t, reg.id)).toBe(agentId);

    const now = (await list()).length;
    for (let i = now; i < 10; i++) expectOk(await call(t.app, 'createAffiliateUrl', { token: agent, body: {} }), 'createAffiliateUrl');
    expect(await list()).toHaveLength(10);
    expectFail(await call(t.app, 'createAffiliateUrl', { token: agent, body: { note: 'one more' } }), 409, 'affiliate.url.limit');
    expect(new Set((await list()).map((l) => l.code)).size).toBe(10);
  });

  it('refuses bad notes and ids', async () => {
    for (const body of [{ note: 5 }, { note: 'x'.repeat(101) }, { note: '<script>' }, { note: 'a\u0001b' }, { zzz: 1 }]) {
      expectFail(await call(t.app, 'createAffiliateUrl', { token: agent2, body }), 400, 'validation.failed');
    }
    for (const body of [{ id: 2147483648 }, { id: '1' }, {}, { id: null }]) {
      expectFail(await call(t.app, 'deleteAffiliateUrl', { token: agent2, body }), 400, 'validation.failed');
    }
  });
});

describe('agentRegister', () => {
  const register = (body: Record<string, unknown>, o: { token?: string; merchant?: string } = {}) =>
    callEncrypted(t.app, 'agentRegister', body, { token: o.token ?? agent, merchant: o.merchant });

  it("opens an account in the agent's team under the register rules, without SMS code or captcha", async () => {
    const v = expectOk<{ id: number; userName: string }>(
      await register({ username: 'teamNew01', password: 'abc12345', mobileNum: '9187770001', nickname: 'New One' }),
      'agentRegister',
    );
    expect(v.userName).toBe('teamNew01');
    const [m] = await t.db.query<{ parent_id: number; type: number; register_method: string; nickname: string }>(
      'SELECT parent_id, type, register_method, nickname FROM members WHERE id = $1',
      [v.id],
    );
    expect(m).toEqual({ parent_id: agentId, type: 0, register_method: 'AGENT', nickname: 'New One' });
    expect(expectOk<{ level: number }>(await call(t.app, 'downline', { query: { id: v.id }, token: agent }), 'downline').level).toBe(1);

    expectFail(await register({ username: 'teamNew01', password: 'abc12345', mobileNum: '9187770002' }), 409, 'username.exists');
    expectFail(await register({ username: 'teamNew02', password: 'abc12345', mobileNum: '9187770001' }), 409, 'mobile.exists');
    expectFail(await register({ username: 'teamNew02', password: 'abc12345' }), 400, 'validation.failed'); // LUCKY88 requires a mobile number
    expectFail(await register({ username: 'teamNew02', password: 'letters', mobileNum: '9187770002' }), 400, 'validation.failed');
    expectFail(await register({ username: 'tn', password: 'abc12345', mobileNum: '9187770002' }), 400, 'validation.failed');
    expectFail(
      await register({ username: 'teamNew02', password: 'abc12345', confirmPassword: 'abc12346', mobileNum: '9187770002' }),
      400,
      'register.password.confirm',
    );
    expectFail(await register({ username: 'teamNew02', password: 'abc12345', verificationCode: '123456' }), 400, 'validation.failed');
    expectFail(await register({ username: 'teamNew02', password: 'abc12345', affiliateCode: 'LUCKYAG1' }), 400, 'validation.failed');
  });

  it('ROYALPH: its own rules (e-mail, payee name, birthday), no captcha', async () => {
    const royal = await sessionOf(t, 'agent1', 'ROYALPH');
    const base = { username: 'royalTeam1', password: 'abc12345', email: 'rt1@example.com', payeeName: 'Royal Team', birthday: '1991-03-04' };
    expectFail(await register({ ...base, email: '' }, { token: royal, merchant: 'ROYALPH' }), 400, 'validation.failed');
    expectFail(await register({ ...base, birthday: '2020-01-01' }, { token: royal, merchant: 'ROYALPH' }), 400, 'register.age.under');
    const v = expectOk<{ id: number }>(await register(base, { token: royal, merchant: 'ROYALPH' }), 'agentRegister');
    expect(await parentOf(t, v.id)).toBe(await idOf(t, 'agent1', 'ROYALPH'));
  });

  it('at most 30 an hour per agent', async () => {
    const sub = await sessionOf(t, 'agent1tm02');
    const subId = await idOf(t, 'agent1tm02');
    const hour = 3600_000;
    await t.db.query('INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 30)', [
      `rl:agentRegister:agent:${subId}`,
      t.clock.now() - (t.clock.now() % hour),
    ]);
    const refused = await register({ username: 'limitUser1', password: 'abc12345', mobileNum: '9187770099' }, { token: sub });
    expectFail(refused, 429, 'request.too.many');
    t.clock.advance(hour);
    expectOk(
      await register({ username: 'limitUser1', password: 'abc12345', mobileNum: '9187770099' }, { token: await sessionOf(t, 'agent1tm02') }),
      'agentRegister',
    );
  });
});

describe('team reports', () => {
  const range = { startDate: '2025-05-03', endDate: '2025-06-01' };

  /** Every page of a report, pageSize 7. */
  async function pages<R>(name: 'teamPnl' | 'teamBetting' | 'teamRebate', query: Record<string, string | number> = {}, token = agent) {
    const rows: R[] = [];
    let first: { totalCount: number; totalPages: number; totals: Record<string, number> } | undefined;
    for (let pageNo = 1; ; pageNo++) {
      const v = expectOk<{ content: R[]; totalCount: number; totalPages: number; pageNum: number; totals: Record<string, number> }>(
        await call(t.app, name, { query: { ...range, ...query, pageNo, pageSize: 7 }, token }),
        name,
      );
      expect(v.pageNum).toBe(pageNo);
      first ??= v;
      rows.push(...v.content);
      if (pageNo >= v.totalPages) break;
    }
    return { rows, ...(first as NonNullable<typeof first>) };
  }

  /** The seeded activity of agent1's direct downlines in the range, from the database. */
  async function seeded(upline = agentId) {
    const [s] = await t.db.query<Record<string, string | number>>(
      `SELECT count(DISTINCT a.member_id)::int AS n, sum(a.bet_count)::bigint AS bet_count, sum(a.bet_amount) AS bets, sum(a.valid_bet_amount) AS valid,
              sum(a.win_amount) AS wins, sum(a.deposit_amount) AS deposits, sum(a.withdraw_amount) AS withdrawals, sum(a.rebate_amount) AS rebate
         FROM member_daily_activity a JOIN members m ON m.id = a.member_id WHERE m.parent_id = $1 AND a.day >= $2 AND a.day <= $3`,
      [upline, range.startDate, range.endDate],
    );
    return s;
  }

  const sum = <R>(rows: R[], f: (r: R) => number) => rows.reduce((n, r) => n + cents(f(r)), 0);

  it('teamPnl: rows add up to the totals, which match the seeded activity', async () => {
    type Row = {
      id: number;
      account: string;
      bets: number;
      validBets: number;
      wins: number;
      profit: number;
      deposits: number;
      withdrawals: number;
      rebate: number;
    };
    const r = await pages<Row>('teamPnl');
    const s = await seeded();
    expect(r.totalCount).toBe(s.n);
    expect(r.rows).toHaveLength(Number(s.n));
    expect(r.totalCount).toBeGreaterThan(20);
    for (const k of ['bets', 'validBets', 'wins', 'profit', 'deposits', 'withdrawals', 'rebate'] as const) {
      expect(cents(r.totals[k]), k).toBe(sum(r.rows, (x) => x[k]));
    }
    expect(cents(r.totals.bets)).toBe(cents(s.bets));
    expect(cents(r.totals.validBets)).toBe(cents(s.valid));
    expect(cents(r.totals.wins)).toBe(cents(s.wins));
    expect(cents(r.totals.deposits)).toBe(cents(s.deposits));
    expect(cents(r.totals.withdrawals)).toBe(cents(s.withdrawals));
    expect(cents(r.totals.rebate)).toBe(cents(s.rebate));
    expect(cents(r.totals.profit)).toBe(cents(s.wins) - cents(s.bets));
    for (const k of ['bets', 'validBets', 'wins', 'deposits', 'withdrawals', 'rebate'] as const) expect(r.totals[k], k).toBeGreaterThan(0);
    for (const x of r.rows) expect(cents(x.profit)).toBe(cents(x.wins) - cents(x.bets));
    // Default order: account A-Z; sort: descending.
    const accounts = r.rows.map((x) => x.account);
    expect(accounts).toEqual([...accounts].sort());
    const byProfit = (await pages<Row>('teamPnl', { sort: 'profit' })).rows.map((x) => x.profit);
    expect(byProfit).toEqual([...byProfit].sort((a, b) => b - a));
  });

  it('teamBetting and teamRebate: rows add up to the totals', async () => {
    type Bet = { betCount: number; bets: number; validBets: number; wins: number };
    const b = await pages<Bet>('teamBetting', { sort: 'betCount' });
    const s = await seeded();
    expect(b.totals.betCount).toBe(Number(s.bet_count));
    expect(b.totals.betCount).toBe(b.rows.reduce((n, x) => n + x.betCount, 0));
    for (const k of ['bets', 'validBets', 'wins'] as const) expect(cents(b.totals[k]), k).toBe(sum(b.rows, (x) => x[k]));
    const counts = b.rows.map((x) => x.betCount);
    expect(counts).toEqual([...counts].sort((p, q) => q - p));

    type Reb = { validBets: number; rate: number; rebate: number };
    const r = await pages<Reb>('teamRebate', { sort: 'rebate' });
    expect(cents(r.totals.rebate)).toBe(sum(r.rows, (x) => x.rebate));
    expect(cents(r.totals.validBets)).toBe(sum(r.rows, (x) => x.validBets));
    expect(cents(r.totals.rebate)).toBe(cents(s.rebate));
    for (const x of r.rows) if (x.validBets > 0) expect(x.rate).toBeCloseTo((x.rebate * 100) / x.validBets, 1);
    expect(r.totals.rate).toBeGreaterThan(0);
    expect(r.totals.rate).toBeLessThanOrEqual(1.2);
  });

  it('another agent sees only its own team; a quiet range is empty', async () => {
    const other = await pages<{ id: number }>('teamPnl', {}, agent2);
    const s = await seeded(await idOf(t, 'agent2'));
    expect(other.totalCount).toBe(s.n);
    const mine = new Set((await pages<{ id: number }>('teamPnl')).rows.map((x) => x.id));
    expect(other.rows.some((x) => mine.has(x.id))).toBe(false);
    const empty = expectOk<{ totalCount: number; totals: { bets: number } }>(
      await call(t.app, 'teamPnl', { query: { startDate: '2024-01-01', endDate: '2024-01-31' }, token: agent }),
      'teamPnl',
    );
    expect(empty).toMatchObject({ totalCount: 0, totalPages: 0, content: [], totals: { bets: 0, profit: 0 } });
  });

  it('bad ranges and pages are 400', async () => {
    for (const name of ['teamPnl', 'teamBetting', 'teamRebate'] as const) {
      const bad: Record<string, string | number>[] = [
        { startDate: '2025-01-01', endDate: '2025-06-01' },
        { startDate: '2025-06-01', endDate: '2025-05-31' },
        { startDate: '2025-02-30', endDate: '2025-03-01' },
        { startDate: '2025-05-01' },
        { endDate: '2025-05-01' },
        { ...range, pageNo: 0 },
        { ...range, pageNo: 100001 },
        { ...range, pageSize: 101 },
        { ...range, sort: 'account' },
        { startDate: '2025-5-1', endDate: '2025-05-02' },
        { ...range, pageSize: 'x' },
      ];
      for (const query of bad) {
        expectFail(await call(t.app, name, { query, token: agent }), 400, 'validation.failed');
      }
    }
    // 93 days is the longest range.
    expectOk(await call(t.app, 'teamPnl', { query: { startDate: '2025-03-01', endDate: '2025-06-01' }, token: agent }), 'teamPnl');
    expectFail(await call(t.app, 'teamPnl', { query: { startDate: '2025-02-28', endDate: '2025-06-01' }, token: agent }), 400, 'validation.failed');
  });
});

describe('dividends and daily salary', () => {
  type Dividend = { period: string; startDate: string; endDate: string; teamProfit: number; rate: number; amount: number; status: string };

  it('LUCKY88 pays dividends: six half-month settlements', async () => {
    const v = expectOk<{ enabled: boolean; list: Dividend[] }>(await call(t.app, 'agentDividends', { token: agent }), 'agentDividends');
    expect(v.enabled).toBe(true);
    expect(v.list).toHaveLength(6);
    expect(v.list[0]).toMatchObject({ period: '2025-05-H2', startDate: '2025-05-16', endDate: '2025-05-31', status: 'PENDING' });
    expect(v.list[5]).toMatchObject({ period: '2025-03-H1', startDate: '2025-03-01', endDate: '2025-03-15' });
    for (const d of v.list) {
      expect(cents(d.amount)).toBe(Math.floor((cents(d.teamProfit) * d.rate) / 100));
      expect(['PENDING', 'PAID', 'REJECTED']).toContain(d.status);
    }
    expect(v.list.some((d) => d.status === 'PAID')).toBe(true);
    expect(expectOk<{ list: unknown[] }>(await call(t.app, 'agentDividends', { token: agent2 }), 'agentDividends').list).toEqual([]);
  });

  it('ROYALPH has dividends switched off', async () => {
    const royal = await sessionOf(t, 'agent1', 'ROYALPH');
    expect(expectOk(await call(t.app, 'agentDividends', { token: royal, merchant: 'ROYALPH' }), 'agentDividends')).toEqual({ enabled: false, list: [] });
  });

  it("14 days of daily salary from the team's activity", async () => {
    type Salary = { day: string; validBets: number; activeMembers: number; amount: number; status: string };
    const v = expectOk<{ list: Salary[] }>(await call(t.app, 'dailySalary', { token: agent }), 'dailySalary');
    expect(v.list.map((s) => s.day)).toEqual(Array.from({ length: 14 }, (_, i) => dayOf(Date.UTC(2025, 5, 1) - (i + 1) * DAY)));
    expect(v.list[0].status).toBe('PENDING');
    expect(v.list.slice(1).every((s) => s.status === 'PAID')).toBe(true);
    for (const s of v.list) {
      expect(s.activeMembers).toBeGreaterThan(0);
      expect(s.amount).toBe(s.activeMembers >= 5 ? 10 * s.activeMembers : 0);
      expect(s.validBets).toBeGreaterThan(0);
    }
    const royal = await sessionOf(t, 'agent1', 'ROYALPH');
    expect(expectOk<{ list: Salary[] }>(await call(t.app, 'dailySalary', { token: royal, merchant: 'ROYALPH' }), 'dailySalary').list).toHaveLength(14);
    expect(expectOk<{ list: Salary[] }>(await call(t.app, 'dailySalary', { token: agent2 }), 'dailySalary').list).toEqual([]);
  });

  it('a paid salary or dividend reached the agent: one SALARY or DIVIDEND transaction each, in the records and the balance; a second payment moves nothing', async () => {
    type Tx = { txCode: string; amount: number; reference: string };
    const txs = async (txCode: string) =>
      expectOk<{ content: Tx[] }>(await call(t.app, 'memberTransactions', { token: agent, query: { txCode, pageSize: 100 } }), 'memberTransactions').content;
    const salaries = expectOk<{ list: { day: string; amount: number; status: string }[] }>(
      await call(t.app, 'dailySalary', { token: agent }),
      'dailySalary',
    ).list;
    const paidSalaries = salaries.filter((s) => s.status === 'PAID' && s.amount > 0);
    expect(paidSalaries.length).toBeGreaterThan(0);
    const salaryTxs = await txs('SALARY');
    expect(salaryTxs.map((x) => x.reference).sort()).toEqual(paidSalaries.map((s) => `salary:${s.day}`).sort());
    for (const s of paidSalaries) expect(salaryTxs.find((x) => x.reference === `salary:${s.day}`)?.amount).toBe(s.amount);
    // The records name the payment in the member's language.
    const memoIn = async (language: string) =>
      expectOk<{ content: { memo: string; reference: string }[] }>(
        await call(t.app, 'memberTransactions', { token: agent, query: { txCode: 'SALARY', pageSize: 100 }, headers: { language } }),
        'memberTransactions',
      ).content.find((x) => x.reference === `salary:${paidSalaries[0].day}`)?.memo;
    expect(await memoIn('EN')).toBe(`Daily salary ${paidSalaries[0].day}`);
    expect(await memoIn('TY')).toBe(`Arawang sahod ${paidSalaries[0].day}`);
    expect(await memoIn('CN')).toBe(`日工资 ${paidSalaries[0].day}`);
    const dividends = expectOk<{ list: { period: string; amount: number; status: string }[] }>(
      await call(t.app, 'agentDividends', { token: agent }),
      'agentDividends',
    ).list;
    const paidDividends = dividends.filter((d) => d.status === 'PAID' && d.amount > 0);
    expect((await txs('DIVIDEND')).map((x) => [x.reference, x.amount]).sort()).toEqual(paidDividends.map((d) => [`dividend:${d.period}`, d.amount]).sort());
    // Nothing is paid for a pending day or a refused settlement.
    const pending = salaries.find((s) => s.status === 'PENDING');
    expect(salaryTxs.some((x) => x.reference === `salary:${pending?.day}`)).toBe(false);

    // Paying again (a retried settlement) moves nothing; paying the pending day moves it once.
    const { payAgent } = await import('../../../server/src/ledger/agentPay.ts');
    const [{ merchant_id: merchantId }] = await t.db.query<{ merchant_id: number }>('SELECT merchant_id FROM members WHERE id = $1', [agentId]);
    const pay = (day: string) => t.db.transaction((tx) => payAgent(tx, 'SALARY', { merchantId, agentId, key: day, now: Date.UTC(2025, 5, 1) }));
    const balance = async () => expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: agent }), 'walletBalance').sumBalance;
    const before = await balance();
    expect(await pay(paidSalaries[0].day)).toBeNull();
    expect(await balance()).toBe(before);
    if (pending && pending.amount > 0) {
      expect(await pay(pending.day)).not.toBeNull();
      expect(await balance()).toBeCloseTo(before + pending.amount, 2);
      expect(await pay(pending.day)).toBeNull();
    }
  });
});
