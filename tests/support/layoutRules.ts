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
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-testid="topbar-title"], [data-testid="backbar-title"]');
    // A title the screen lets fold (the home's) is for screen readers only once the bar needed its room.
    if (!el?.textContent || el.classList.contains('visually-hidden')) return null;
    const text = el.textContent;
    if (el.scrollWidth <= el.clientWidth) return { text, readable: true, shownPx: el.clientWidth, neededPx: el.scrollWidth };
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return null;
    const style = getComputedStyle(el);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = canvas.measureText(text.length > 12 ? `${text.slice(0, 12)}…` : text).width;
    // Both fractional; a quarter pixel covers the canvas and layout rounding text differently.
    const shown = el.getBoundingClientRect().width;
    const round = (n: number) => Math.round(n * 10) / 10;
    return { text, readable: shown + 0.25 >= needed, shownPx: round(shown), neededPx: round(needed) };
  });
}

/**
 * The title once the bar has settled: read on successive painted frames until two readings agree (the bar refits
 * when its actions, a balance arriving, take their size), at most `maxMs`. Waits only as long as the bar moves.
 */
export async function readSettledTitle(page: Page, maxMs = 3_000): Promise<TitleReading | null> {
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const until = Date.now() + maxMs;
  let last = await readTitle(page);
  for (;;) {
    await frames();
    const next = await readTitle(page);
    if (JSON.stringify(next) === JSON.stringify(last) || Date.now() > until) return next;
    last = next;
  }
}

/** Space every text keeps from the screen's left and right edges, in CSS px. */
const EDGE_MARGIN_PX = 4;

/**
 * Texts that touch the screen's left or right edge (closer than EDGE_MARGIN_PX), as "text (left-right)".
 * Text a scroller or marquee clips at the edge is exempt (it slides in from the edge by design): only text drawn
 * whole inside every clipping box is held to the margin. Hidden text, and text only for screen readers, is skipped.
 */
export async function textAtEdges(page: Page): Promise<string[]> {
  return page.evaluate((margin) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"], .btn-label-hidden, .sr-only, .topbar-title-probe')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let clipped = false;
      for (let el: HTMLElement | null = parent; el && el !== document.body; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (s.overflowX === 'visible' && s.clip === 'auto' && s.clipPath === 'none') continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) {
          clipped = true;
          break;
        }
        if (box.left < r.left - 0.5 || box.right > r.right + 0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.left < margin || box.right > width - margin) {
        found.push(`"${text.slice(0, 40)}" (${Math.round(box.left)}-${Math.round(box.right)} of ${width})`);
      }
    }
    return found;
  }, EDGE_MARGIN_PX);
}

/**
 * Buttons of the design system (.btn) that do not look like their kind: each is compared with a fresh button of
 * the same classes drawn straight in the page, on the properties that make a kind's look (colours, border, radius,
 * type, label alignment, height). A widget's stylesheet restyling its buttons shows up here.
 */
export async function buttonsOffLook(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const LOOK = [
      'backgroundColor',
      'color',
      'borderTopColor',
      'borderTopWidth',
      'borderTopLeftRadius',
      'fontSize',
      'fontWeight',
      'fontFamily',
      'justifyContent',
      'textAlign',
      'minHeight',
    ] as const;
    const found: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('.btn'))) {
      if (button.getClientRects().length === 0 || (button as HTMLButtonElement).disabled) continue;
      const kind = Array.from(button.classList)
        .filter((c) => c.startsWith('btn'))
        .sort();
      const twin = document.createElement(button.tagName === 'A' ? 'a' : 'button');
      twin.className = kind.join(' ');
      twin.textContent = 'x';
      // Outside any widget's box, so no widget stylesheet reaches the twin; inside the page for the inherited font.
      (document.getElementById('main') ?? document.body).appendChild(twin);
      const want = getComputedStyle(twin);
      const got = getComputedStyle(button);
      const off = LOOK.filter((p) => want[p] !== got[p]).map((p) => `${p} ${got[p]} (not ${want[p]})`);
      twin.remove();
      if (off.length > 0) found.push(`${kind.join('.')} "${button.textContent?.trim().slice(0, 30)}": ${off.join(', ')}`);
    }
    return found;
  });
}
