import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Spec: the next page is asked for 300 px before the end of the list. */
const PREFETCH_PX = 300;
export const OVERSCAN_ROWS = 2;
/** Scrolling counts as settled this long after the last scroll event. */
const SETTLE_MS = 150;
/** After settling, tiles fill in first, then on-screen rows request their images, then the overscan rows. */
const IMAGES_AFTER_MS = 60;
/**
 * Above this speed (px/s) the list is being flung: rows mounted then draw as placeholders (one box, no text) and
 * fill in once it slows. Text layout of every new tile was most of a fling frame's cost under a 4x slower CPU.
 */
const FLING_PX_PER_S = 2500;
/** Used before the first measurement (and in DOM-less tests): a 390 px phone minus the page padding. */
const FALLBACK_WIDTH = 366;
const GAP = 10;
/** Two lines of tile name plus its spacing under the square image. */
const NAME_HEIGHT = 40;

export interface GridGeometry {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  rowHeight: number;
  gap: number;
}

/** Columns and tile size for a container width: 3 columns on phones, more on wider screens. */
export function gridGeometry(width: number): GridGeometry {
  const w = width > 0 ? width : FALLBACK_WIDTH;
  const columns = w >= 600 ? 5 : w >= 460 ? 4 : 3;
  const tileWidth = Math.floor((w - GAP * (columns - 1)) / columns);
  const tileHeight = tileWidth + NAME_HEIGHT;
  return { columns, tileWidth, tileHeight, rowHeight: tileHeight + GAP, gap: GAP };
}

const sameGeometry = (a: GridGeometry, b: GridGeometry): boolean => a.columns === b.columns && a.tileWidth === b.tileWidth;

export interface VisibleRows {
  geometry: GridGeometry;
  first: number;
  last: number;
  /** True while the list moves: tiles flown past then skip loading their image. */
  scrolling: boolean;
  /** True while the list moves faster than FLING_PX_PER_S: tiles mounted then draw as placeholders. */
  flinging: boolean;
  /** False from the start of a scroll until a moment after it settled: overscan rows wait for their images. */
  calm: boolean;
}

/**
 * A small row virtualizer over the window's scroll: only rows near the viewport render. The range is recomputed
 * at most once per animation frame and state changes only when the first or last row changes, so a fling
 * re-renders a handful of times per second rather than on every scroll event. `onNearEnd` fires while the end
 * of the items is within PREFETCH_PX of the viewport's bottom.
 */
export function useVirtualRows(ref: RefObject<HTMLElement | null>, itemCount: number, onNearEnd: () => void): VisibleRows {
  const [width, setWidth] = useState(0);
  const geometry = gridGeometry(width);
  const [range, setRange] = useState({ first: 0, last: Math.ceil(900 / geometry.rowHeight) + OVERSCAN_ROWS });
  const [scrolling, setScrolling] = useState(false);
  const [flinging, setFlinging] = useState(false);
  const [calm, setCalm] = useState(true);
  const rowCount = Math.ceil(itemCount / geometry.columns);
  const latest = useRef({ geometry, rowCount, onNearEnd });
  latest.current = { geometry, rowCount, onNearEnd };

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Only a width that changes the grid re-renders it: a phone's measured width draws the grid the fallback did,
    // and re-rendering every tile inside the commit that first draws them held back their images.
    const resize = (w: number) => setWidth((prev) => (sameGeometry(gridGeometry(prev), gridGeometry(w)) ? prev : w));
    resize(el.clientWidth);
    const ro = new ResizeObserver((entries) => resize(Math.round(entries[0]?.contentRect.width ?? 0)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners are set up again when the row count or height changes, so the visible range is recomputed at once.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let moving = false;
    let fast = false;
    let lastY = window.scrollY;
    let lastAt = performance.now();
    // The grid's offset in the document, re-read only when something above it may have moved (resize, a panel
    // opening): reading it on every scroll would force a layout per frame.
    let offset = 0;
    const readOffset = () => {
      offset = el.getBoundingClientRect().top + window.scrollY;
    };
    const measure = () => {
      frame = 0;
      const { geometry: g, rowCount: rows, onNearEnd: nearEnd } = latest.current;
      const top = offset - window.scrollY;
      const viewport = window.innerHeight || 800;
      const first = Math.max(0, Math.floor(-top / g.rowHeight) - OVERSCAN_ROWS);
      const last = Math.max(first, Math.ceil((viewport - top) / g.rowHeight) + OVERSCAN_ROWS);
      // Speed since the previous frame, with hysteresis (in above the threshold, out below 40% of it or when
      // settled) so a fling's uneven frames do not fill in and empty out rows back and forth.
      const now = performance.now();
      const speed = (Math.abs(window.scrollY - lastY) / Math.max(1, now - lastAt)) * 1000;
      lastY = window.scrollY;
      lastAt = now;
      fast = moving && (speed > FLING_PX_PER_S || (fast && speed > FLING_PX_PER_S * 0.4));
      setFlinging(fast);
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
      if (top + rows * g.rowHeight - viewport <= PREFETCH_PX) nearEnd();
    };
    // Settling fills in placeholders first and requests images a moment later: two smaller tasks, not one.
    let images: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      moving = fast = false;
      setFlinging(false);
      images = setTimeout(() => {
        setScrolling(false);
        images = setTimeout(() => setCalm(true), IMAGES_AFTER_MS);
      }, IMAGES_AFTER_MS);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
      if (!moving) {
        setScrolling((moving = true));
        setCalm(false);
      }
      clearTimeout(images);
      clearTimeout(settle);
      settle = setTimeout(stop, SETTLE_MS);
    };
    const relayout = () => {
      readOffset();
      if (!frame) frame = requestAnimationFrame(measure);
    };
    readOffset();
    measure();
    const above = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(relayout);
    if (el.parentElement) above?.observe(el.parentElement);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', relayout);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', relayout);
      above?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(settle);
      clearTimeout(images);
    };
  }, [ref, rowCount, geometry.rowHeight]);

  return { geometry, first: range.first, last: range.last, scrolling, flinging, calm };
}
