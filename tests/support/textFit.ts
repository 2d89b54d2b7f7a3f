import type { Page } from '@playwright/test';

/**
 * Text that does not fit its box, measured in the page: what a person reading the screen would find cut.
 * - clipped: a text drawn partly inside a box that hides its overflow (an ellipsis, a line clamp, a fixed height)
 *   and partly outside it; text wholly outside (a carousel's other slides) is not shown, so not cut;
 * - placeholders: an empty field's placeholder wider than the field's text box;
 * - broken words: a word (a run of letters and digits) drawn on two lines, i.e. split inside, with no hyphen.
 * Exempt by design: text a person can scroll to (scrollers), the marquee that slides its text through its box,
 * text for screen readers only, the top bar title, which has its own rule (its first 12 characters show), and
 * platform data a widget marks `data-truncates` (a game's or a winner's name) where an ellipsis shows the cut:
 * the full text stays in the page for screen readers. The app's own words are never cut.
 * Codes and links a box may break anywhere (`overflow-wrap: anywhere`, `word-break: break-all`) are not words.
 */
export interface TextFit {
  clipped: string[];
  placeholders: string[];
  brokenWords: string[];
}

export async function textFit(page: Page): Promise<TextFit> {
  return page.evaluate(() => {
    const EXEMPT =
      '[aria-hidden="true"], .visually-hidden, .sr-only, .topbar-title-probe, [data-testid="topbar-title"], [data-testid="backbar-title"], .notice-marquee-viewport';
    const found: TextFit = { clipped: [], placeholders: [], brokenWords: [] };
    const clips = (s: CSSStyleDeclaration) => s.overflowX === 'hidden' || s.overflowX === 'clip' || s.overflowY === 'hidden' || s.overflowY === 'clip';
    const scrolls = (s: CSSStyleDeclaration) => ['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY);
    const short = (t: string) => `"${t.replace(/\s+/g, ' ').trim().slice(0, 48)}"`;

    /** The nearest box that hides this element's overflow (none when a scroller or the page comes first). */
    const clipBox = (el: HTMLElement): HTMLElement | null => {
      for (let e: HTMLElement | null = el; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (scrolls(s)) return null;
        if (clips(s)) return e;
      }
      return null;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || parent.closest(EXEMPT)) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || parent.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (lines.length === 0) continue;

      const box = clipBox(parent);
      if (box && box.clientWidth > 1 && box.clientHeight > 1) {
        const b = box.getBoundingClientRect();
        // A line's glyph box is taller than a tight line height: a line counts as shown when it is inside the box
        // across and at least 70% of it is inside up and down; hidden when nothing of it is; cut otherwise.
        const across = (r: DOMRect) => r.left >= b.left - 1 && r.right <= b.right + 1;
        const upDown = (r: DOMRect) => Math.max(0, Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top)) / r.height;
        const hidden = (r: DOMRect) => upDown(r) === 0 || r.right <= b.left || r.left >= b.right;
        const shown = lines.filter((r) => across(r) && upDown(r) >= 0.7);
        const cut = lines.some((r) => !hidden(r) && !shown.includes(r)) || (shown.length > 0 && shown.length < lines.length);
        const boxStyle = getComputedStyle(box);
        const marked = box.closest('[data-truncates]') && (boxStyle.textOverflow === 'ellipsis' || boxStyle.webkitLineClamp !== 'none');
        if (cut && !marked && !seen.has(text)) {
          seen.add(text);
          found.clipped.push(`${short(text)} cut by ${box.tagName.toLowerCase()}.${[...box.classList].join('.')}`);
        }
      }

      const wrap = `${style.overflowWrap} ${style.wordBreak}`;
      if (lines.length < 2 || /anywhere|break-all/.test(wrap)) continue;
      for (const m of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        // Scripts written without spaces (Chinese) break between any two characters.
        if (/\p{Script=Han}/u.test(m[0])) continue;
        const word = document.createRange();
        word.setStart(node, m.index);
        word.setEnd(node, m.index + m[0].length);
        const tops = new Set([...word.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.brokenWords.push(`"${m[0]}" in ${short(text)}`);
      }
    }

    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!canvas || input.value || input.getClientRects().length === 0 || input.closest(EXEMPT)) continue;
      const s = getComputedStyle(input);
      canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const needed = canvas.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (input.tagName === 'INPUT' && needed > room + 0.5)
        found.placeholders.push(`${short(input.placeholder)} needs ${Math.ceil(needed)} of ${Math.floor(room)} px`);
    }
    return found;
  });
}
