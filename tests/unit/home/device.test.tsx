import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';
import { advance, renderHome, settle, shown } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const bar = () => screen.getByTestId('home.downloadBar').querySelector('aside');

describe('app-download bar', () => {
  // One bar at a time, the invitation bar first: a player who closed it gets the app bar.
  beforeEach(() => localStorage.setItem('closedBars', JSON.stringify(['home.invite'])));

  it('offers the Android link on Android and stays dismissed (hideDownloadBar)', async () => {
    const app = await renderHome({ device: { os: 'android' } });
    await shown('home.downloadBar');
    expect(bar()?.dataset.linkType).toBe('Android');
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Close' }));
    expect(bar()).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    localStorage.setItem('closedBars', JSON.stringify(['home.invite']));
    cleanup();
    await renderHome({ device: { os: 'android' } });
    await shown('home.footer');
    expect(bar()).toBeNull();
    expect(app.navigations).toEqual([]);
  });

  it('opens the app-download popup', async () => {
    const app = await renderHome({ device: { os: 'other' } });
    await shown('home.downloadBar');
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Download' }));
    expect(app.store.getState().popups).toContain('appDownload');
  });

  it('is hidden in the native app, in a PWA and in a web clip without an iOS link', async () => {
    for (const device of [{ inApp: true }, { standalone: true }]) {
      await renderHome({ device });
      await shown('home.footer');
      expect(bar()).toBeNull();
      cleanup();
    }
    await renderHome({ device: { os: 'ios', iosVersion: 17, webClip: true } });
    await shown('home.footer');
    expect(bar()?.dataset.linkType).toBe('IOS');
  });
});

describe('counters', () => {
  it('start inside the spec ranges and grow on their timers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderHome();
    const value = (id: string) => Number(screen.getByTestId(id).querySelector<HTMLElement>('.counter-value')!.dataset.value);
    await shown('home.counters.users');
    const users = value('home.counters.users');
    const winnings = value('home.counters.winnings');
    expect(users).toBeGreaterThanOrEqual(1e8);
    expect(users).toBeLessThanOrEqual(3e8);
    expect(winnings).toBeGreaterThanOrEqual(1e6);
    expect(winnings).toBeLessThanOrEqual(1.2e6);
    // Users grow every 3-5 s, winnings every 1-8 s.
    await advance(8100);
    expect(value('home.counters.users')).toBeGreaterThan(users);
    expect(value('home.counters.winnings')).toBeGreaterThan(winnings);
  });
});

describe('counter seed', () => {
  it('draws the same figures from the same clock', async () => {
    const { seededRandom } = await import('../../../src/core/seededRandom.ts');
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('brand documents', () => {
  it('the invite flag off hides the bar', async () => {
    const bundle = structuredClone(buildBundle(SCREENS_DIR, 'lucky'));
    bundle.brand.settings.inviteBar = false;
    await renderHome({ bundle });
    await shown('home.banners');
    expect(screen.queryByTestId('home.invite')).toBeNull();
  });

  it('royal differs from lucky in block order and in which blocks show', async () => {
    const order = (brand: string) =>
      buildBundle(SCREENS_DIR, brand)
        .screens.find((s) => s.id === 'home')!
        .body.map((n) => n.id);
    const lucky = order('lucky');
    const royal = order('royal');
    expect(lucky.slice(0, 3)).toEqual(['home.invite', 'home.banners', 'home.notices']);
    expect(royal.slice(0, 3)).toEqual(['home.banners', 'home.notices', 'home.invite']);
    expect(lucky).toContain('home.counters');
    expect(royal).not.toContain('home.counters');
    await renderHome({ brand: 'royal' });
    await settle();
    const menu = await shown('home.categories');
    expect(
      within(menu)
        .getAllByRole('tab')
        .slice(0, 4)
        .map((t) => t.dataset.tab),
    ).toEqual(['HOME', 'HOT', 'FAV', 'RECENT']);
    expect(screen.queryByTestId('home.hotGames')).toBeNull();
  });
});
