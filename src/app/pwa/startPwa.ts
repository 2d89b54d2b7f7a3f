import { afterLoad } from '../../core/afterLoad.ts';
import type { BrandDocument } from '../../generated/brand.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';

/**
 * The installable app's run-time part, started by the boot of a production build (development serves no worker):
 * once the first screen has settled, so neither the worker's code nor its precaching competes with the first
 * screen, either registers the service worker or, with the brand's kill switch off, retires it.
 */
export function startPwa(brand: Pick<BrandDocument, 'app'>, store: Store<AppState>): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoad(() => {
    void import('./serviceWorker.ts')
      .then((m) => (brand.app.serviceWorker ? m.startServiceWorker(store) : m.retireServiceWorkers()))
      // A browser that refuses workers (private mode, a policy, a test) still runs the app, only without offline
      // use: worth a warning for a developer, not an error for operators.
      .catch((err: unknown) => console.warn('[app] no service worker; the app runs without offline use', err));
  });
}
