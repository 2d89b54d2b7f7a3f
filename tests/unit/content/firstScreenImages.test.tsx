/**
 * Images of a screen's first step load at once (the likely LCP first, with fetchpriority=high), at the width they
 * are drawn (srcset of the media route's ?w=); images anywhere else stay lazy. Lighthouse found a lazy banner and a
 * lazy tile as the LCP elements of the login and the lobby.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSources, SIZES_CONTENT, WIDE_WIDTHS } from '../../../src/domain/content/imageSources.ts';
import type { CSSProperties } from 'react';
import type { Game } from '../../../src/domain/games/gameRef.ts';
import { GameTile, type GameTileProps } from '../../../src/widgets/shared/game/GameTile.tsx';
import { gridGeometry } from '../../../src/widgets/gameLobby/useVirtualRows.ts';
import { VirtualGrid } from '../../../src/widgets/gameLobby/VirtualGrid.tsx';
import { fixtureCatalogue } from '../../fixtures/games.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { renderLobby, settle } from '../lobby/helpers.ts';
import { loaded, openLeftMenu, shellFixtures } from '../shell/helpers.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const loading = (img: Element) => ({ loading: img.getAttribute('loading'), fetchpriority: img.getAttribute('fetchpriority') });
const banner = (id: number, groupName: string) => ({
  id,
  title: `Banner ${id}`,
  groupName,
  link: '',
  announcementImages: [{ url: `/media/banners/${id}.png`, sequence: 1 }],
});

describe('image sources', () => {
  it('asks the media route for the widths drawn, and leaves other hosts alone', () => {
    expect(imageSources('/media/promo/12.png', WIDE_WIDTHS, SIZES_CONTENT, null)).toEqual({
      srcSet: '/media/promo/12.png?w=360 360w, /media/promo/12.png?w=480 480w, /media/promo/12.png?w=640 640w, /media/promo/12.png?w=750 750w',
      sizes: SIZES_CONTENT,
      src: '/media/promo/12.png?w=750',
    });
    expect(imageSources('https://cdn.example.com/b.png?imgSize=rx2', WIDE_WIDTHS, SIZES_CONTENT, null)).toEqual({
      src: 'https://cdn.example.com/b.png?imgSize=rx2',
    });
    expect(imageSources(undefined, WIDE_WIDTHS, SIZES_CONTENT, null)).toEqual({ src: undefined });
  });

  it('a tile is lazy unless its grid says it is on the first screen', () => {
    const game = fixtureCatalogue[0];
    const view = render(
      <ul>
        <GameTile game={game} onPlay={vi.fn()} imageOrigin={null} />
        <GameTile game={fixtureCatalogue[1]} onPlay={vi.fn()} imageOrigin={null} priority="high" drawnWidth={115} />
      </ul>,
    );
    const [lazy, high] = [...view.container.querySelectorAll('img')];
    expect(loading(lazy)).toEqual({ loading: 'lazy', fetchpriority: null });
    expect(loading(high)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(high.getAttribute('sizes')).toBe('115px');
    expect(high.getAttribute('srcset')).toContain('?w=120 120w');
    // The box is reserved before the image arrives.
    expect([high.getAttribute('width'), high.getAttribute('height')]).toEqual(['200', '200']);
  });
});

describe('first screen', () => {
  it('the login banner loads at once with high priority; one, the box the page reserved for it', async () => {
    const fixtures = { ...shellFixtures, announcements: { banners: [banner(1, 'm_login'), banner(2, 'm_login')] } };
    const app = await renderApp({ path: '/m/login', fixtures });
    await settle();
    const list = await loaded(app.getByTestId('login.banners'));
    const images = [...list.querySelectorAll('img')];
    // limit 1 (login.json): a second banner would push the form down by another box.
    expect(images).toHaveLength(1);
    const [first] = images;
    expect(loading(first)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(first.getAttribute('srcset')).toContain('/media/banners/1.png?w=360 360w');
    // The document gives the group's drawn size: the box has the image's ratio before it loads.
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['750', '300']);
  });

  it("the login's banner box stands at its final size while the banners load, so the form below never moves", async () => {
    let answer: (v: { banners: ReturnType<typeof banner>[] }) => void = () => {};
    const late = new Promise<{ banners: ReturnType<typeof banner>[] }>((resolve) => {
      answer = resolve;
    });
    const app = await renderApp({ path: '/m/login', fixtures: { ...shellFixtures, announcements: () => late } });
    await settle();
    const slot = await vi.waitFor(() => {
      const box = app.getByTestId('login.banners').querySelector<HTMLElement>('.banner-list-slot');
      if (!box) throw new Error('no reserved box yet');
      return box;
    });
    expect(slot.style.aspectRatio).toBe('750 / 300');
    expect(app.getByTestId('login.banners').querySelectorAll('.banner-list-slot')).toHaveLength(1);
    answer({ banners: [banner(1, 'm_login')] });
    const list = app.getByTestId('login.banners');
    const img = await vi.waitFor(() => {
      const found = list.querySelector('img');
      if (!found) throw new Error('no banner yet');
      return found;
    });
    expect(list.querySelector('.banner-list-slot')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
  });

  it('a banner list outside a screen (the left menu) stays lazy', async () => {
    await renderApp({ path: '/m/home', fixtures: shellFixtures });
    const panel = await openLeftMenu();
    expect(loading(panel.querySelector('img')!)).toEqual({ loading: 'lazy', fetchpriority: null });
  });

  it("the lobby's first tile loads first", async () => {
    await renderLobby('/m/slot-games');
    await settle();
    expect(loading(document.querySelector('.game-grid img')!)).toEqual({ loading: 'eager', fetchpriority: 'high' });
  });

  it('a grid at the top of a screen: first row first, the rest of a screen at once, rows further down lazily', () => {
    const games = Array.from({ length: 60 }, (_, i) => ({ ...fixtureCatalogue[i % fixtureCatalogue.length], nodeId: String(i) }));
    const tile = (g: Game, style: CSSProperties, loadImage: boolean, placeholder: boolean, priority: GameTileProps['priority'], drawnWidth: number) => (
      <GameTile
        key={g.nodeId}
        game={g}
        style={style}
        loadImage={loadImage}
        placeholder={placeholder}
        priority={priority}
        imageOrigin={null}
        drawnWidth={drawnWidth}
        onPlay={vi.fn()}
      />
    );
    const grid = (firstScreen: boolean) =>
      render(<VirtualGrid id="g" label="Games" games={games} hasMore={false} onNearEnd={vi.fn()} firstScreen={firstScreen} renderTile={tile} />);
    const top = [...grid(true).container.querySelectorAll('img')];
    // A 390 px phone draws 3 columns; a screen's height of rows loads at once, the overscan below it lazily.
    const eager = 3 * Math.ceil(window.innerHeight / gridGeometry(0).rowHeight);
    expect(top.length).toBeGreaterThan(eager);
    expect(top.slice(0, 3).map(loading)).toEqual(Array(3).fill({ loading: 'eager', fetchpriority: 'high' }));
    expect(top.slice(3, eager).every((img) => loading(img).loading === 'eager' && loading(img).fetchpriority === 'auto')).toBe(true);
    expect(top.slice(eager).every((img) => loading(img).loading === 'lazy')).toBe(true);
    expect(top[0].getAttribute('sizes')).toBe(`${gridGeometry(0).tileWidth}px`);
    cleanup();
    expect([...grid(false).container.querySelectorAll('img')].every((img) => loading(img).loading === 'lazy')).toBe(true);
  });
});
