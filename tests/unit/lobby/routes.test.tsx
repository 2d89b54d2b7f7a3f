import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gameFixtures } from '../../fixtures/games.ts';
import { callsTo, filterCatalogue, GAME_LIST, lobbyFixtures, renderLobby, settle, tileNames } from './helpers.ts';

afterEach(cleanup);

/**
 * Item 1 of the issue: each route's first list call, and the games it shows are exactly what that call answers.
 * The mapping lives in the screen documents; this checks the documents and the widget together.
 */
interface RouteCase {
  path: string;
  query: Record<string, unknown>;
}

const CASES: RouteCase[] = [
  { path: '/m/slot-games', query: { gameType: 'RNG', vassalage: 'PG', isNew: 1, gameClassify: '', pageSize: 36 } },
  { path: '/m/provider', query: { gameType: 'RNG', vassalage: 'PG', isNew: 1, pageSize: 36 } },
  { path: '/m/slotsCenter', query: { gameType: 'RNG', vassalage: 'PG', isNew: 1 } },
  { path: '/m/live-games', query: { gameType: 'LIVE', vassalage: 'EVO', gameClassify: '', pageSize: 36 } },
  { path: '/m/poker-games', query: { gameType: 'PVP', vassalage: 'KY' } },
  { path: '/m/fishing-games', query: { gameType: 'FISH', vassalage: 'JDB' } },
  { path: '/m/sport-games', query: { gameType: 'SPORTS', vassalage: 'SABA' } },
  { path: '/m/esport-games', query: { gameType: 'SPORTS', vassalage: 'IMES' } },
  { path: '/m/cockfight', query: { gameType: 'COCKFIGHT', vassalage: 'SV388' } },
  { path: '/m/roulette', query: { gameType: 'LIVE', vassalage: 'EVO', gameClassify: 'ROU' } },
  { path: '/m/baccarat', query: { gameType: 'LIVE', vassalage: 'EVO', gameClassify: 'BAC' } },
  { path: '/m/inhouse', query: { gameType: 'RNG', vassalage: 'IH,MINI' } },
  { path: '/m/jili', query: { gameType: 'RNG', vassalage: 'JL' } },
  { path: '/m/lott', query: { gameType: 'LOTT', vassalage: 'TCG' } },
  { path: '/m/elott', query: { gameType: 'ELOTT', vassalage: 'SGW' } },
  { path: '/m/gameList', query: { gameType: 'RNG', vassalage: 'PG', isNew: 1, pageSize: 25 } },
  { path: '/m/gameList?gameType=LIVE&vassalage=SEXY', query: { gameType: 'LIVE', vassalage: 'SEXY', pageSize: 25 } },
  { path: '/m/gameList?gameType=JILI', query: { gameType: 'RNG', vassalage: 'JL' } },
  { path: '/m/gameList?gameType=JFF', query: { gameType: 'RNG', vassalage: 'JFF', isNew: 1 } },
  { path: '/m/gameList?gameType=INHOUSE', query: { gameType: 'RNG', vassalage: 'IH,MINI' } },
  { path: '/m/slot-games?vassalage=PP', query: { gameType: 'RNG', vassalage: 'PP', isNew: 1 } },
];

describe('each game list route asks for its games and shows what the API answers (item 1)', () => {
  for (const c of CASES) {
    it(c.path, async () => {
      const app = await renderLobby(c.path);
      const [first] = callsTo(app.calls, GAME_LIST);
      expect(first?.query).toMatchObject({ ...c.query, pageNo: 1, platform: 'html5', clientType: 2 });
      if (c.query.isNew === undefined) expect(first?.query?.isNew).toBeUndefined();
      const expected = filterCatalogue(first!.query!).map((g) => g.gameName);
      expect(tileNames()).toEqual(expected);
    });
  }

  it('/m/recent lists recent games without a type and shows no tabs', async () => {
    const app = await renderLobby('/m/recent');
    expect(callsTo(app.calls, GAME_LIST)).toEqual([]);
    const [recent] = callsTo(app.calls, 'recentGames');
    expect(recent.query).toMatchObject({ page: 1, pageSize: 25, clientType: 2 });
    expect(recent.query?.gameType).toBeUndefined();
    expect(tileNames()).toEqual(['Evolution Game 1']);
    expect(document.querySelector('[role=tablist]')).toBeNull();
  });

  it('/m/gameList?type=fav opens My collection', async () => {
    const app = await renderLobby('/m/gameList?type=fav');
    expect(callsTo(app.calls, 'favoriteList')[0].query).toMatchObject({ gameType: 'RNG', pageNo: 1, pageSize: 30 });
    expect(tileNames()).toEqual(['PG Soft Game 1', 'PG Soft Game 2']);
  });

  it('/m/hot-games shows only the hot list (no tabs, no vendor menu)', async () => {
    const app = await renderLobby('/m/hot-games');
    const [hot] = callsTo(app.calls, 'hotGames');
    expect(hot.query).toMatchObject({ isPlatform: 2, platform: 'html5' });
    expect(hot.query?.gameType).toBeUndefined();
    expect(callsTo(app.calls, GAME_LIST)).toEqual([]);
    expect(tileNames()).toEqual(
      filterCatalogue({})
        .filter((_, i) => i % 2 === 0)
        .map((g) => g.gameName),
    );
    expect(document.querySelector('[role=tablist]')).toBeNull();
    expect(document.querySelector('.lobby-vendors')).toBeNull();
  });

  it('tabs are hidden on JILI and INHOUSE, shown on the category screens', async () => {
    for (const [path, shown] of [
      ['/m/jili', false],
      ['/m/inhouse', false],
      ['/m/slot-games', true],
    ] as const) {
      await renderLobby(path);
      expect(document.querySelector('[role=tablist]') !== null, path).toBe(shown);
      cleanup();
    }
  });
});

describe('the vendor menu asks for its logos after the first page of games', () => {
  it('keeps each logo place empty while the game list is on its way, then shows the logos', async () => {
    let answer: (() => void) | undefined;
    const pending = lobbyFixtures({
      [GAME_LIST]: (request) =>
        new Promise((resolve) => {
          const list = gameFixtures[GAME_LIST];
          answer = () => resolve(typeof list === 'function' ? (list(request) as never) : (list as never));
        }),
    });
    await renderLobby('/m/slot-games', { fixtures: pending });
    const menu = document.querySelector('.lobby-vendors');
    expect(menu?.querySelectorAll('button').length).toBeGreaterThan(1);
    expect(menu?.querySelectorAll('img')).toHaveLength(0);
    expect(menu?.querySelectorAll('.lobby-vendor-logo').length).toBe(menu?.querySelectorAll('button').length);
    answer?.();
    await settle(10);
    expect(tileNames().length).toBeGreaterThan(0);
    expect(menu?.querySelectorAll('img').length).toBe(menu?.querySelectorAll('button').length);
  });
});
