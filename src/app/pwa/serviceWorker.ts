import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE, UPDATE_CHECK_MS } from '../../core/brand/appAssetPaths.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';
import { setUpdateAction } from './pendingUpdate.ts';

/** How long a reload waits for the new worker to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 3000;

const markUpdateReady = (store: Store<AppState>) =>
  store.update((s) => {
    s.pwa.updateReady = true;
  });

/**
 * Registers the service worker and follows new versions. A new deployment's worker installs beside the running
 * one and waits: the page keeps running on the version it started with (its precached files), so it is never
 * half updated. The player is told a new version is ready; the reload lets the new worker take over, then loads
 * the page on it. The worker's script is checked every UPDATE_CHECK_MS (the spec's service-worker window) and when
 * the page comes back into view.
 */
export async function startServiceWorker(store: Store<AppState>): Promise<void> {
  const wb = new Workbox(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  wb.addEventListener('waiting', () => {
    setUpdateAction(() => {
      wb.addEventListener('controlling', reload);
      wb.messageSkipWaiting();
      setTimeout(reload, TAKEOVER_WAIT_MS);
    });
    markUpdateReady(store);
  });
  // Another tab took the new version: this page's lazy files may be gone from the new worker's cache, so it
  // asks for a reload too (never forced: the player may be typing). The first worker taking an uncontrolled page
  // (clientsClaim on the first visit) is no new version.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    setUpdateAction(reload);
    markUpdateReady(store);
  });
  await wb.register({ immediate: true });
  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * The kill switch (brand.json app.serviceWorker false): unregisters every worker of the site and deletes every
 * cache it left, so the next load comes from the network. The page that runs this keeps going as it is.
 */
export async function retireServiceWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}
