import type { FixtureFunction } from '../../support/fixtureApi.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterCatalogue, gameFixtures } from '../../fixtures/games.ts';
import type { RecordedCall } from '../../support/fixtureApi.ts';
import { advance, callsTo, renderHome, settle, shown, WAIT } from './helpers.ts';
import { READING_MS } from '../../../src/renderer/noticeDuration.ts';
import { PlatformError } from '../../../src/core/platformApi.ts';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

// The search pages through the gateway's mobile list (mobileGames), every call by name.
const searches = (calls: RecordedCall[]) => callsTo(calls, 'mobileGames');

describe('game search overlay', () => {
  it('searches the trimmed name 600 ms after typing stops, at once on Enter, and clears on blank', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await renderHome();
    fireEvent.click(within(await shown('home.search')).getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: '  PG Soft ' } });
    await advance(300);
    expect(searches(app.calls)).toHaveLength(0);
    await advance(300);
    expect(searches(app.calls).map((c) => c.query)).toEqual([expect.objectContaining({ gameName: 'PG Soft', pageSize: 10, pageNo: 1 })]);
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Games found: 3'), WAIT);
    expect(within(dialog).getAllByRole('button', { name: /PG Soft Game/ })).toHaveLength(3);

    fireEvent.change(box, { target: { value: 'Evolution' } });
    await act(async () => void fireEvent.submit(box.closest('form')!));
    expect(searches(app.calls).at(-1)?.query?.gameName).toBe('Evolution');
    expect(searches(app.calls)).toHaveLength(2);
    await advance(700);
    expect(searches(app.calls)).toHaveLength(2);

    fireEvent.change(box, { target: { value: '   ' } });
    await advance(700);
    expect(searches(app.calls)).toHaveLength(2);
    expect(within(dialog).queryByRole('list', { name: /Games found/ })).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(await within(dialog).findByRole('list', { name: 'Popular now' })).toBeTruthy();
  });

  it('pages through every game the count says: Load more until the list holds them all', async () => {
    const app = await renderHome();
    fireEvent.click(within(await shown('home.search')).getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'Game' } });
    await act(async () => void fireEvent.submit(within(dialog).getByRole('searchbox').closest('form')!));
    const total = filterCatalogue({ gameName: 'Game' }).length;
    expect(total).toBeGreaterThan(20);
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(`Games found: ${total}`), WAIT);
    const tiles = () => within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(tiles()).toHaveLength(10);
    for (let shownCount = 10; shownCount < total; shownCount += 10) {
      await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' })));
      await waitFor(() => expect(tiles()).toHaveLength(Math.min(total, shownCount + 10)), WAIT);
    }
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(searches(app.calls).map((c) => c.query?.pageNo)).toEqual(Array.from({ length: Math.ceil(total / 10) }, (_, i) => i + 1));
    // The lobby's list call is not what the search asks.
    expect(callsTo(app.calls, 'gameList').filter((c) => c.query?.gameName !== undefined)).toEqual([]);
  });

  it('shows "Popular now" (popularGames, hottest first) while the box is empty; a tap opens the game as a result does', async () => {
    const launched = { content: { game_url: '/demo-game/PG1?token=abc', launchMode: 'REAL' as const, expiresAt: 1 } };
    const app = await renderHome({ session: 'member', fixtures: { launchGame: launched } });
    fireEvent.click(within(await shown('home.search')).getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog');
    const popular = await within(dialog).findByRole('list', { name: 'Popular now' });
    const expected = filterCatalogue({})
      .filter((_, i) => i % 3 === 0)
      .slice(0, 10);
    expect(within(popular).getAllByRole('listitem')).toHaveLength(10);
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expected.map((g) => g.gameName));
    expect(callsTo(app.calls, 'popularGames').map((c) => c.query?.limit)).toEqual([10]);
    // Typing hides it (the results take its place); a blank box brings it back without asking again.
    const box = within(dialog).getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'Evolution' } });
    expect(within(dialog).queryByRole('list', { name: 'Popular now' })).toBeNull();
    fireEvent.change(box, { target: { value: '' } });
    const again = await within(dialog).findByRole('list', { name: 'Popular now' });
    expect(callsTo(app.calls, 'popularGames')).toHaveLength(1);
    fireEvent.click(within(again).getByRole('button', { name: expected[1].gameName }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(app.calls, 'launchGame')[0]?.query).toMatchObject({ nodeId: expected[1].nodeId, vassalage: expected[1].vassalage });
  });

  it('a failed popular list says so with its retry; an empty one shows nothing', async () => {
    await renderHome({ fixtures: { popularGames: () => new PlatformError(404, 'not.found', 'Not found') } });
    fireEvent.click(within(await shown('home.search')).getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Load failed, click to retry' }, WAIT)).toBeTruthy();
    cleanup();
    await renderHome({ fixtures: { popularGames: { list: [] } } });
    fireEvent.click(within(await shown('home.search')).getByRole('button', { name: 'Search games' }));
    const empty = await screen.findByRole('dialog');
    await settle();
    expect(within(empty).queryByRole('list')).toBeNull();
    expect(within(empty).queryByText('Popular now')).toBeNull();
  });

  it('clear empties the box and cancel closes the overlay', async () => {
    await renderHome();
    fireEvent.click(within(await shown('home.search')).getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole<HTMLInputElement>('searchbox');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(box.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('invite bar', () => {
  const bar = () => screen.getByTestId('home.invite').querySelector('.invite-bar');
  it('shows for guests with the display amount; more goes to /m/login', async () => {
    const app = await renderHome();
    await shown('home.invite');
    expect(bar()?.textContent).toContain('₱180');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'More' }));
    expect(app.navigations).toContain('/m/login');
  });
  it('shows for members with the REFERRAL promotion; more opens the referral popup; closed, it stays closed', async () => {
    const app = await renderHome({ session: 'member' });
    await shown('home.invite');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(bar()).toBeNull();
    cleanup();
    await renderHome({ session: 'member' });
    await shown('home.banners');
    expect(bar(), 'closed on this device').toBeNull();
    cleanup();
    localStorage.clear();
    const again = await renderHome({ session: 'member' });
    await shown('home.invite');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'More' }));
    expect(again.store.getState().popups).toContain('referral');
    expect(app.navigations).not.toContain('/m/login');
  });
  it('is hidden for agents, for members without REFERRAL, and with the flag off', async () => {
    await renderHome({ session: 'agent' });
    await shown('home.banners');
    expect(screen.queryByTestId('home.invite')).toBeNull();
    cleanup();
    await renderHome({ session: 'member', state: { promotions: {} } });
    await shown('home.banners');
    expect(screen.queryByTestId('home.invite')).toBeNull();
  });
});

describe('manual rebate button', () => {
  it('shows only with MANPLAYREB3; guests go to /m/login, members to the rebate page', async () => {
    await renderHome();
    await shown('home.banners');
    expect(screen.queryByTestId('home.rebate')).toBeNull();
    cleanup();
    const guest = await renderHome({ state: { platformFlags: { MANPLAYREB3: true } } });
    fireEvent.click(within(await shown('home.rebate')).getByRole('button', { name: 'Manual rebate' }));
    expect(guest.navigations).toContain('/m/login');
    cleanup();
    const member = await renderHome({ session: 'member', state: { platformFlags: { MANPLAYREB3: true } } });
    fireEvent.click(within(await shown('home.rebate')).getByRole('button', { name: 'Manual rebate' }));
    expect(member.navigations).toContain('/m/member/manualRebate');
  });
});

describe('category menu', () => {
  it('lists HOME, HOT, FAV, RECENT then the vendor categories; favourites and recent need a session', async () => {
    const app = await renderHome();
    const menu = await shown('home.categories');
    const tabs = within(menu)
      .getAllByRole('tab')
      .map((t) => t.dataset.tab);
    expect(tabs.slice(0, 5)).toEqual(['HOME', 'HOT', 'FAV', 'RECENT', 'RNG']);
    expect(tabs).toContain('ESPORTS');
    expect(tabs).not.toContain('INHOUSE');
    fireEvent.click(within(menu).getByRole('tab', { name: 'Recent' }));
    expect(app.store.getState().toasts).toEqual([expect.objectContaining({ messageKey: 'in_logged_login', kind: 'info', durationMs: READING_MS.info })]);
    expect(within(menu).getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(menu).getByRole('tab', { name: 'Sports' }));
    await settle();
    fireEvent.click(within(menu).getByRole('button', { name: 'SABA Sports' }));
    await waitFor(() => expect(app.navigations).toContain('/m/login'), WAIT);
  });

  it('loads the previews one after another, 400 ms apart, and reloads them 250 ms after a language change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stamps: { at: number; vassalage: unknown; language: unknown }[] = [];
    const list = gameFixtures.gameList as FixtureFunction<'gameList'>;
    const app = await renderHome({
      fixtures: {
        gameList: (o) => {
          if (o.query?.pageSize === 9) stamps.push({ at: Date.now(), vassalage: o.query.vassalage, language: o.query.language });
          return list(o);
        },
      },
    });
    await waitFor(() => expect(stamps).toHaveLength(5), WAIT);
    // Up to 3 slot vendors, 2 fishing (one in the fixtures), 1 live; PVP is previewed with one vendor by the document.
    expect(stamps.map((s) => s.vassalage)).toEqual(['PG', 'PP', 'EVO', 'JDB', 'KY']);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i].at - stamps[i - 1].at).toBeGreaterThanOrEqual(400);
    const changedAt = Date.now();
    await act(async () => void app.store.update((s) => void (s.language = 'TY')));
    await act(async () => void app.store.update((s) => void (s.language = 'CN')));
    await waitFor(() => expect(stamps).toHaveLength(10), WAIT);
    expect(stamps[5].at - changedAt).toBeGreaterThanOrEqual(250);
    expect(stamps.slice(5).map((s) => s.language)).toEqual(['CN', 'CN', 'CN', 'CN', 'CN']);
    for (let i = 6; i < stamps.length; i++) expect(stamps[i].at - stamps[i - 1].at).toBeGreaterThanOrEqual(400);
  }, 30_000);
});
