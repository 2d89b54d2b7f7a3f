import type { Page } from '@playwright/test';
import { DEFER_WAIT_MS } from '../../src/renderer/DeferredNode.tsx';
import { settle } from './settle.ts';

/**
 * Makes a settled page ready for a whole-page picture: a block below the fold marked `"defer": true` draws only
 * a placeholder until it nears the viewport (src/renderer/DeferredNode.tsx), so each placeholder is scrolled to
 * in turn, top to bottom, the page settling after each, until none is left; then back to the top, settled again.
 * The same steps every run, so the picture stays deterministic; bounded, so an endless list cannot hold it up.
 */
const MAX_ROUNDS = 20;

export async function revealWholePage(page: Page): Promise<void> {
  let left = Number.POSITIVE_INFINITY;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const count = await page.evaluate(() => {
      const placeholders = document.querySelectorAll('.node-deferred');
      placeholders[0]?.scrollIntoView({ block: 'center' });
      return placeholders.length;
    });
    if (count === 0) break;
    // No progress: a placeholder in view of a page that cannot scroll waits out DEFER_WAIT_MS before it draws.
    if (count >= left) await new Promise((r) => setTimeout(r, DEFER_WAIT_MS));
    left = count;
    await settle(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}
