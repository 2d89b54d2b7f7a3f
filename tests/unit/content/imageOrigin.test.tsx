/**
 * Platform images (`/media/...`) come from the session's image CDN when the platform names one the page's CSP
 * allows, one chosen at random and kept for the session; else from this host. Other URLs are left as they are.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseImageOrigin } from '../../../src/core/imageOrigin.ts';
import { imageSources, platformImageUrl, SIZES_CONTENT } from '../../../src/domain/content/imageSources.ts';
import { refreshPlatformSettings } from '../../../src/domain/site/platformSettings.ts';
import type { AppState } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { GameTile } from '../../../src/widgets/shared/game/GameTile.tsx';
import { statusAnswer } from '../../fixtures/status.ts';
import { fixtureCatalogue } from '../../fixtures/games.ts';
import { createFixtureApi } from '../../support/fixtureApi.ts';

const A = 'https://img1.example.net';
const B = 'https://img2.example.net';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  document.head.querySelector('meta[name="image-cdns"]')?.remove();
});

/** The page as the server writes it for a merchant with these CDNs (its CSP allows them). */
function pageAllows(...origins: string[]): void {
  const meta = document.createElement('meta');
  meta.name = 'image-cdns';
  meta.content = origins.join(' ');
  document.head.append(meta);
}

describe('chooseImageOrigin', () => {
  it('picks at random among the CDNs both the platform and the page name, and keeps the pick while it is offered', () => {
    expect(chooseImageOrigin([A, B], [A, B], null, () => 0)).toBe(A);
    expect(chooseImageOrigin([A, B], [A, B], null, () => 0.99)).toBe(B);
    expect(chooseImageOrigin([A, B], [A, B], B, () => 0)).toBe(B);
    // The kept one is no longer offered (or no longer allowed): a new pick.
    expect(chooseImageOrigin([A], [A, B], B, () => 0.99)).toBe(A);
    expect(chooseImageOrigin([A, B], [A], B, () => 0.99)).toBe(A);
  });

  it('is null (this host) without a CDN, or when the page does not allow the ones offered', () => {
    expect(chooseImageOrigin([], [A], null, () => 0)).toBeNull();
    expect(chooseImageOrigin([A, B], [], A, () => 0)).toBeNull();
    expect(chooseImageOrigin([B], [A], null, () => 0)).toBeNull();
  });
});

describe('platform image URLs', () => {
  it("read the platform's media paths from the origin, and leave every other URL alone", () => {
    expect(platformImageUrl('/media/games/12.png', A)).toBe(`${A}/media/games/12.png`);
    expect(platformImageUrl('/media/games/12.png', null)).toBe('/media/games/12.png');
    expect(platformImageUrl('https://other.example.com/x.png', A)).toBe('https://other.example.com/x.png');
    expect(platformImageUrl('data:image/png;base64,AAAA', A)).toBe('data:image/png;base64,AAAA');
    expect(platformImageUrl('/assets/logo.svg', A)).toBe('/assets/logo.svg');
    expect(platformImageUrl(undefined, A)).toBeUndefined();
  });

  it('a sized image asks the CDN for each width of its srcset', () => {
    expect(imageSources('/media/promo/3.png', [360, 750], SIZES_CONTENT, A)).toEqual({
      srcSet: `${A}/media/promo/3.png?w=360 360w, ${A}/media/promo/3.png?w=750 750w`,
      sizes: SIZES_CONTENT,
      src: `${A}/media/promo/3.png?w=750`,
    });
  });

  it("a game tile's image comes from the origin it is given", () => {
    const game = fixtureCatalogue[0];
    const view = render(
      <ul>
        <GameTile game={game} onPlay={vi.fn()} imageOrigin={B} />
      </ul>,
    );
    const img = view.container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(new RegExp(`^${B}/media/`));
    for (const candidate of img.getAttribute('srcset')!.split(', ')) expect(candidate.startsWith(`${B}/media/`)).toBe(true);
  });
});

describe('the session image origin from the system status', () => {
  const storeOf = () => createStore<AppState>(initialState('EN', { session: sessionStorage, local: localStorage }));
  const api = (imageCDNs: string[]) => createFixtureApi({ systemStatus: statusAnswer({ info: { imageCDNs } }) });

  it('is chosen once per session and kept by later status reads and later pages of the session', async () => {
    pageAllows(A, B);
    const store = storeOf();
    await refreshPlatformSettings(api([A, B]), store, localStorage, sessionStorage);
    const first = store.getState().imageOrigin;
    expect([A, B]).toContain(first);
    expect(JSON.parse(sessionStorage.getItem('imageCDN')!)).toBe(first);
    for (let i = 0; i < 10; i++) {
      await refreshPlatformSettings(api([A, B]), store, localStorage, sessionStorage);
      expect(store.getState().imageOrigin).toBe(first);
    }
    // A new page of the same session (a fresh store) reads the same CDN.
    const next = storeOf();
    await refreshPlatformSettings(api([A, B]), next, localStorage, sessionStorage);
    expect(next.getState().imageOrigin).toBe(first);
  });

  it('is this host when the merchant has no CDN, or names one the page (its CSP) does not allow', async () => {
    pageAllows(A);
    const store = storeOf();
    await refreshPlatformSettings(api([]), store, localStorage, sessionStorage);
    expect(store.getState().imageOrigin).toBeNull();
    await refreshPlatformSettings(api([B]), store, localStorage, sessionStorage);
    expect(store.getState().imageOrigin).toBeNull();
    await refreshPlatformSettings(api([B, A]), store, localStorage, sessionStorage);
    expect(store.getState().imageOrigin).toBe(A);
    // The CDN is withdrawn: back to this host.
    await refreshPlatformSettings(api([]), store, localStorage, sessionStorage);
    expect(store.getState().imageOrigin).toBeNull();
  });
});
