import { flattenWhitelabel } from '../../api/whitelabel.ts';
import { chooseImageOrigin } from '../../core/imageOrigin.ts';
import type { PlatformApi } from '../../core/platformApi.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';
import { readJson, StorageKeys, writeJson } from '../../state/storageKeys.ts';
import { systemStateOf } from '../../state/initialState.ts';
import { deviceOffline } from '../../renderer/connectivity.ts';

/**
 * Reads the system status (kept in the store for the widgets that show its links, and cached for the next boot)
 * and the whitelabel flags, both at once. A failure keeps the cached state: an unreachable status service must
 * not lock players out. Only a device that says it has no network (the service worker opened the app's shell
 * offline) gets the offline gate, which goes once a later read answers. The boot and the gate screens' retry
 * call this; a running screen never does, so going offline mid-form does not take the form away.
 */
export async function refreshPlatformSettings(api: PlatformApi, store: Store<AppState>, local: Storage, session?: Storage): Promise<void> {
  const [status, flags] = await Promise.allSettled([api.call('systemStatus', { url: window.location.host }), api.call('whitelabel').then(flattenWhitelabel)]);
  if (status.status === 'fulfilled') {
    const v = status.value;
    writeJson(local, StorageKeys.status, { maintenance: v.maintenance, regionRestriction: v.regionRestriction, location: v.location });
    // The session's image CDN: the one this page uses, else the one an earlier page of the session chose.
    const kept = store.getState().imageOrigin ?? (session ? readJson<string>(session, StorageKeys.imageCDN) : null);
    const imageOrigin = chooseImageOrigin(v.info?.imageCDNs ?? [], pageImageOrigins(), kept, Math.random);
    if (session) writeJson(session, StorageKeys.imageCDN, imageOrigin);
    store.update((s) => {
      s.system = systemStateOf(v);
      s.statusInfo = v.info;
      s.imageOrigin = imageOrigin;
      if (v.info?.promotions) s.promotions = v.info.promotions;
    });
  } else if (deviceOffline()) {
    store.update((s) => {
      s.system = 'offline';
    });
  }
  // On failure the brand document's flags stay in force.
  if (flags.status === 'fulfilled') {
    store.update((s) => {
      s.platformFlags = flags.value;
    });
  }
}

/** The image CDNs the page's CSP allows, as the server wrote them into the page (`<meta name="image-cdns">`). */
function pageImageOrigins(): string[] {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="image-cdns"]');
  return (meta?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean);
}
