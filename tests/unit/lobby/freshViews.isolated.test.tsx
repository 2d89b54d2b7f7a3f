// A worker of its own (vitest project unit-isolated): the game page this walks through left work running that
// reached the files sharing its worker afterwards.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../fixtures/games.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { callsTo, lobbyFixtures, openTab, renderLobby, settle, tileNames, WAIT } from './helpers.ts';

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
const shows = (names: () => string[], expected: string[]) => waitFor(() => expect(names()).toEqual(expected), WAIT);

describe('fresh views: playing or starring a game shows in the lists at once', () => {
  it('a game played from the home is in Recent on the way back, without a reload', async () => {
    const app = await renderLobby('/m/home', { fixtures: rememberingFixtures() });
    await openTab('Recent');
    expect(panelNames()).toEqual([]);
    await openTab('Home');
    const panel = () => within(document.querySelector<HTMLElement>('.category-menu-panel')!);
    await waitFor(() => expect(panel().getAllByRole('button', { name: 'PG Soft Game 1' }).length).toBeGreaterThan(0), WAIT);
    fireEvent.click(panel().getAllByRole('button', { name: 'PG Soft Game 1' })[0]);
    await waitFor(() => expect(app.navigations).toEqual(['/m/game']), WAIT);
    const back = await screen.findByRole('button', { name: 'Back to games' }, WAIT);
    await act(async () => void fireEvent.click(back));
    await openTab('Recent');
    await shows(panelNames, ['PG Soft Game 1']);
  });

  it('a game starred in a lobby is in the home Favourites on the way back', async () => {
    await renderLobby('/m/home', { brand: 'royal', language: 'EN', fixtures: rememberingFixtures() });
    await openTab('Favourites');
    await shows(panelNames, ['PG Soft Game 1', 'PG Soft Game 2']);
    await openTab('Home');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'More' }).length).toBeGreaterThan(1), WAIT);
    fireEvent.click(screen.getAllByRole('button', { name: 'More' })[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite: JILI Game 1' }, WAIT));
    await settle();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await openTab('Favourites');
    await shows(panelNames, ['JILI Game 1', 'PG Soft Game 1', 'PG Soft Game 2']);
  });
});

describe('every lobby tab honours the vendor chip shown as chosen', () => {
  it('Recent games lists the chosen vendor only, asked of the platform', async () => {
    const app = await renderLobby('/m/live-games?vassalage=SEXY');
    await openTab('Recent games');
    await waitFor(() => expect(callsTo(app.calls, 'recentGames').at(-1)?.query).toMatchObject({ gameType: 'LIVE', vassalage: 'SEXY' }), WAIT);
    await shows(tileNames, ['AE Sexy Game 1']);
  });

  it('My collection and the hot tab list the chosen vendor only', async () => {
    const app = await renderLobby('/m/slot-games?vassalage=PP');
    await openTab('My collection');
    await waitFor(() => expect(callsTo(app.calls, 'favoriteList').at(-1)?.query).toMatchObject({ vassalage: 'PP' }), WAIT);
    expect(tileNames()).toEqual([]);
    await openTab(/Hot/);
    await waitFor(() => expect(tileNames().length).toBeGreaterThan(0), WAIT);
    expect(tileNames().every((n) => n.startsWith('Pragmatic Play'))).toBe(true);
  });
});
