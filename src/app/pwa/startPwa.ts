import { afterLoad } from '../../core/afterLoad.ts';
import type { BrandDocument } from '../../generated/brand.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';

/**
 * The installable app's run-time part, started by the boot of a production build (development serves no worker):
 * some seconds after the first screen has settled, at an idle moment, either registers the service worker or, with
 * the brand's kill switch off, retires it. The worker serves the next visit, not this one: its code and its
 * precaching (the whole app shell) would otherwise compete with a player's first taps for a slow phone's CPU and
 * network (measured: the home's Lighthouse score fell from 95 to 90, TBT 147 to 308 ms, with it registered at once).
 */
export function startPwa(brand: Pick<BrandDocument, 'app'>, store: Store<AppState>, quietMs = 5_000): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoad(() => {
    setTimeout(
      () =>
        whenIdle(() => {
          void import('./serviceWorker.ts')
            .then((m) => (brand.app.serviceWorker ? m.startServiceWorker(store) : m.retireServiceWorkers()))
            // A browser that refuses workers (private mode, a policy, a test) still runs the app, only without offline
            // use: worth a warning for a developer, not an error for operators.
            .catch((err: unknown) => console.warn('[app] no service worker; the app runs without offline use', err));
        }),
      quietMs,
    );
  });
}

/** At the browser's next idle moment (within 2 s), or at once where it cannot say. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else run();
}
