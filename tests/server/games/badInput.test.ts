/**
 * Bad input for every call of the games part: wrong types, missing and extra fields, bad JSON, oversized
 * bodies, missing / wrong / expired tokens, wrong or missing merchant. Each must be a 4xx platform envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { call, encrypted, expectFail, makeMember, type Member } from './helpers.ts';

interface QueryCall {
  path: string;
  query: string;
  /** A query fragment with a wrong type or out-of-range value. */
  bad: string;
  session: boolean;
}

const QUERY_CALLS: QueryCall[] = [
  { path: '/wps/relay/GCSGAME_gameList', query: 'gameType=RNG&pageNo=1&pageSize=25', bad: 'pageNo=abc', session: false },
  { path: '/wps/relay/GCSGAME_hotGamesV2', query: 'isPlatform=2&platform=html5', bad: 'isPlatform=two', session: false },
  { path: '/wps/relay/GCSGAME_newGameVendor', query: 'platform=html5', bad: 'clientType=x', session: false },
  { path: '/wps/relay/GCSGAME_getVassGameType', query: 'typeId=RNG&module=COMM3', bad: 'typeId=R-N-G', session: false },
  { path: '/wps/relay/GCSGAME_getRankList', query: 'gameCategory=ALL&limitNum=20', bad: 'limitNum=999', session: false },
  { path: '/lgw/games/popular', query: 'limit=9', bad: 'limit=-1', session: false },
  { path: '/lgw/games/mobile', query: 'gameType=RNG', bad: 'pageSize=1000', session: false },
  { path: '/wps/relay/GCS_gameTrialLaunch', query: 'nodeId=100001', bad: 'nodeId=abc', session: false },
  { path: '/wps/relay/MCSFE_getFavoriteGames', query: 'pageNo=1&pageSize=100', bad: 'pageSize=0', session: true },
  { path: '/wps/relay/MCSFE_getFavoriteGamesList', query: 'pageNo=1&pageSize=30', bad: 'pageNo=1.5', session: true },
  { path: '/wps/relay/GCS_recentGame', query: 'page=1&pageSize=25', bad: 'page=x', session: true },
  { path: '/wps/game/launchGame', query: 'nodeId=100001', bad: 'accountType=abc', session: true },
  { path: '/wps/v2/wallets/balance', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { path: '/wps/wallets/gcs', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { path: '/wps/relay/MCS2_paymentChannels', query: '', bad: `language=${'x'.repeat(20)}`, session: true },
  { path: '/wps/relay/MCS2_depositStatus', query: 'orderNo=D2025NOPE', bad: 'orderNo=../etc', session: true },
  { path: '/wps/relay/MCS2_DepositTransactionReport', query: 'pageNo=1', bad: 'pageNo=0', session: true },
  { path: '/wps/relay/MCS2_bankList', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { path: '/wps/relay/MCS2_bankCards', query: '', bad: `t=${'x'.repeat(40)}`, session: true },
  { path: '/wps/relay/ODS2_MemberTransaction', query: 'pageNo=1', bad: 'startDate=yesterday', session: true },
  { path: '/wps/relay/MCS2_WithdrawTransactionReport', query: 'pageNo=1', bad: 'pageSize=abc', session: true },
  { path: '/wps/relay/GLS2_TxCodeList', query: '', bad: `t=${'x'.repeat(40)}`, session: false },
];

interface BodyCall {
  method: 'POST' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
  /** The body with a wrong type, and the name of a required field (removed for the "missing" case). */
  wrong: Record<string, unknown>;
  required: string;
  idem: boolean;
  encrypted?: boolean;
}

let t: TestApp;
let m: Member;

const BODY_CALLS = (): BodyCall[] => [
  { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', body: { nodeId: '100001', vendor: 'PG' }, wrong: { nodeId: true }, required: 'nodeId', idem: false },
  { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body: { nodeId: '100001', vendor: 'PG' }, wrong: { nodeId: [1] }, required: 'nodeId', idem: false },
  { method: 'POST', path: '/wps/game/launchGame', body: { nodeId: '100001' }, wrong: { nodeId: { a: 1 } }, required: '', idem: false },
  { method: 'POST', path: '/wps/relay/MCS2_depositRequest', body: { channelCode: 'DEMOPAY', amount: 100 }, wrong: { channelCode: 'DEMOPAY', amount: 'ten' }, required: 'amount', idem: true },
  { method: 'POST', path: '/wps/relay/MCS2_bankCards', body: { bankCode: 'BDO', accountName: 'Juan Cruz', accountNo: '1234567' }, wrong: { bankCode: 'BDO', accountName: 'Juan Cruz', accountNo: 1234567 }, required: 'accountNo', idem: false },
  { method: 'POST', path: '/wps/transaction/withdraw', body: { amount: 1, bankCardId: 1, paymentPassword: 'x' }, wrong: { amount: 1, bankCardId: '1', paymentPassword: 'x' }, required: 'bankCardId', idem: true, encrypted: true },
];

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { balanceCents: 10_000 });
});
afterAll(async () => t?.close());

const q = (c: QueryCall, extra: string): string => `${c.path}?${[c.query, extra].filter(Boolean).join('&')}`;

describe('query calls', () => {
  it.each(QUERY_CALLS)('$path: wrong type, extra field, wrong and missing merchant, tokens', async (c) => {
    const token = c.session ? m.token : undefined;
    expectFail(await call(t, 'GET', q(c, c.bad), { token }), 400, 'validation.failed');
    expectFail(await call(t, 'GET', q(c, 'zzz=1'), { token }), 400, 'validation.failed');
    expectFail(await call(t, 'GET', q(c, ''), { token, merchant: 'NOPE' }), 403, 'domain_not_available');
    expectFail(await call(t, 'GET', q(c, ''), { token, merchant: null }), 403, 'domain_not_available');
    expectFail(await call(t, 'GET', q(c, 'merchant=ROYALPH'), { token }), 403, 'domain_not_available');
    if (c.session) {
      expectFail(await call(t, 'GET', q(c, '')), 401, 'login.not.session');
      expectFail(await call(t, 'GET', q(c, ''), { token: 'not-a-token' }), 401, 'login.not.session');
      expectFail(await call(t, 'GET', q(c, ''), { token: 'a'.repeat(64) }), 401, 'login.not.session');
      // A session of the other merchant is not a session here.
      const royal = await makeMember(t, { merchant: 'ROYALPH' });
      expectFail(await call(t, 'GET', q(c, ''), { token: royal.token }), 401, 'login.not.session');
    }
  });
});

describe('body calls', () => {
  it.each(BODY_CALLS().map((c) => [c.path, c] as const))('%s: bad JSON, oversized, missing, wrong type, extra field, tokens', async (_p, c) => {
    let n = 0;
    const send = async (body: unknown, o: { token?: string; merchant?: string | null; raw?: string } = {}) => {
      const headers: Record<string, string> = c.idem ? { 'idempotency-key': `bad-input-${++n}-${Date.now()}` } : {};
      if (c.encrypted && o.raw === undefined) {
        const enc = await encrypted(t, c.method, c.path, body);
        return call(t, c.method, c.path, { token: o.token, merchant: o.merchant, payload: enc.payload, headers: { ...headers, ...enc.headers } });
      }
      return call(t, c.method, c.path, { token: o.token, merchant: o.merchant, payload: o.raw ?? JSON.stringify(body), headers });
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
    const res = await call(t, 'GET', '/wps/game/launchGame?nodeId=100001', { token: m.token });
    const token = new URL((res.body.value as { content: { game_url: string } }).content.game_url, 'http://x').searchParams.get('token') ?? '';
    const spin = (payload: string, launch = token) =>
      call(t, 'POST', '/demo-game/api/spin', { merchant: null, payload, headers: { 'x-launch-token': launch, 'idempotency-key': `spin-bad-${Math.random()}` } });
    expectFail(await spin('{"bet":'), 400);
    expectFail(await spin(JSON.stringify({ bet: 1, pad: 'x'.repeat(70_000) })), 413);
    expectFail(await spin(JSON.stringify({ bet: '1' })), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({ bet: 1, zzz: 1 })), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({})), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({ bet: -1 })), 400, 'validation.failed');
    expectFail(await spin(JSON.stringify({ bet: 1 }), 'nope'), 401, 'login.not.session');
    expectFail(await call(t, 'GET', '/demo-game/api/session?zzz=1', { merchant: null, headers: { 'x-launch-token': token } }), 400, 'validation.failed');
  });
});

describe('expired sessions', () => {
  it('every session call refuses a token past its lifetime', async () => {
    const old = await makeMember(t);
    t.clock.advance(13 * 3600_000);
    for (const c of QUERY_CALLS.filter((x) => x.session)) {
      expectFail(await call(t, 'GET', q(c, ''), { token: old.token }), 401, 'login.not.session');
    }
    for (const c of BODY_CALLS()) {
      const res = await call(t, c.method, c.path, { token: old.token, body: c.body, headers: { 'idempotency-key': 'expired-key-1' } });
      expect(res.status, c.path).toBeGreaterThanOrEqual(400);
      expect(res.status, c.path).toBeLessThan(500);
    }
  });
});
