/** Longest wait for the first screen's images before optional work runs anyway. */
export const SETTLE_MAX_MS = 4000;

let markDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => (markDrawn = resolve));

/** The app calls this once its first screen has committed (AppRoot's first effect). */
export function markFirstScreenDrawn(): void {
  markDrawn();
}

/**
 * The first screen has settled: the page's load event has fired, the app has drawn its first screen, and the
 * images then in the document have loaded (or SETTLE_MAX_MS passed). A single-page app's load event alone
 * fires before any data or image has arrived, so it is not enough.
 */
function firstScreenSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const images = () =>
    Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
            }),
        ),
    ).then(() => undefined);
  const settled = Promise.all([loaded, drawn])
    .then(images)
    .catch(() => undefined);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MAX_MS))]);
}

/** Resolves on the main thread's next idle moment (at most 2 s on), or soon where there is no idle callback. */
export function idle(): Promise<void> {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  return new Promise((resolve) => (w.requestIdleCallback ? w.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 1)));
}

let ready: Promise<void> | undefined;

/**
 * Runs `fn` once the first screen has settled and the main thread is idle, so optional work (swiper, loading
 * what is below the fold ahead of a scroll) never competes with the first screen's images
 * and scripts. Everything waiting runs in the same task, so React draws the deferred blocks in one go (which
 * of them are near the viewport does not depend on which went first). Returns a cancel function.
 */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  void (ready ??= firstScreenSettled().then(idle)).then(() => {
    if (!cancelled) fn();
  });
  return () => {
    cancelled = true;
  };
}
