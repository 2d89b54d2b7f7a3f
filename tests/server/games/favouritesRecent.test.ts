/** Favourites (ids, list, add, remove), recent games and launches (real and trial). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../../server/src/http/auth.ts';
import { demoKindOf } from '../../../server/src/games/demoKind.ts';
import { demoGamePath } from '../../../server/src/routes/paths.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from './helpers.ts';

let t: TestApp;
let m: Member;

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t);
});
afterAll(async () => t?.close());

const ids = async (token: string): Promise<string[]> =>
  expectOk<string[]>(await call(t.app, 'favoriteIds', { query: { pageNo: 1, pageSize: 100 }, token }), 'favoriteIds');

describe('favourites', () => {
  it('adds (POST body or query), lists and removes (DELETE), idempotently', async () => {
    expect(await ids(m.token)).toEqual([]);
    expectOk(await call(t.app, 'addFavorite', { token: m.token, body: { nodeId: '100001', vendor: 'PG' } }), 'addFavorite');
    t.clock.advance(1000);
    expectOk(await call(t.app, 'addFavorite', { query: { nodeId: 103711, vendor: 'EVO' }, token: m.token }), 'addFavorite');
    expectOk(await call(t.app, 'addFavorite', { token: m.token, body: { nodeId: 100001 } }), 'addFavorite');
    expect(await ids(m.token)).toEqual(['103711', '100001']);

    const page = expectOk<{ content: { nodeId: string }[]; pageNum: number; totalPages: number }>(
      await call(t.app, 'favoriteList', { query: { pageNo: 1, pageSize: 30, language: 'EN' }, token: m.token }),
      'favoriteList',
    );
    expect(page.content.map((g) => g.nodeId)).toEqual(['103711', '100001']);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    const live = expectOk<{ content: { nodeId: string }[] }>(
      await call(t.app, 'favoriteList', { query: { pageNo: 1, pageSize: 30, gameType: 'LIVE' }, token: m.token }),
      'favoriteList',
    );
    expect(live.content.map((g) => g.nodeId)).toEqual(['103711']);
    // The lobby's vendor chip narrows favourites too (a comma list, any case).
    const pg = expectOk<{ content: { nodeId: string }[]; totalCount: number }>(
      await call(t.app, 'favoriteList', { query: { pageNo: 1, pageSize: 30, vassalage: 'pg, jl' }, token: m.token }),
      'favoriteList',
    );
    expect(pg).toMatchObject({ content: [{ nodeId: '100001' }], totalCount: 1 });

    expectOk(await call(t.app, 'removeFavorite', { token: m.token, body: { nodeId: '103711', vendor: 'EVO' } }), 'removeFavorite');
    expectOk(await call(t.app, 'removeFavorite', { query: { nodeId: 103711 }, token: m.token }), 'removeFavorite');
    expect(await ids(m.token)).toEqual(['100001']);
  });

  it('keeps members apart and refuses unknown games and mismatched vendors', async () => {
    const other = await makeMember(t);
    expect(await ids(other.token)).toEqual([]);
    expectFail(await call(t.app, 'addFavorite', { token: m.token, body: { nodeId: '999999' } }), 404, 'game.not.found');
    expectFail(await call(t.app, 'addFavorite', { token: m.token, body: { nodeId: '100001', vendor: 'EVO' } }), 400);
    expectFail(await call(t.app, 'favoriteIds'), 401, 'login.not.session');
  });
});

describe('launch and recent games', () => {
  it('launchGame answers a demo-game URL and records the game as recent', async () => {
    const r = expectOk<{ content: { game_url: string; launchMode: string } }>(
      await call(t.app, 'launchGame', {
        query: {
          launchMode: 'GLS',
          platform: 'html5',
          clientType: 2,
          gameId: 'EVO_LIVE_0001',
          nodeId: 103711,
          accountType: 1,
          vassalage: 'EVO',
          language: 'EN',
        },
        token: m.token,
      }),
      'launchGame',
    );
    // A live table opens the page of its kind (the baccarat table, or the page of a kind with no demo game).
    const [g] = await t.db.query<{ game_type: string; game_classify: string }>('SELECT game_type, game_classify FROM games WHERE node_id = 103711');
    expect(r.content.game_url.startsWith(`${demoGamePath('EVO_LIVE_0001', demoKindOf(g))}?`)).toBe(true);
    expect(new URL(r.content.game_url, 'http://x').search).toMatch(/^\?token=[0-9a-f]{64}&lang=EN$/);
    expect(r.content.launchMode).toBe('REAL');
    t.clock.advance(1000);
    expectOk(await call(t.app, 'launchGame', { query: { nodeId: 100002 }, method: 'POST', token: m.token }), 'launchGame');
    t.clock.advance(1000);
    expectOk(await call(t.app, 'launchGame', { method: 'POST', token: m.token, body: { gameId: 'PG_0003' } }), 'launchGame');
    const recent = expectOk<{ list: { nodeId: string }[]; totalPages: number }>(
      await call(t.app, 'recentGames', { query: { page: 1, pageSize: 25, language: 'EN', clientType: 2 }, token: m.token }),
      'recentGames',
    );
    expect(recent.list.map((g) => g.nodeId)).toEqual(['100003', '100002', '103711']);
    const rng = expectOk<{ list: { nodeId: string }[] }>(await call(t.app, 'recentGames', { query: { gameType: 'RNG' }, token: m.token }), 'recentGames');
    expect(rng.list.map((g) => g.nodeId)).toEqual(['100003', '100002']);
    const evo = expectOk<{ list: { nodeId: string }[]; totalCount: number }>(
      await call(t.app, 'recentGames', { query: { vassalage: 'EVO' }, token: m.token }),
      'recentGames',
    );
    expect(evo).toMatchObject({ list: [{ nodeId: '103711' }], totalCount: 1 });
  });

  it('trial launches only games with free play, with or without a session', async () => {
    const r = expectOk<{ content: { game_url: string; launchMode: string } }>(
      await call(t.app, 'trialLaunch', { query: { gameId: 'PG_0001', nodeId: 100001, platform: 'html5' } }),
      'trialLaunch',
    );
    expect(r.content.launchMode).toBe('TRIAL');
    expectFail(await call(t.app, 'trialLaunch', { query: { nodeId: 103711 } }), 403, 'game.trial.unsupported');
    expectFail(await call(t.app, 'trialLaunch', { query: { gameId: 'NOPE_1' } }), 404, 'game.not.found');
    expectFail(await call(t.app, 'trialLaunch', { query: { nodeId: 100001, gameId: 'PG_0002' } }), 404, 'game.not.found');
  });

  it('free-play members launch in trial mode; launches need a live session', async () => {
    const guest = await makeMember(t, { type: 4 });
    const r = expectOk<{ content: { launchMode: string } }>(await call(t.app, 'launchGame', { query: { nodeId: 100001 }, token: guest.token }), 'launchGame');
    expect(r.content.launchMode).toBe('TRIAL');
    expectFail(await call(t.app, 'launchGame', { query: { nodeId: 100001 } }), 401, 'login.not.session');
    const gone = await makeMember(t);
    await revokeSession(t.db, gone.token, t.clock.now());
    expectFail(await call(t.app, 'launchGame', { query: { nodeId: 100001 }, token: gone.token }), 401, 'login.not.session');
  });
});
