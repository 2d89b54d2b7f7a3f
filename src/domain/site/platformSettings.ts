import { flattenWhitelabel } from '../../api/whitelabel.ts';
import type { PlatformApi } from '../../core/platformApi.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';
import { StorageKeys, writeJson } from '../../state/storageKeys.ts';
import { systemStateOf } from '../../state/initialState.ts';

/**
 * Reads the system status (kept in the store for the widgets that show its links, and cached for the next boot)
 * and the whitelabel flags, both at once. A failure keeps the cached state: an unreachable status service must
 * not lock players out.
 */
export async function refreshPlatformSettings(api: PlatformApi, store: Store<AppState>, local: Storage): Promise<void> {
  const [status, flags] = await Promise.allSettled([api.call('systemStatus', { url: window.location.host }), api.call('whitelabel').then(flattenWhitelabel)]);
  if (status.status === 'fulfilled') {
    const v = status.value;
    writeJson(local, StorageKeys.status, { maintenance: v.maintenance, regionRestriction: v.regionRestriction, location: v.location });
    store.update((s) => {
      s.system = systemStateOf(v);
      s.statusInfo = v.info;
      if (v.info?.promotions) s.promotions = v.info.promotions;
    });
  }
  // On failure the brand document's flags stay in force.
  if (flags.status === 'fulfilled') {
    store.update((s) => {
      s.platformFlags = flags.value;
    });
  }
}
