// A worker of its own (vitest project unit-isolated): the game page this walks through left work running that
// reached the files sharing its worker afterwards.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../fixtures/games.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { callsTo, lobbyFixtures, renderLobby, settle, tab, tileNames } from './helpers.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const launched = { content: { game_url: '/demo-game/PG1?token=abc', launchMode: 'REAL' as const, expiresAt: 1 } };
const gameOf = (nodeId: string) => fixtureCatalogue.find((g) => g.nodeId === nodeId)!;

/** A platform that remembers: a launch joins the recent games, a star the favourites, as the reference server does. */
function rememberingFixtures(): Fixtures {
  const recent: string[] = [];
  const favourites = ['1001', '1002'];
  return lobbyFixtures({
    launchGame: ({ query = {} }) => {
      recent.unshift(String(query.nodeId));
      return launched;
    },
    recentGames: () => ({ list: recent.map(gameOf), pageNum: 1, totalPages: 1, totalCount: recent.length }),
    favoriteIds: () => [...favourites],
    favoriteList: () => ({ content: favourites.map(gameOf), pageNum: 1, totalPages: 1, totalCount: favourites.length }),
    addFavorite: ({ body = {} }) => {
      favourites.unshift(String(body.nodeId));
      return true;
    },
  });
}

/** The names in the home category menu's open panel. */
const panelNames = (): string[] => [...document.querySelectorAll('.category-menu-panel .game-tile-play .game-tile-name')].map((e) => e.textContent ?? '');
const homeTab = (name: string) => screen.getByRole('tab', { name });

describe('fresh views: playing or starring a game shows in the lists at once', () => {
  it('a game played from the home is in Recent on the way back, without a reload', async () => {
    const app = await renderLobby('/m/home', { fixtures: rememberingFixtures() });
    fireEvent.click(homeTab('Recent'));
    await settle();
    expect(panelNames()).toEqual([]);
    fireEvent.click(homeTab('Home'));
    await settle();
    fireEvent.click(within(document.querySelector('.category-menu-panel')!).getAllByRole('button', { name: 'PG Soft Game 1' })[0]);
    await settle();
    expect(app.navigations).toEqual(['/m/game']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Back to games' })));
    await settle();
    fireEvent.click(homeTab('Recent'));
    await settle();
    expect(panelNames()).toEqual(['PG Soft Game 1']);
  });

  it('a game starred in a lobby is in the home Favourites on the way back', async () => {
    await renderLobby('/m/home', { brand: 'royal', language: 'EN', fixtures: rememberingFixtures() });
    fireEvent.click(homeTab('Favourites'));
    await settle();
    expect(panelNames()).toEqual(['PG Soft Game 1', 'PG Soft Game 2']);
    fireEvent.click(homeTab('Home'));
    await settle();
    fireEvent.click(screen.getAllByRole('button', { name: 'More' })[1]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Favourite: JILI Game 1' }));
    await settle();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await settle();
    fireEvent.click(homeTab('Favourites'));
    await settle();
    expect(panelNames()).toEqual(['JILI Game 1', 'PG Soft Game 1', 'PG Soft Game 2']);
  });
});

describe('every lobby tab honours the vendor chip shown as chosen', () => {
  it('Recent games lists the chosen vendor only, asked of the platform', async () => {
    const app = await renderLobby('/m/live-games?vassalage=SEXY');
    fireEvent.click(tab('Recent games'));
    await settle();
    expect(callsTo(app.calls, 'recentGames').at(-1)?.query).toMatchObject({ gameType: 'LIVE', vassalage: 'SEXY' });
    expect(tileNames()).toEqual(['AE Sexy Game 1']);
  });

  it('My collection and the hot tab list the chosen vendor only', async () => {
    const app = await renderLobby('/m/slot-games?vassalage=PP');
    fireEvent.click(tab('My collection'));
    await settle();
    expect(callsTo(app.calls, 'favoriteList').at(-1)?.query).toMatchObject({ vassalage: 'PP' });
    expect(tileNames()).toEqual([]);
    fireEvent.click(tab(/Hot/));
    await settle();
    expect(tileNames().length).toBeGreaterThan(0);
    expect(tileNames().every((n) => n.startsWith('Pragmatic Play'))).toBe(true);
  });
});
