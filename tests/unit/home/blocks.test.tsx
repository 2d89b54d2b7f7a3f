import type { Announcement } from '../../../src/generated/api/shapes/announcement.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../fixtures/games.ts';
import { HOME_BANNERS, HOT_BANNER, WINNERS } from '../../fixtures/home.ts';
import { advance, renderHome, shown, WAIT } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const bannerAnswer = (banners: Announcement[]): Fixtures => ({
  announcements: ({ query = {} }) =>
    String(query.types).includes('B') ? { banners: [...banners, HOT_BANNER].filter((b) => b.groupName === query.groupName) } : { player: [] },
});

describe('banner carousel', () => {
  it('loops with a pause button only with more than one banner, and a tap runs the banner action', async () => {
    const app = await renderHome();
    const carousel = (await shown('home.banners')).querySelector('section')!;
    expect(carousel.dataset.loop).toBe('true');
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(HOME_BANNERS.map((b) => b.title));
    const pause = within(carousel).getByRole('button', { name: 'Pause' });
    fireEvent.click(pause);
    expect(carousel.dataset.running).toBe('false');
    expect(within(carousel).getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'JILI week' }));
    expect(app.navigations).toContain('/m/jili');
  });

  it('takes over the banner fetch boot started beside the status call: one request, same banners', async () => {
    const app = await renderHome({ prefetch: true });
    const carousel = (await shown('home.banners')).querySelector('section')!;
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(HOME_BANNERS.map((b) => b.title));
    const homeBannerCalls = app.calls.filter((c) => c.name === 'announcements' && c.query?.groupName === 'm_home');
    expect(homeBannerCalls).toHaveLength(1);
  });

  it('draws prefetched banners that have answered in the first render: no empty banner box first', async () => {
    // Whether the empty (loading) banner box was on the page after any change to it.
    const watchEmptyBox = () => {
      const seen = { box: false };
      const observer = new MutationObserver(() => void (document.querySelector('.banner-carousel-empty') && (seen.box = true)));
      observer.observe(document.body, { childList: true, subtree: true });
      return { seen, stop: () => observer.disconnect() };
    };
    const prefetched = watchEmptyBox();
    await renderHome({ prefetch: true });
    await shown('home.banners');
    prefetched.stop();
    expect(prefetched.seen.box).toBe(false);
    // Without the prefetch the banners answer after the first render, which draws the empty box meanwhile.
    cleanup();
    const fetched = watchEmptyBox();
    await renderHome();
    await shown('home.banners');
    fetched.stop();
    expect(fetched.seen.box).toBe(true);
  });

  it('neither loops nor shows a pause button with one banner', async () => {
    await renderHome({ fixtures: bannerAnswer([HOME_BANNERS[0]]) });
    const carousel = (await shown('home.banners')).querySelector('section')!;
    expect(carousel.dataset.loop).toBe('false');
    expect(within(carousel).queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('stops while focused or hovered', async () => {
    await renderHome();
    const carousel = (await shown('home.banners')).querySelector('section')!;
    fireEvent.mouseEnter(carousel);
    expect(carousel.dataset.running).toBe('false');
    fireEvent.mouseLeave(carousel);
    expect(carousel.dataset.running).toBe('true');
    fireEvent.focus(within(carousel).getByRole('button', { name: 'Welcome bonus' }));
    expect(carousel.dataset.running).toBe('false');
  });
});

describe('notice marquee', () => {
  it('scrolls at 30 px a second (30 fps of 1 px) as a compositor animation until paused; a tap opens /m/notice; the HTML shows as text', async () => {
    // happy-dom lays nothing out: give the text and its viewport widths to scroll through.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const animation = { play: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
    const animate = vi.spyOn(HTMLElement.prototype, 'animate').mockReturnValue(animation as unknown as Animation);
    // A browser's ResizeObserver reports each element's starting size after layout (happy-dom's never reports).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          queueMicrotask(() => this.report());
        }
        disconnect() {}
      },
    );
    const app = await renderHome();
    const marquee = (await shown('home.notices')).firstElementChild as HTMLElement;
    await waitFor(() => expect(marquee.textContent).toContain('Welcome to'), WAIT);
    expect(marquee.querySelector('.notice-marquee-text')!.innerHTML).not.toMatch(/<script|onerror|<img|<p>/);
    await waitFor(() => expect(animate).toHaveBeenCalled(), WAIT);
    const [keyframes, options] = animate.mock.calls.at(-1)! as [Keyframe[], KeyframeAnimationOptions];
    expect(animate.mock.contexts.at(-1)).toBe(marquee.querySelector('.notice-marquee-text'));
    // From the right edge until it has left on the left, 2300 px at 30 px/s, first pass starting at the left edge.
    expect(keyframes).toEqual([{ transform: 'translateX(300px)' }, { transform: 'translateX(-2000px)' }]);
    expect(options).toMatchObject({ duration: (2300 / 30) * 1000, delay: -10_000, iterations: Infinity, easing: 'linear' });
    fireEvent.click(within(marquee).getByRole('button', { name: 'Pause' }));
    expect(animation.pause).toHaveBeenCalled();
    expect(marquee.dataset.running).toBe('false');
    fireEvent.click(within(marquee).getByRole('button', { name: 'Play' }));
    expect(animation.play).toHaveBeenCalled();
    fireEvent.click(within(marquee).getByRole('button', { name: 'Announcements' }));
    expect(app.navigations).toContain('/m/notice');
  });
});

describe('winners board', () => {
  it('lists entries highest win first with the currency symbol and launches the game for members', async () => {
    // A fixed clock holds the board still: it scrolls every 1500 ms, and a scrolled-off row is hidden from the reader.
    const app = await renderHome({ session: 'member', clock: { now: () => 0 }, fixtures: { launchGame: { content: { game_url: '/demo-game/x' } } } });
    const board = await shown('home.winners');
    const amounts = [...board.querySelectorAll('.winner-amount')].slice(0, WINNERS.length).map((e) => e.textContent);
    expect(amounts).toEqual(['₱98,000.00', '₱45,000.00', '₱5,400.25', '₱120.50', '₱12.00']);
    fireEvent.click(within(board).getAllByRole('button', { name: /^Play: Huge/ })[0]);
    await waitFor(() => expect(app.navigations).toContain('/m/game'), WAIT);
    expect(app.calls.find((c) => c.name === 'launchGame')?.query).toMatchObject({ nodeId: fixtureCatalogue[1].nodeId });
  });

  it('scrolls only above 3 entries, every 1500 ms, and can be paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderHome();
    const board = (await shown('home.winners')).querySelector('section')!;
    const list = board.querySelector<HTMLElement>('.winners-list')!;
    expect(board.dataset.scrolling).toBe('true');
    await advance(1500);
    expect(list.style.transform).toBe('translateY(-56px)');
    fireEvent.click(within(board).getByRole('button', { name: 'Pause' }));
    await advance(3000);
    expect(list.style.transform).toBe('translateY(-56px)');
  });

  it('stands still with 3 entries or fewer', async () => {
    await renderHome({ fixtures: { rankList: { list: WINNERS.slice(0, 3) } } });
    const board = (await shown('home.winners')).querySelector('section')!;
    expect(board.dataset.scrolling).toBe('false');
    expect(within(board).queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});

describe('hot games block and help list', () => {
  it("continues where the home's hot row ends, 9 at a time, so no hot game is listed twice", async () => {
    const hot = Array.from({ length: 29 }, (_, i) => ({ ...fixtureCatalogue[i % fixtureCatalogue.length], nodeId: `h${i}`, gameName: `Hot ${i}` }));
    await renderHome({ fixtures: { hotGames: { list: hot } } });
    const block = (await shown('home.hotGames')).querySelector('section')!;
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('More hot games');
    const names = () => [...block.querySelectorAll('.hot-games-grid .game-tile')].map((t) => t.textContent);
    // The hot row above shows Hot 0..8: the block starts at Hot 9.
    expect(names()).toHaveLength(9);
    expect(names()[0]).toContain('Hot 9');
    expect(block.dataset.totalPages).toBe('3');
    fireEvent.click(within(block).getByRole('button', { name: 'More games' }));
    expect(names()).toHaveLength(18);
    fireEvent.click(within(block).getByRole('button', { name: 'More games' }));
    expect(names()).toHaveLength(20);
    expect(names().at(-1)).toContain('Hot 28');
    expect(within(block).queryByRole('button', { name: 'More games' })).toBeNull();
    const row = screen.getByTestId('home.hotRow');
    for (const name of names()) expect(row.textContent).not.toContain(name);
  });

  it('is hidden when the hot row above shows every hot game', async () => {
    const hot = Array.from({ length: 9 }, (_, i) => ({ ...fixtureCatalogue[i % fixtureCatalogue.length], nodeId: `h${i}`, gameName: `Hot ${i}` }));
    await renderHome({ fixtures: { hotGames: { list: hot } } });
    await shown('home.winners');
    expect(screen.getByTestId('home.hotGames').querySelector('section')).toBeNull();
  });

  it('is hidden without hot games', async () => {
    await renderHome({ fixtures: { hotGames: { list: [] } } });
    await shown('home.winners');
    expect(screen.getByTestId('home.hotGames').querySelector('section')).toBeNull();
  });

  it('opens the help centre on the tapped entry', async () => {
    const app = await renderHome();
    const help = await shown('home.help');
    fireEvent.click(within(help).getByRole('button', { name: 'Terms' }));
    expect(app.navigations).toContain('/m/help?i=1');
    await act(async () => undefined);
  });
});
