import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propsWithDefaults } from '../../../src/renderer/defaults.ts';
import { defaults as lobbyDefaults } from '../../../src/generated/widgetDefaults/gameLobby.ts';
import { resolveLobbyConfig } from '../../../src/widgets/gameLobby/config.ts';
import { initialLobbyState, reduceLobby } from '../../../src/widgets/gameLobby/lobbyState.ts';
import { callsTo, GAME_LIST, lobbyFixtures, openTab, renderLobby, settle, tab, tileNames, WAIT } from './helpers.ts';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { READING_MS } from '../../../src/renderer/noticeDuration.ts';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const lastList = (calls: { path: string; query?: Record<string, unknown> }[]) => callsTo(calls as never, GAME_LIST).at(-1)?.query;

describe('tabs (a tab change resets list, page, vendor and name; classify NEW for slots on All only)', () => {
  it('Hot loads the hot list of the category; All comes back with the first vendor and NEW', async () => {
    const app = await renderLobby('/m/slot-games');
    await openTab('Hot games');
    await waitFor(() => expect(callsTo(app.calls, 'hotGames')[0]?.query).toMatchObject({ gameType: 'RNG', isPlatform: 2 }), WAIT);
    await openTab('All games');
    await waitFor(() => expect(lastList(app.calls)).toMatchObject({ vassalage: 'PG', isNew: 1, gameClassify: '', gameName: '', pageNo: 1 }), WAIT);
  });

  it('a guest asking for My collection or Recent games gets the login notice for 2 s and stays on the list', async () => {
    const app = await renderLobby('/m/slot-games', { session: 'guest' });
    fireEvent.click(await tab('My collection'));
    fireEvent.click(await tab('Recent games'));
    await settle();
    expect(app.store.getState().toasts.map((t) => [t.messageKey, t.kind, t.durationMs])).toEqual([
      ['in_logged_login', 'info', READING_MS.info],
      ['in_logged_login', 'info', READING_MS.info],
    ]);
    expect((await tab('All games')).getAttribute('aria-selected')).toBe('true');
    expect(callsTo(app.calls, 'favoriteList')).toEqual([]);
  });

  it('on Recent games a vendor chip narrows the recent list and the tab stays; the same chip again clears it', async () => {
    const app = await renderLobby('/m/slot-games');
    await openTab('Recent games');
    const pg = () => within(screen.getByRole('navigation', { name: 'Game providers' })).getByRole('button', { name: /^PG/ });
    await waitFor(() => expect(pg()).toBeTruthy(), WAIT);
    fireEvent.click(pg());
    await waitFor(() => expect(callsTo(app.calls, 'recentGames').at(-1)?.query).toMatchObject({ vassalage: 'PG' }), WAIT);
    expect((await tab('Recent games')).getAttribute('aria-selected')).toBe('true');
    expect(pg().getAttribute('aria-pressed')).toBe('true');
    expect(app.navigations).toEqual([]);
    fireEvent.click(pg());
    await waitFor(() => expect(pg().getAttribute('aria-pressed')).toBe('false'), WAIT);
    expect(callsTo(app.calls, 'recentGames').at(-1)?.query?.vassalage).toBeUndefined();
  });

  it('an empty Recent games or My collection says the member has none yet; narrowed by a chip, that none was found', async () => {
    const none = { list: [], pageNum: 1, totalPages: 0, totalCount: 0 };
    await renderLobby('/m/slot-games', {
      fixtures: lobbyFixtures({ recentGames: none, favoriteIds: [], favoriteList: { content: [], pageNum: 1, totalPages: 0, totalCount: 0 } }),
    });
    await openTab('Recent games');
    expect(await screen.findByText("You haven't played any games yet", undefined, WAIT)).toBeTruthy();
    await openTab('My collection');
    expect(await screen.findByText('You have no favourite games yet', undefined, WAIT)).toBeTruthy();
    const pg = () => within(screen.getByRole('navigation', { name: 'Game providers' })).getByRole('button', { name: /^PG/ });
    await waitFor(() => expect(pg()).toBeTruthy(), WAIT);
    fireEvent.click(pg());
    expect(await screen.findByText('No games found', undefined, WAIT)).toBeTruthy();
  });

  it("a guest on Recent games is told the list is a member's, not that they have played nothing", async () => {
    await renderLobby('/m/recent', { session: 'guest' });
    expect(await screen.findByText('Log in to see the games you played', undefined, WAIT)).toBeTruthy();
  });

  it('the reducer: a tab resets vendor and name, clears classify off the all tab; a classify pick sets all', () => {
    const config = resolveLobbyConfig(propsWithDefaults(lobbyDefaults, { category: 'RNG' as const }), {}, { inhouseVendors: [] });
    let s = initialLobbyState(config);
    expect(s).toMatchObject({ dataType: 'all', classify: 'NEW' });
    s = reduceLobby(config, s, { type: 'vendor', vendor: 'PP' });
    s = reduceLobby(config, s, { type: 'search', name: '  fortune ' });
    expect(s).toMatchObject({ dataType: 'filter', vendor: 'PP', name: 'fortune' });
    s = reduceLobby(config, s, { type: 'tab', tab: 'recent' });
    expect(s).toMatchObject({ dataType: 'recent', vendor: null, name: '', classify: '' });
    s = reduceLobby(config, s, { type: 'classify', classify: 'SLOT' });
    expect(s).toMatchObject({ dataType: 'all', tab: 'all', classify: 'SLOT' });
    s = reduceLobby(config, s, { type: 'search', name: '' });
    expect(s.dataType).toBe('all');
    const live = resolveLobbyConfig(propsWithDefaults(lobbyDefaults, { category: 'LIVE' as const }), {}, { inhouseVendors: [] });
    expect(initialLobbyState(live).classify).toBe('ALL');
  });
});

describe('search (trimmed, debounced 600 ms, Enter at once)', () => {
  it('sends the trimmed name 600 ms after typing stops, as a filter of the list', async () => {
    const app = await renderLobby('/m/live-games');
    const before = callsTo(app.calls, GAME_LIST).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: '  Evo' } });
    fireEvent.change(box, { target: { value: '  Evolution Game 2 ' } });
    await act(async () => void vi.advanceTimersByTime(599));
    expect(callsTo(app.calls, GAME_LIST).length).toBe(before);
    await act(async () => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await settle();
    expect(callsTo(app.calls, GAME_LIST).length).toBe(before + 1);
    expect(lastList(app.calls)).toMatchObject({ gameName: 'Evolution Game 2', vassalage: 'EVO', pageNo: 1 });
    expect(tileNames()).toEqual(['Evolution Game 2']);
    expect(document.querySelector('.lobby')?.getAttribute('data-data-type')).toBe('filter');
  });

  it('Enter searches at once; on the hot tab the search is local and case-insensitive', async () => {
    const app = await renderLobby('/m/slot-games');
    await openTab('Hot games');
    await waitFor(() => expect(callsTo(app.calls, 'hotGames').length).toBeGreaterThan(0), WAIT);
    const hotCalls = callsTo(app.calls, 'hotGames').length;
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'soft GAME' } });
    fireEvent.submit(box.closest('form')!);
    await settle();
    expect(callsTo(app.calls, 'hotGames').length).toBe(hotCalls);
    expect(tileNames().length).toBeGreaterThan(0);
    expect(tileNames()).toEqual(['PG Soft Game 1', 'PG Soft Game 3']);
  });
});

describe("filter panel (minimum bet, classify NEW for slots only, ALL, then the vendor's own)", () => {
  it('offers the spec options and sends minBet, isNew and classify as item 3 says', async () => {
    const app = await renderLobby('/m/slot-games');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await settle();
    const minBets = screen.getByRole('group', { name: 'Minimum bet' });
    expect([...minBets.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75', '1']);
    const classify = await screen.findByRole('group', { name: 'Game type' });
    // The vendor's own types (vassGameType) load when the panel first opens: a few ticks late under load.
    await waitFor(() =>
      expect([...classify.querySelectorAll('button')].map((b) => b.getAttribute('data-classify'))).toEqual(['NEW', 'ALL', 'SLOT', 'JACKPOT']),
    );
    fireEvent.click(screen.getByRole('button', { name: '0.5' }));
    await settle();
    expect(lastList(app.calls)).toMatchObject({ minBet: 0.5, isNew: 1, gameClassify: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await settle();
    expect(lastList(app.calls)).toMatchObject({ gameClassify: 'JACKPOT', minBet: 0.5 });
    expect(lastList(app.calls)?.isNew).toBeUndefined();
  });

  it("shows the slots' preset New on All games as a chip; clearing it lists every game, and a minimum bet gets its own chip", async () => {
    const app = await renderLobby('/m/slot-games');
    const filters = screen.getByRole('list', { name: 'Filters on this list' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove filter: New']);
    expect(lastList(app.calls)).toMatchObject({ isNew: 1 });
    fireEvent.click(within(filters).getByRole('button', { name: 'Remove filter: New' }));
    await settle();
    expect(lastList(app.calls)?.isNew).toBeUndefined();
    expect(screen.queryByRole('list', { name: 'Filters on this list' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('button', { name: '0.5' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Minimum bet 0.5' }));
    await settle();
    expect(lastList(app.calls)?.minBet).toBeUndefined();
  });

  it('LIVE has no NEW; LOTT and ELOTT have no classify options at all', async () => {
    await renderLobby('/m/live-games');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await settle();
    expect([...(await screen.findByRole('group', { name: 'Game type' })).querySelectorAll('button')].map((b) => b.getAttribute('data-classify'))).toEqual([
      'ALL',
      'BAC',
      'ROU',
    ]);
    cleanup();
    for (const path of ['/m/lott', '/m/elott']) {
      await renderLobby(path);
      fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
      expect(screen.queryByRole('group', { name: 'Game type' })).toBeNull();
      cleanup();
    }
  });
});

describe('game-type chips: the codes the vendor has in the category (vassGameType)', () => {
  const chips = () =>
    [...screen.getByRole('group', { name: 'Game type' }).querySelectorAll('button[data-classify]')].map((b) => b.getAttribute('data-classify'));
  // The chips load with the opened panel.
  const openFilters = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('group', { name: 'Game type' });
    await settle();
  };

  it("asks once the panel opens, for the lobby's category, and offers only the vendor's codes there", async () => {
    // The platform's answer differs from the lanes' lists: the chips follow the answer.
    const fixtures = lobbyFixtures({ vassGameType: { content: { RNG: { PG: ['SLOT', 'TABLE'], PP: ['FEATURE'] }, LIVE: { PG: ['BAC'] } } } });
    const app = await renderLobby('/m/slot-games?vassalage=PP', { fixtures });
    await settle();
    expect(callsTo(app.calls, 'vassGameType')).toHaveLength(0);
    await openFilters();
    expect(callsTo(app.calls, 'vassGameType').map((c) => c.query?.typeId)).toEqual(['RNG']);
    expect(chips()).toEqual(['NEW', 'ALL', 'FEATURE']);
    cleanup();
    await renderLobby('/m/slot-games?vassalage=PG', { fixtures });
    await openFilters();
    // PG has no JACKPOT in RNG per the platform (the lanes say it has), and its LIVE codes are another category's.
    expect(chips()).toEqual(['NEW', 'ALL', 'SLOT', 'TABLE']);
  });

  it('a vendor the platform lists no codes for gets NEW and ALL only; a failed read offers its retry', async () => {
    let fail = true;
    const fixtures = lobbyFixtures({
      vassGameType: () => (fail ? new PlatformError(404, 'not.found', 'Not found') : { content: { JILI: { JL: ['ARCADE'] } } }),
    });
    await renderLobby('/m/slot-games?vassalage=JDB', { fixtures: lobbyFixtures({ vassGameType: { content: { RNG: { PG: ['SLOT'] } } } }) });
    await openFilters();
    expect(chips()).toEqual(['NEW', 'ALL']);
    cleanup();
    await renderLobby('/m/jili', { fixtures });
    await openFilters();
    expect(chips()).toEqual(['ALL']);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load failed, click to retry' }));
    await settle();
    expect(chips()).toEqual(['ALL', 'ARCADE']);
  });
});

describe('vendor menu', () => {
  it('a slots vendor opens its category route with ?vassalage=; a sports vendor launches its game', async () => {
    const app = await renderLobby('/m/roulette');
    fireEvent.click(screen.getByRole('button', { name: 'AE Sexy' }));
    expect(app.navigations.at(-1)).toBe('/m/live-games?vassalage=SEXY');
    cleanup();
    const sports = await renderLobby('/m/sport-games', {
      fixtures: {
        ...(await import('./helpers.ts')).lobbyFixtures({
          launchGame: { content: { game_url: '/demo-game/SABA1?token=x', launchMode: 'REAL', expiresAt: 1 } },
        }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'SABA Sports' }));
    await settle();
    expect(callsTo(sports.calls, 'launchGame')[0].query).toMatchObject({ vassalage: 'SABA', gameId: 'SABA1' });
    expect(sports.navigations.at(-1)).toBe('/m/game');
  });
});
