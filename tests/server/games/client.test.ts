/**
 * The typed client functions (src/api/calls/games.ts, wallet.ts) against the real server through a PlatformApi
 * over app.inject: the front end's calls, their defaults and the encrypted withdraw, end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as games from '../../../src/api/calls/games.ts';
import * as wallet from '../../../src/api/calls/wallet.ts';
import { createBodyEncryptor, MODERN_SCHEME, type ModernPublicKey } from '../../../src/api/encryption/index.ts';
import { PlatformError, type PlatformApi, type RequestOptions } from '../../../src/core/platformApi.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, MERCHANT, type Member } from './helpers.ts';

let t: TestApp;
let m: Member;
let api: PlatformApi;

function injectApi(token: () => string | undefined): PlatformApi {
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, o: RequestOptions = {}): Promise<T> => {
    const query = new URLSearchParams(Object.entries(o.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
    const headers: Record<string, string> = { merchant: MERCHANT, language: 'EN', ...(o.headers ?? {}) };
    const tk = token();
    if (tk) headers.authorization = tk;
    let payload: string | undefined;
    if (o.body !== undefined) {
      const enc = o.encrypt ? await encryptor.encrypt(method, path, o.body) : { body: o.body, headers: {} };
      Object.assign(headers, enc.headers, { 'content-type': 'application/json' });
      payload = JSON.stringify(enc.body);
    }
    const res = await t.app.inject({ method, url: query ? `${path}?${query}` : path, headers, payload });
    const env = JSON.parse(res.body) as { success: boolean; value: T; errorCode?: string; message?: string };
    if (res.statusCode !== 200 || !env.success) throw new PlatformError(res.statusCode, env.errorCode ?? 'unknown', env.message ?? '', env.value);
    return env.value;
  };
  const encryptor = createBodyEncryptor(() => MODERN_SCHEME, {
    modernKey: () => send<ModernPublicKey>('GET', '/wps/session/key/oaep'),
    legacyKey: () => send<string>('GET', '/wps/session/key/rsa'),
  });
  return { request: send };
}

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { paymentPassword: 'pw-123456', balanceCents: 50_000 });
  api = injectApi(() => m.token);
});
afterAll(async () => t?.close());

describe('game calls', () => {
  it('lists, filters and reads lanes, hot list, classifies and winners', async () => {
    const page = await games.gameList(api, { gameType: 'RNG', vassalage: 'JL', gameClassify: '' });
    expect(page.games).toHaveLength(25);
    expect(page.games.every((g) => g.vassalage === 'JL')).toBe(true);
    expect((await games.hotGames(api, { gameType: 'FISH' })).list.every((g) => g.gameType === 'FISH')).toBe(true);
    expect((await games.gameVendors(api)).sorting[0].gameCategory).toBe('RNG');
    expect(Object.keys((await games.vassGameType(api, { typeId: 'LIVE' })).content)).toEqual(['LIVE']);
    expect((await games.rankList(api)).list).toHaveLength(20);
    expect((await games.popularGames(api, { limit: 5 })).list).toHaveLength(5);
  });

  it('favourites, launch, recent and trial', async () => {
    const g = (await games.gameList(api, { gameType: 'LIVE', pageSize: 1 })).games[0];
    await games.addFavorite(api, { nodeId: g.nodeId, vendor: g.vassalage });
    expect(await games.favoriteIds(api)).toEqual([g.nodeId]);
    expect((await games.favoriteList(api)).content[0].gameId).toBe(g.gameId);
    await games.removeFavorite(api, { nodeId: g.nodeId, vendor: g.vassalage });
    expect(await games.favoriteIds(api)).toEqual([]);
    const launched = await games.launchGame(api, { gameId: g.gameId, nodeId: g.nodeId, vassalage: g.vassalage, language: 'EN' });
    expect(launched.content.game_url).toMatch(/^\/demo-game\//);
    expect((await games.recentGames(api)).list[0].nodeId).toBe(g.nodeId);
    const trial = await games.trialLaunch(injectApi(() => undefined), { nodeId: '100001' });
    expect(trial.content.launchMode).toBe('TRIAL');
  });
});

describe('wallet calls', () => {
  it('deposit, bank card, encrypted withdraw with a retried key, records', async () => {
    expect((await wallet.walletBalance(api)).sumBalance).toBe(500);
    expect((await wallet.walletGcs(api)).list.length).toBeGreaterThan(10);
    const channel = (await wallet.paymentChannels(api)).list[0];
    const order = await wallet.depositRequest(api, { channelCode: channel.channelCode, amount: 100 });
    t.clock.advance(channel.delayMs);
    expect((await wallet.depositStatus(api, order.orderNo)).status).toBe('SUCCESS');
    expect((await wallet.depositReport(api)).content).toHaveLength(1);
    const bank = (await wallet.bankList(api)).list[0];
    const card = await wallet.addBankCard(api, { bankCode: bank.bankCode, accountName: 'Test Person', accountNo: '5555666677' });
    expect((await wallet.bankCards(api)).list.map((c) => c.id)).toEqual([card.id]);
    const key = wallet.newIdempotencyKey();
    const first = await wallet.withdraw(api, { amount: 50, bankCardId: card.id, paymentPassword: 'pw-123456' }, key);
    const retried = await wallet.withdraw(api, { amount: 50, bankCardId: card.id, paymentPassword: 'pw-123456' }, key);
    expect(retried.orderNo).toBe(first.orderNo);
    expect((await wallet.walletBalance(api)).sumBalance).toBe(550);
    await expect(wallet.withdraw(api, { amount: 5000, bankCardId: card.id, paymentPassword: 'pw-123456' })).rejects.toMatchObject({ status: 409, errorCode: 'wallet.insufficient.balance' });
    expect((await wallet.withdrawReport(api)).content[0].orderNo).toBe(first.orderNo);
    expect((await wallet.memberTransactions(api, { txCode: 'WITHDRAW' })).totalCount).toBe(1);
    expect((await wallet.txCodeList(api)).list.map((c) => c.txCode)).toContain('DEPOSIT');
  });
});
