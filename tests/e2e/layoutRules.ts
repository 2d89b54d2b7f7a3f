import type { Page } from '@playwright/test';

/** A top bar title that is cut: what shows, and whether at least its first 12 characters (or all of it) do. */
export interface TitleReading {
  text: string;
  readable: boolean;
  shownPx: number;
  neededPx: number;
}

/**
 * Measured in the page, independently of the app's own probe: the width of the title's first 12 characters plus
 * an ellipsis, in the title's computed font, against the width the title box really has.
 */
export async function readTitle(page: Page): Promise<TitleReading | null> {
  // The bar settles once its actions (a balance arriving) have their size.
  await page.waitForTimeout(600);
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-testid="topbar-title"], [data-testid="backbar-title"]');
    if (!el?.textContent) return null;
    const text = el.textContent;
    if (el.scrollWidth <= el.clientWidth) return { text, readable: true, shownPx: el.clientWidth, neededPx: el.scrollWidth };
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return null;
    const style = getComputedStyle(el);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = canvas.measureText(text.length > 12 ? `${text.slice(0, 12)}…` : text).width;
    return { text, readable: el.clientWidth >= needed, shownPx: el.clientWidth, neededPx: Math.ceil(needed) };
  });
}
