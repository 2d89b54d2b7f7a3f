/**
 * Runs `fn` once the page has loaded and the main thread is idle, so optional code (swiper) never competes with
 * the first screen's images and scripts. Returns a cancel function.
 */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(() => !cancelled && fn(), { timeout: 2000 });
    else idleId = window.setTimeout(() => !cancelled && fn(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    const w = window as Window & { cancelIdleCallback?: (id: number) => void };
    if (idleId !== undefined) (w.cancelIdleCallback ?? window.clearTimeout)(idleId);
  };
}
