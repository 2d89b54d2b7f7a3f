/**
 * GLS2_lobbyNews: the merchant's current news, newest first, in the request's language (EN, TY, CN seeded);
 * CBS_modelList: the live chat queues with names in the language and whether agents answer them now (merchant time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../../src/core/zonedTime.ts';
import { call, expectFail, expectOk, login } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember } from '../games/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface News {
  list: { id: number; title: string; content: string; startDate: number }[];
}
interface Models {
  list: { code: string; name: string; online: boolean; openHour: number; closeHour: number }[];
}

describe('lobbyNews', () => {
  it('answers the seeded news in the language asked for, newest first', async () => {
    const en = expectOk<News>(await call(t.app, 'lobbyNews', { query: { language: 'EN' } }), 'lobbyNews');
    expect(en.list.map((n) => n.title)).toEqual(['New fishing games', 'Faster withdrawals', 'Play responsibly']);
    expect(en.list.map((n) => n.startDate)).toEqual([...en.list.map((n) => n.startDate)].sort((a, b) => b - a));
    const ty = expectOk<News>(await call(t.app, 'lobbyNews', { query: { language: 'TY' } }), 'lobbyNews');
    expect(ty.list[0]?.title).toBe('Mga bagong larong pangingisda');
    // The Language header when the query has none; a language without texts falls back to the merchant's default.
    const cn = expectOk<News>(await call(t.app, 'lobbyNews', { headers: { language: 'CN' } }), 'lobbyNews');
    expect(cn.list[0]?.title).toBe('新捕鱼游戏上线');
    const ja = expectOk<News>(await call(t.app, 'lobbyNews', { merchant: 'ROYALPH', query: { language: 'JA' } }), 'lobbyNews');
    expect(ja.list[0]?.title).toBe('Mga bagong larong pangingisda');
    expect(expectOk<News>(await call(t.app, 'lobbyNews', { query: { pageSize: 2 } }), 'lobbyNews').list).toHaveLength(2);
  });

  it('leaves out news not started or ended', async () => {
    const [m] = await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'LUCKY88'");
    const texts = JSON.stringify({ EN: 'x' });
    const now = t.clock.now();
    await t.db.query(
      'INSERT INTO lobby_news (id, merchant_id, titles, texts, starts_at, ends_at) VALUES ($1, $2, $3, $3, $4, NULL), ($5, $2, $3, $3, $6, $7)',
      [90001, m?.id, texts, now + 3_600_000, 90002, now - 7_200_000, now - 3_600_000],
    );
    const ids = expectOk<News>(await call(t.app, 'lobbyNews', { query: { language: 'EN' } }), 'lobbyNews').list.map((n) => n.id);
    expect(ids).not.toContain(90001);
    expect(ids).not.toContain(90002);
  });

  it('refuses bad input', async () => {
    expectFail(await call(t.app, 'lobbyNews', { merchant: null }), 403, 'domain_not_available');
    const bad: Record<string, string | number>[] = [{ pageSize: 0 }, { pageSize: 51 }, { pageSize: 'x' }, { language: 'english!' }, { other: 1 }];
    for (const query of bad) {
      expectFail(await call(t.app, 'lobbyNews', { query }), 400, 'validation.failed');
    }
  });
});

describe('chatModels', () => {
  it('answers the queues in the language, each online within its hours (merchant time)', async () => {
    const token = await login(t.app, 'demo0');
    const [tz] = await t.db.query<{ time_zone: string }>("SELECT time_zone FROM merchants WHERE code = 'LUCKY88'");
    const localHour = new Date(wallClock(t.clock.now(), tz?.time_zone ?? 'UTC')).getUTCHours();
    const v = expectOk<Models>(await call(t.app, 'chatModels', { token, query: { language: 'TY' } }), 'chatModels');
    expect(v.list.map((c) => c.code)).toEqual(['PAYMENTS', 'ACCOUNT', 'GAMES']);
    expect(v.list[0]?.name).toBe('Deposito at withdrawal');
    for (const c of v.list) expect(c.online).toBe(localHour >= c.openHour && localHour < c.closeHour);
    // Eight hours on, the games queue (08-24) follows the merchant's clock.
    const before = v.list[2]?.online;
    t.clock.advance(8 * 3_600_000);
    const later = expectOk<Models>(await call(t.app, 'chatModels', { token: await login(t.app, 'demo0'), query: { language: 'CN' } }), 'chatModels');
    const laterHour = new Date(wallClock(t.clock.now(), tz?.time_zone ?? 'UTC')).getUTCHours();
    expect(later.list[2]?.online).toBe(laterHour >= 8);
    expect(later.list[2]?.name).toBe('游戏与优惠');
    expect(before).toBe(localHour >= 8);
  });

  it('needs a real session on a site with live chat', async () => {
    expectFail(await call(t.app, 'chatModels'), 401, 'login.not.session');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'chatModels', { token: trial.token }), 403, 'free_reject');
    const royal = await makeMember(t, { merchant: 'ROYALPH' });
    expectFail(await call(t.app, 'chatModels', { merchant: 'ROYALPH', token: royal.token }), 403, 'feature.disabled');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'chatModels', { token: m.token, query: { language: 'x y' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'chatModels', { token: m.token, query: { modelId: 1 } }), 400, 'validation.failed');
  });
});
