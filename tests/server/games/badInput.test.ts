/**
 * Bad input for every call of the games part: wrong types, missing and extra fields, bad JSON, oversized
 * bodies, missing / wrong / expired tokens, wrong or missing merchant. Each must be a 4xx platform envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallName } from '../../../src/generated/api/calls.ts';
import { call, encrypted, expectFail, specOf } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from './helpers.ts';

interface QueryCall {
  name: ApiCallName;
  query: string;
  /** A query fragment with a wrong type or out-of-range value. */
  bad: string;
  session: boolean;
}

const QUERY_CALLS: QueryCall[] = [
  { name: 'gameList', query: 'gameType=RNG&pageNo=1&pageSize=25', bad: 'pageNo=abc', session: false },
  { name: 'hotGames', query: 'isPlatform=2&platform=html5', bad: 'isPlatform=two', session: false },
  { name: 'gameVendors', query: 'platform=html5', bad: 'clientType=x', session: false },
  { name: 'vassGameType', query: 'typeId=RNG&module=COMM3', bad: 'typeId=R-N-G', session: false },
  { name: 'rankList', query: 'gameCategory=ALL&limitNum=20', bad: 'limitNum=999', session: false },
  { name: 'popularGames', query: 'limit=9', bad: 'limit=-1', session: false },
  { name: 'mobileGames', query: 'gameType=RNG', bad: 'pageSize=1000', session: false },
  { name: 'trialLaunch', query: 'nodeId=100001', bad: 'nodeId=abc', session: false },
  { name: 'favoriteIds', query: 'pageNo=1&pageSize=100', bad: 'pageSize=0', session: true },
  { name: 'favoriteList', query: 'pageNo=1&pageSize=30', bad: 'pageNo=1.5', session: true },
  { name: 'recentGames', query: 'page=1&pageSize=25', bad: 'page=x', session: true },
  { name: 'launchGame', query: 'nodeId=100001', bad: 'accountType=abc', session: true },
  { name: 'walletBalance', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'walletGcs', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'paymentChannels', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  { name: 'depositPromotions', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  { name: 'inviteStats', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'missionList', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  { name: 'checkinStatus', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  { name: 'rebateClaimable', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'redRainStatus', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  { name: 'depositStatus', query: 'orderNo=D2025NOPE', bad: 'orderNo=../etc', session: true },
  { name: 'depositReport', query: 'pageNo=1', bad: 'pageNo=0', session: true },
  { name: 'bankList', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'bankCards', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'memberTransactions', query: 'pageNo=1', bad: 'startDate=yesterday', session: true },
  { name: 'withdrawReport', query: 'pageNo=1', bad: 'pageSize=abc', session: true },
  { name: 'withdrawLock', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'txCodeList', query: '', bad: `t=${'x'.repeat(40)}`, session: false },
  { name: 'betOrders', query: 'pageNo=1&pageSize=20', bad: 'endDate=2025-02-30', session: true },
  { name: 'betOrderDetail', query: 'orderNo=R0000000001', bad: 'orderNo=R99999999999', session: true },
  { name: 'vipLevels', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  // Agent centre (a player's session gets this far: validation and the merchant come before the agent check).
  { name: 'downline', query: 'id=100001', bad: 'id=2147483648', session: true },
  { name: 'agentRebateLimits', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'affiliateUrls', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { name: 'teamPnl', query: 'startDate=2025-05-01&endDate=2025-05-31', bad: 'pageNo=1e12', session: true },
  { name: 'teamBetting', query: 'startDate=2025-05-01&endDate=2025-05-31', bad: 'startDate=2025-5-1', session: true },
  { name: 'teamRebate', query: 'startDate=2025-05-01&endDate=2025-05-31', bad: 'sort=account', session: true },
  { name: 'agentDividends', query: '', bad: `_=${'x'.repeat(40)}`, session: true },
  { name: 'dailySalary', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
];

/** A call with a body; it carries an Idempotency-Key and an encrypted body when its catalog entry says so. */
interface BodyCall {
  name: ApiCallName;
  /** Another method the call accepts (launchGame is a GET the platform's client also POSTs). */
  method?: 'POST';
  body: Record<string, unknown>;
  /** The body with a wrong type, and the name of a required field (removed for the "missing" case). */
  wrong: Record<string, unknown>;
  required: string;
}

let t: TestApp;
let m: Member;

const BODY_CALLS = (): BodyCall[] => [
  { name: 'addFavorite', body: { nodeId: '100001', vendor: 'PG' }, wrong: { nodeId: true }, required: 'nodeId' },
  { name: 'removeFavorite', body: { nodeId: '100001', vendor: 'PG' }, wrong: { nodeId: [1] }, required: 'nodeId' },
  { name: 'launchGame', method: 'POST', body: { nodeId: '100001' }, wrong: { nodeId: { a: 1 } }, required: '' },
  { name: 'depositRequest', body: { channelCode: 'DEMOPAY', amount: 100 }, wrong: { channelCode: 'DEMOPAY', amount: 'ten' }, required: 'amount' },
  {
    name: 'addBankCard',
    body: { bankCode: 'BDO', accountName: 'Juan Cruz', accountNo: '1234567', loginPassword: 'x' },
    wrong: { bankCode: 'BDO', accountName: 'Juan Cruz', accountNo: 1234567, loginPassword: 'x' },
    required: 'loginPassword',
  },
  { name: 'removeBankCard', body: { id: 5001 }, wrong: { id: 2147483648 }, required: 'id' },
  {
    name: 'withdraw',
    body: { amount: 1, bankCardId: 1, paymentPassword: 'x' },
    wrong: { amount: 1, bankCardId: '1', paymentPassword: 'x' },
    required: 'bankCardId',
  },
  {
    name: 'updateDownlineRebates',
    body: { id: 100001, rebates: [{ category: 'RNG', rate: 0.5 }] },
    wrong: { id: 100001, rebates: [{ category: 'RNG', rate: '0.5' }] },
    required: 'rebates',
  },
  { name: 'transferDownline', body: { id: 100001, toAgent: 'agent2' }, wrong: { id: 2147483648, toAgent: 'agent2' }, required: 'toAgent' },
  { name: 'transferMultipleDownline', body: { ids: [100001], toAgent: 'agent2' }, wrong: { ids: [], toAgent: 'agent2' }, required: 'ids' },
  { name: 'agentRegister', body: { username: 'badinput01', password: 'abc12345' }, wrong: { username: 5, password: 'abc12345' }, required: 'password' },
  { name: 'createAffiliateUrl', body: { note: 'x' }, wrong: { note: 5 }, required: '' },
  { name: 'deleteAffiliateUrl', body: { id: 1 }, wrong: { id: null }, required: 'id' },
  { name: 'missionClaim', body: { missionId: 1 }, wrong: { missionId: 'one' }, required: 'missionId' },
  { name: 'promoCodeRedeem', body: { code: 'WELCOME10' }, wrong: { code: 'WELCOME-10' }, required: 'code' },
  { name: 'checkinClaim', body: {}, wrong: { day: 1 }, required: '' },
  { name: 'rebateClaim', body: { category: 'RNG' }, wrong: { category: 5 }, required: '' },
  { name: 'redRainOpen', body: {}, wrong: { amount: 1 }, required: '' },
];

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { balanceCents: 10_000 });
});
afterAll(async () => t?.close());

/** The call's query with a fragment added (raw text: some fragments are deliberately malformed). */
const q = (c: QueryCall, extra: string): string => [c.query, extra].filter(Boolean).join('&');

describe('query calls', () => {
  it.each(QUERY_CALLS)('$name: wrong type, extra field, wrong and missing merchant, tokens', async (c) => {
    const token = c.session ? m.token : undefined;
    expectFail(await call(t.app, c.name, { query: q(c, c.bad), token }), 400, 'validation.failed');
    expectFail(await call(t.app, c.name, { query: q(c, 'zzz=1'), token }), 400, 'validation.failed');
    expectFail(await call(t.app, c.name, { query: q(c, ''), token, merchant: 'NOPE' }), 403, 'domain_not_available');
    expectFail(await call(t.app, c.name, { query: q(c, ''), token, merchant: null }), 403, 'domain_not_available');
    expectFail(await call(t.app, c.name, { query: q(c, 'merchant=ROYALPH'), token }), 403, 'domain_not_available');
    if (c.session) {
      expectFail(await call(t.app, c.name, { query: q(c, '') }), 401, 'login.not.session');
      expectFail(await call(t.app, c.name, { query: q(c, ''), token: 'not-a-token' }), 401, 'login.not.session');
      expectFail(await call(t.app, c.name, { query: q(c, ''), token: 'a'.repeat(64) }), 401, 'login.not.session');
      // A session of the other merchant is not a session here.
      const royal = await makeMember(t, { merchant: 'ROYALPH' });
      expectFail(await call(t.app, c.name, { query: q(c, ''), token: royal.token }), 401, 'login.not.session');
    }
  });
});

describe('body calls', () => {
  it.each(BODY_CALLS().map((c) => [c.name, c] as const))('%s: bad JSON, oversized, missing, wrong type, extra field, tokens', async (_p, c) => {
    let n = 0;
    const { idempotent, body: encoding } = specOf(c.name);
    const send = async (body: unknown, o: { token?: string; merchant?: string | null; raw?: string } = {}) => {
      const headers: Record<string, string> = idempotent ? { 'idempotency-key': `bad-input-${++n}-${Date.now()}` } : {};
      const base = { method: c.method, token: o.token, merchant: o.merchant };
      if (encoding === 'encrypted' && o.raw === undefined) {
        const enc = await encrypted(t.app, c.name, body, { method: c.method });
        return call(t.app, c.name, { ...base, body: enc.body, headers: { ...headers, ...enc.headers } });
      }
      return call(t.app, c.name, { ...base, raw: o.raw ?? JSON.stringify(body), headers });
    };
    const token = m.token;
    expectFail(await send(null, { token, raw: '{"nodeId": ' }), 400);
    expectFail(await send(null, { token, raw: JSON.stringify({ pad: 'x'.repeat(70_000) }) }), 413, 'request.too.large');
    expectFail(await send(c.wrong, { token }), 400, 'validation.failed');
    expectFail(await send({ ...c.body, zzz: 1 }, { token }), 400, 'validation.failed');
    if (c.required) {
      const missing = { ...c.body };
      delete missing[c.required];
      expectFail(await send(missing, { token }), 400, 'validation.failed');
    }
    expectFail(await send(c.body, { token, merchant: 'NOPE' }), 403, 'domain_not_available');
    expectFail(await send(c.body), 401, 'login.not.session');
    expectFail(await send(c.body, { token: 'b'.repeat(64) }), 401, 'login.not.session');
  });

  it('demo game spin: bad JSON, oversized, wrong type, extra field, bad token', async () => {
    const res = await call(t.app, 'launchGame', { query: { nodeId: 100001 }, token: m.token });
    const token = new URL((res.body.value as { content: { game_url: string } }).content.game_url, 'http://x').searchParams.get('token') ?? '';
    const spin = (payload: string, launch = token) =>
      call(t.app, 'demoGameSpin', { merchant: null, raw: payload, headers: { 'x-launch-token': launch, 'idempotency-key': `spin-bad-${Math.random()}` } });
    expectFail(await spin('{"bet":'), 400);
    expectFail(await spin(JSON.stringify({ bet: 1, pad: 'x'.repeat(70_000) })), 413);
    expectFail(await spin(JSON.stringify({ bet: '1' })), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({ bet: 1, zzz: 1 })), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({})), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({ bet: -1 })), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({ bet: 1 }), 'nope'), 401, 'login.not.session');
    expectFail(await call(t.app, 'demoGameSession', { query: { zzz: 1 }, merchant: null, headers: { 'x-launch-token': token } }), 400, 'validation.failed');
  });
});

describe('expired sessions', () => {
  it('every session call refuses a token past its lifetime', async () => {
    const old = await makeMember(t);
    t.clock.advance(13 * 3600_000);
    for (const c of QUERY_CALLS.filter((x) => x.session)) {
      expectFail(await call(t.app, c.name, { query: q(c, ''), token: old.token }), 401, 'login.not.session');
    }
    for (const c of BODY_CALLS()) {
      const res = await call(t.app, c.name, { method: c.method, token: old.token, body: c.body, headers: { 'idempotency-key': 'expired-key-1' } });
      expect(res.status, c.name).toBeGreaterThanOrEqual(400);
      expect(res.status, c.name).toBeLessThan(500);
    }
  });
});
