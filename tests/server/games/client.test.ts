/**
 * The front end's client (src/api/client.ts) against the real server through app.inject: the games and wallet
 * calls by name, the parameters the client fills in itself (fixed ones, language) and the encrypted withdraw
 * with a retried idempotency key, end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, newIdempotencyKey, type ApiClient } from '../../../src/api/index.ts';
import { apiCalls } from '../../../src/generated/api/calls.ts';
import { demoKindOf } from '../../../server/src/games/demoKind.ts';
import { demoGamePath } from '../../../server/src/routes/paths.ts';
import { injectFetch, type InjectFetch } from '../helpers/injectFetch.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { LOGIN_PASSWORD, makeMember, MERCHANT, type Member } from './helpers.ts';

let t: TestApp;
let m: Member;
let api: ApiClient;
let wire: InjectFetch;

function clientOf(token: () => string | undefined): { api: ApiClient; wire: InjectFetch } {
  const w = injectFetch(t.app);
  const client = createApiClient({
    baseUrl: 'http://localhost',
    merchantCode: MERCHANT,
    getToken: token,
    getLanguage: () => 'EN',
    encryption: 'oaep-gcm',
    fetch: w.fetch,
    isOffline: () => false,
  });
  return { api: client, wire: w };
}

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { paymentPassword: 'pw-123456', balanceCents: 50_000 });
  ({ api, wire } = clientOf(() => m.token));
});
afterAll(async () => t?.close());

describe('game calls', () => {
  it('lists, filters and reads lanes, hot list, classifies and winners', async () => {
    const page = await api.call('gameList', { gameType: 'RNG', vassalage: 'JL', gameClassify: '' });
    expect(page.games).toHaveLength(25);
    expect(page.games.every((g) => g.vassalage === 'JL')).toBe(true);
    // The client fills in the catalog's fixed parameters and the language.
    const sent = Object.fromEntries(wire.lastTo(apiCalls.gameList.path).url.searchParams);
    expect(sent).toMatchObject({ platform: 'html5', clientType: '2', imgSize: 'rx2', language: 'EN', gameType: 'RNG', vassalage: 'JL' });
    expect((await api.call('hotGames', { gameType: 'FISH' })).list.every((g) => g.gameType === 'FISH')).toBe(true);
    expect(Object.fromEntries(wire.lastTo(apiCalls.hotGames.path).url.searchParams)).toMatchObject({ isPlatform: '2', platform: 'html5' });
    expect((await api.call('gameVendors')).sorting[0].gameCategory).toBe('RNG');
    expect(Object.keys((await api.call('vassGameType', { typeId: 'LIVE' })).content)).toEqual(['LIVE']);
    expect(wire.lastTo(apiCalls.vassGameType.path).url.searchParams.get('module')).toBe('COMM3');
    expect((await api.call('rankList')).list).toHaveLength(20);
    expect((await api.call('popularGames', { limit: 5 })).list).toHaveLength(5);
  });

  it('favourites, launch, recent and trial', async () => {
    const g = (await api.call('gameList', { gameType: 'LIVE', pageSize: 1 })).games[0];
    await api.call('addFavorite', { nodeId: g.nodeId, vendor: g.vassalage });
    expect(await api.call('favoriteIds')).toEqual([g.nodeId]);
    expect((await api.call('favoriteList')).content[0].gameId).toBe(g.gameId);
    await api.call('removeFavorite', { nodeId: g.nodeId, vendor: g.vassalage });
    expect(await api.call('favoriteIds')).toEqual([]);
    const launched = await api.call('launchGame', { gameId: g.gameId, nodeId: g.nodeId, vassalage: g.vassalage });
    // A live table opens the page of its kind: the baccarat table, or the page of a kind with no demo game.
    const kind = demoKindOf({ game_type: g.gameType ?? '', game_classify: g.gameClassify ?? '' });
    expect(launched.content.game_url.startsWith(`${demoGamePath(g.gameId, kind)}?`)).toBe(true);
    expect(Object.fromEntries(wire.lastTo(apiCalls.launchGame.path).url.searchParams)).toMatchObject({ launchMode: 'GLS', platform: 'html5', language: 'EN' });
    expect((await api.call('recentGames')).list[0].nodeId).toBe(g.nodeId);
    const trial = await clientOf(() => undefined).api.call('trialLaunch', { nodeId: '100001' });
    expect(trial.content.launchMode).toBe('TRIAL');
  });
});

describe('wallet calls', () => {
  it('deposit, bank card, encrypted withdraw with a retried key, records', async () => {
    expect((await api.call('walletBalance')).sumBalance).toBe(500);
    expect((await api.call('walletGcs')).list.length).toBeGreaterThan(10);
    const channel = (await api.call('paymentChannels')).list[0];
    const order = await api.call('depositRequest', { channelCode: channel.channelCode, amount: 100 });
    expect(wire.lastTo(apiCalls.depositRequest.path).headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    t.clock.advance(channel.delayMs);
    expect((await api.call('depositStatus', { orderNo: order.orderNo })).status).toBe('SUCCESS');
    expect((await api.call('depositReport')).content).toHaveLength(1);
    const bank = (await api.call('bankList')).list[0];
    const card = await api.call('addBankCard', { bankCode: bank.bankCode, accountName: 'Test Person', accountNo: '5555666677', loginPassword: LOGIN_PASSWORD });
    expect((await api.call('bankCards')).list.map((c) => c.id)).toEqual([card.id]);
    const key = newIdempotencyKey();
    const body = { amount: 50, bankCardId: card.id, paymentPassword: 'pw-123456' };
    const first = await api.call('withdraw', body, { idempotencyKey: key });
    const retried = await api.call('withdraw', body, { idempotencyKey: key });
    expect(retried.orderNo).toBe(first.orderNo);
    const withdrawals = wire.sent.filter((s) => s.url.pathname === apiCalls.withdraw.path);
    expect(withdrawals.map((s) => s.headers['idempotency-key'])).toEqual([key, key]);
    expect(withdrawals.every((s) => s.headers['encryption-scheme'] === 'oaep-gcm')).toBe(true);
    expect((await api.call('walletBalance')).sumBalance).toBe(550);
    await expect(api.call('withdraw', { ...body, amount: 5000 })).rejects.toMatchObject({ status: 409, errorCode: 'wallet.insufficient.balance' });
    expect((await api.call('withdrawReport')).content[0].orderNo).toBe(first.orderNo);
    expect((await api.call('memberTransactions', { txCode: 'WITHDRAW' })).totalCount).toBe(1);
    expect((await api.call('txCodeList')).list.map((c) => c.txCode)).toContain('DEPOSIT');
    const agentCodes = (await api.call('txCodeList', { types: 'A' })).list.map((c) => c.txCode);
    expect(agentCodes).toContain('COMMISSION');
    expect(agentCodes).not.toContain('DEPOSIT');
  });
});
