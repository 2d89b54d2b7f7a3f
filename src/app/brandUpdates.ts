import type { i18n } from 'i18next';
import type { BundleCheck } from '../core/brand/checkBundle.ts';
import type { BrandBundle } from '../generated/brand-bundle.ts';

/** At most one look at the brand document per this many ms, however fast a player moves between pages. */
export const BRAND_CHECK_MIN_MS = 1_000;

export interface BrandUpdatesOptions {
  /** The brand document's address (BRAND_DOCUMENT_PATH, or its development form). */
  url: string;
  /** The document the page runs with: its ETag (the published revision) and its text when there is no ETag. */
  current: { etag: string | null; text: string };
  /**
   * Checks a newly published document before it replaces the running one (the background check: no problems and
   * no bundle means the document is good as it is, which saves cloning it out of the worker).
   */
  check(text: string): Promise<BundleCheck>;
  /** Draws the app with the new document. */
  apply(bundle: BrandBundle): Promise<void>;
  /** Epoch ms (tests pass a clock). */
  now?: () => number;
  fetch?: typeof fetch;
  report?: (message: string) => void;
}

export interface BrandUpdates {
  /** Asks whether a newer revision was published (a navigation, the page shown again); throttled. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * Keeps a running page on the brand's published revision: on a navigation and when the page becomes visible
 * again, it revalidates the brand document (`cache: 'no-cache'`: a 304 when nothing changed, through the service
 * worker's network-first route), and when an operator published another revision (another ETag), checks it and
 * draws the app with it. A document that fails its check is not applied: the page keeps the one it runs with.
 */
export function watchBrandUpdates(o: BrandUpdatesOptions): BrandUpdates {
  const now = o.now ?? Date.now;
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let current = o.current;
  // The first look is never held back: the watcher starts a moment after boot, and pages opened meanwhile
  // (or a revision published meanwhile) are caught by it.
  let last = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  const look = async (): Promise<void> => {
    const res = await doFetch(o.url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!res.ok) return;
    const etag = res.headers.get('etag');
    if (etag !== null && etag === current.etag) return;
    const text = await res.text();
    if (text === current.text) return;
    const checked = await o.check(text);
    current = { etag, text };
    if (checked.problems.length > 0) {
      o.report?.(`[app] a newly published brand revision failed its check; keeping the running one:\n${checked.problems.join('\n')}`);
      return;
    }
    await o.apply(checked.bundle ?? (JSON.parse(text) as BrandBundle));
  };

  const check = (): Promise<void> => {
    if (running || now() - last < BRAND_CHECK_MIN_MS) return running ?? Promise.resolve();
    last = now();
    // Offline or a server that cannot answer now: the next navigation asks again.
    running = look()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return {
    check,
    stop: () => document.removeEventListener('visibilitychange', onVisible),
  };
}

/**
 * The app's watcher (boot starts it after the first screen, so none of this is in the first screen's code): the
 * background check of boot, and the new revision drawn by applyBrandRevision.
 */
export function startBrandUpdates(o: { url: string; etag: string | null; text: string; i18n: i18n; draw(b: BrandBundle): void }): BrandUpdates {
  const watch = watchBrandUpdates({
    url: o.url,
    current: { etag: o.etag, text: o.text },
    check: (text) => import('./checkInBackground.ts').then((c) => c.checkInBackground(text)),
    apply: (b) => import('./applyBrandRevision.ts').then((a) => a.applyBrandRevision(b, o.i18n, o.draw)),
    report: (message) => console.error(message),
  });
  // A first look now: the player may have opened other pages before the watcher was there.
  void watch.check();
  return watch;
}
