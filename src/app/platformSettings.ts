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
  try {
    const status = await api.request<StatusValue>('GET', '/wps/v2/system/status', { query: { device: 'MOBILE', url: window.location.host } });
    writeJson(local, StorageKeys.status, { maintenance: status.maintenance, regionRestriction: status.regionRestriction, location: (status as { location?: unknown }).location });
    store.update((s) => {
      s.system = systemStateOf(status);
      if (status.info?.promotions) s.promotions = status.info.promotions;
    });
  } catch {
    // keep the cached status
  }
  try {
    // The platform answers one root module ({modId: 'ROOT', childrenNodes}); a list of modules is read too.
    const tree = await api.request<WhitelabelNode[] | WhitelabelNode | null>('GET', '/wps/system/whitelabel');
    const flags = flattenWhitelabel(Array.isArray(tree) ? tree : tree ? [tree] : []);
    store.update((s) => {
      s.platformFlags = flags;
    });
  } catch {
    // flags stay as the brand document sets them
  }
}
