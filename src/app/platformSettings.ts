import type { PlatformApi } from '../core/platformApi.ts';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';
import { StorageKeys, writeJson } from '../state/storageKeys.ts';
import { systemStateOf, type StatusSummary } from './initialState.ts';

interface WhitelabelNode {
  modId: string;
  enabled: string | boolean;
  childrenNodes?: WhitelabelNode[];
}

/** The platform sends flags as a tree of modules; conditions read them flat: {[modId]: boolean}. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[] | null | undefined, out: Record<string, boolean> = {}): Record<string, boolean> {
  for (const n of nodes ?? []) {
    out[n.modId] = n.enabled === true || n.enabled === '1';
    flattenWhitelabel(n.childrenNodes, out);
  }
  return out;
}

interface StatusValue extends StatusSummary {
  info?: { whitelabel?: WhitelabelNode[] | Record<string, boolean>; promotions?: Record<string, boolean> };
}

/**
 * Reads the system status (cached for the next boot), then the whitelabel flags. A failure keeps the cached
 * state: an unreachable status service must not lock players out.
 */
export async function refreshPlatformSettings(api: PlatformApi, store: Store<AppState>, local: Storage): Promise<void> {
  // Both calls at once: boot waits for them before the first render.
  const [status, tree] = await Promise.allSettled([
    api.request<StatusValue>('GET', '/wps/v2/system/status', { query: { device: 'MOBILE', url: window.location.host } }),
    // The platform answers one root module ({modId: 'ROOT', childrenNodes}); a list of modules is read too.
    api.request<WhitelabelNode[] | WhitelabelNode | null>('GET', '/wps/system/whitelabel'),
  ]);
  if (status.status === 'fulfilled') {
    const v = status.value;
    writeJson(local, StorageKeys.status, { maintenance: v.maintenance, regionRestriction: v.regionRestriction, location: (v as { location?: unknown }).location });
    store.update((s) => {
      s.system = systemStateOf(v);
      if (v.info?.promotions) s.promotions = v.info.promotions;
    });
  }
  // On failure the cached status and the brand document's flags stay in force.
  if (tree.status === 'fulfilled') {
    const t = tree.value;
    const flags = flattenWhitelabel(Array.isArray(t) ? t : t ? [t] : []);
    store.update((s) => {
      s.platformFlags = flags;
    });
  }
}
