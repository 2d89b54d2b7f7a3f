/**
 * The home's vendor previews answer one after another after the page has loaded; each answer draws its own
 * category's carousel, not every category's (a render of all of them was a blocking task per answer).
 */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderHome, WAIT } from './helpers.ts';

const renders = new Map<string, number>();

vi.mock('../../../src/widgets/shared/home/GameCarousel.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/widgets/shared/home/GameCarousel.tsx')>();
  return {
    ...real,
    GameCarousel(props: Parameters<typeof real.GameCarousel>[0]) {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return real.GameCarousel(props);
    },
  };
});

afterEach(() => {
  cleanup();
  renders.clear();
});

/** The carousels of the vendor categories whose previews have answered (their tiles are drawn). */
const filled = () => [...document.querySelectorAll('section.home-block[data-category]')].filter((s) => s.querySelector('.game-carousel .game-tile-play'));

describe('vendor previews', () => {
  it("draws each category's carousel when its own previews answer, not on every other category's answer", async () => {
    const app = await renderHome({ session: 'guest' });
    const categories = () => document.querySelectorAll('section.home-block[data-category] .game-carousel').length;
    await waitFor(() => expect(categories()).toBeGreaterThan(2), WAIT);
    await waitFor(() => expect(filled().length).toBe(categories()), { timeout: 15_000 });
    const blocks = [...document.querySelectorAll<HTMLElement>('section.home-block[data-category]')].filter((s) => s.querySelector('.game-carousel'));
    const previews = callsTo(app.calls, 'gameList');
    expect(previews.length).toBeGreaterThan(blocks.length);
    for (const block of blocks) {
      const own = previews.filter((c) => c.query?.gameType === block.dataset.category).length;
      // Its first draw (placeholders), one per answer of its own, and one to spare; before, every answer of every
      // category drew it again (17 draws for 7 previews).
      const draws = renders.get(block.getAttribute('aria-label') ?? '') ?? 0;
      expect(draws, `${block.dataset.category}: ${draws} draws for ${own} previews of its own`).toBeLessThanOrEqual(own + 2);
    }
  }, 30_000);
});
