import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { refreshPlatformSettings } from '../../../src/domain/site/platformSettings.ts';
import { SavedCopy, type SavedCopyStore } from '../../../src/renderer/savedCopies.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { RESOURCES } from '../../fixtures/home.ts';
import { statusAnswer, statusInfo } from '../../fixtures/status.ts';
import { createFixtureApi } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

// A first render loads every widget chunk; the machine is shared.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('the offline gate', () => {
  it('is set when the status cannot be read and the device says it is offline, and only then', async () => {
    const store = createStore(initialState('EN', { session: window.sessionStorage, local: window.localStorage }));
    const failing = createFixtureApi({
      systemStatus: () => new ApiError(0, 'network.offline', 'offline'),
      whitelabel: () => new ApiError(0, 'network.offline', 'offline'),
    });
    await refreshPlatformSettings(failing, store, window.localStorage);
    expect(store.getState().system).toBe('normal');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await refreshPlatformSettings(failing, store, window.localStorage);
    expect(store.getState().system).toBe('offline');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await refreshPlatformSettings(createFixtureApi({ systemStatus: statusAnswer() }), store, window.localStorage);
    expect(store.getState().system).toBe('normal');
  });

  it('shows the offline document with its retry, and gives way to the screen by itself once back online', async () => {
    const app = await renderApp({ state: { system: 'offline' }, fixtures: { ...matrixFixtures, systemStatus: statusAnswer() } });
    expect(app.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('offline');
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await act(async () => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(app.store.getState().system).toBe('normal');
    expect(app.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('home');
  });
});

describe('lists a guest has seen, offline', () => {
  it('shows a saved copy marked as such, with the retry', async () => {
    const copies: SavedCopyStore = {
      read: async (key) =>
        key.includes('helpCenter') ? new SavedCopy([{ title: 'Saved terms', content: '<p>t</p>' }], Date.UTC(2026, 0, 15, 9, 5)) : undefined,
      write: async () => undefined,
    };
    await renderApp({ path: '/m/help', savedCopies: copies, fixtures: { ...matrixFixtures, helpCenter: () => new ApiError(0, 'network.offline', 'offline') } });
    await settle();
    const note = screen.getByTestId('saved-copy');
    expect(note.textContent).toMatch(/^Saved copy from \d\d:05, shown while the network is out/);
    expect(screen.getAllByText('Saved terms').length).toBeGreaterThan(0);
    expect(note.querySelector('.retry-box')).toBeTruthy();
  });

  it("never reads or keeps a member's lists", async () => {
    const read = vi.fn(async () => undefined);
    const write = vi.fn(async () => undefined);
    await renderApp({ path: '/m/help', session: 'member', savedCopies: { read, write }, fixtures: matrixFixtures });
    await settle();
    expect(read).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });
});

describe('the download bar and the install offer', () => {
  // One bar at a time, the invitation bar first: these players closed it, and the app bar has its turn.
  beforeEach(() => window.localStorage.setItem('closedBars', JSON.stringify(['home.invite'])));
  const info = (extra: Parameters<typeof statusInfo>[0]) => statusInfo({ resources: RESOURCES, ...extra });

  it("shows the APP_DOWNLOAD promotion's bonus from the platform's data", async () => {
    await renderApp({ state: { promotions: { APP_DOWNLOAD: true }, statusInfo: info({ promotionBonus: { APP_DOWNLOAD: 25 } }) }, fixtures: matrixFixtures });
    expect((await screen.findByRole('complementary', { name: 'Get the app' })).textContent).toContain('Download the app and get ₱25');
  });

  it('the app page promises the same bonus as the bar, and none while the promotion is off', async () => {
    await renderApp({
      path: '/m/app',
      state: { promotions: { APP_DOWNLOAD: true }, statusInfo: info({ promotionBonus: { APP_DOWNLOAD: 25 } }) },
      fixtures: matrixFixtures,
    });
    expect((await screen.findByTestId('app-bonus')).textContent).toBe('Download the app and get ₱25');
    cleanup();
    await renderApp({
      path: '/m/app',
      state: { promotions: { APP_DOWNLOAD: false }, statusInfo: info({ promotionBonus: { APP_DOWNLOAD: 25 } }) },
      fixtures: matrixFixtures,
    });
    await screen.findByTestId('app-downloads');
    expect(screen.queryByTestId('app-bonus')).toBeNull();
  });

  it('shows no amount while the promotion is off or carries none', async () => {
    await renderApp({ state: { promotions: { APP_DOWNLOAD: false }, statusInfo: info({ promotionBonus: { APP_DOWNLOAD: 25 } }) }, fixtures: matrixFixtures });
    expect((await screen.findByRole('complementary', { name: 'Get the app' })).textContent).toContain('Play anytime, anywhere');
    cleanup();
    await renderApp({ state: { promotions: { APP_DOWNLOAD: true }, statusInfo: info({}) }, fixtures: matrixFixtures });
    expect((await screen.findByRole('complementary', { name: 'Get the app' })).textContent).toContain('Play anytime, anywhere');
  });

  it("offers the browser's install on the bar and in the app-download popup", async () => {
    const installApp = vi.fn(async () => 'accepted' as const);
    const app = await renderApp({ state: { statusInfo: info({}), pwa: { installable: true, updateReady: false } }, fixtures: matrixFixtures, installApp });
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await settle();
    expect(installApp).toHaveBeenCalledTimes(1);
    await act(async () => void app.store.update((s) => void (s.popups = ['appDownload'])));
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    await settle();
    expect(installApp).toHaveBeenCalledTimes(2);
  });

  it('keeps the download link where the browser offers no install', async () => {
    await renderApp({ state: { statusInfo: info({}) }, fixtures: matrixFixtures });
    const bar = screen.getByRole('complementary', { name: 'Get the app' });
    expect(within(bar).queryByRole('button', { name: 'Install' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});

describe('the update notice', () => {
  it('says a new version is ready, with a reload, only once one waits', async () => {
    const app = await renderApp({ fixtures: matrixFixtures });
    expect(screen.queryByText('A new version is ready.')).toBeNull();
    await act(async () => void app.store.update((s) => void (s.pwa.updateReady = true)));
    expect(screen.getByText('A new version is ready.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
