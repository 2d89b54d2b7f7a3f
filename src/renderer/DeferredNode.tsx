import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { afterLoad } from '../core/afterLoad.ts';

/** How far below the viewport a deferred node starts loading, so it is ready before it scrolls into view. */
const MARGIN = '600px 0px';
/** Longest wait for the content above to be drawn (a page that really is that short shows the node then). */
export const DEFER_WAIT_MS = 2000;
const RECHECK_MS = 200;

/**
 * Holds a below-the-fold node (`"defer": true`) until it nears the viewport: its widget code, data and images
 * then load, instead of competing with the first screen. A placeholder found inside the viewport of a page not
 * yet scrolled means the blocks above it are still loading: drawing the node there would only have it pushed
 * down a moment later (a layout shift), so it waits until it is below the fold, the page scrolls, or
 * DEFER_WAIT_MS pass. A node only near the viewport (not in it) waits for the page's load: loading ahead is
 * for scrolling later, and must not slow the first screen.
 */
export function DeferredNode({ children, prepare }: { children: ReactNode; prepare?: () => Promise<unknown> | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: prepare is read once, when the node first nears the viewport; a new function each render must not restart the watch.
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const since = performance.now();
    let intersecting = false;
    let loaded = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A transition: the block (often several carousels) renders in slices that yield to input. Its widget's code
    // is loaded first: drawn before, the node would suspend, commit a placeholder, then commit again on a timer
    // when the code came in (React spaces those reveals), each commit a long task walking the block.
    let cancelled = false;
    const reveal = () => {
      if (!cancelled) startTransition(() => setNear(true));
    };
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      const ready = prepare?.();
      if (ready) ready.then(reveal, reveal);
      else reveal();
    };
    // Cleared only when set: the IntersectionObserver calls decide often, and a needless clearTimeout is not free.
    const stopRetry = () => {
      if (retry !== undefined) clearTimeout(retry);
      retry = undefined;
    };
    const decide = () => {
      stopRetry();
      if (!intersecting) return;
      const inView = el.getBoundingClientRect().top < window.innerHeight;
      if (!inView) {
        if (loaded) show();
      } else if (window.scrollY > 0 || performance.now() - since >= DEFER_WAIT_MS) show();
      else retry = setTimeout(decide, RECHECK_MS);
    };
    const cancelLoad = afterLoad(() => {
      loaded = true;
      decide();
    });
    const io = new IntersectionObserver(
      (entries) => {
        intersecting = entries.some((e) => e.isIntersecting);
        decide();
      },
      { rootMargin: MARGIN },
    );
    io.observe(el);
    return () => {
      cancelled = true;
      io.disconnect();
      cancelLoad();
      stopRetry();
    };
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} className="node-deferred" aria-hidden="true" />;
}
