import type { SavedCopyStore } from '../../renderer/savedCopies.ts';

import { loadOnce } from '../../core/loadOnce.ts';

const cacheCode = loadOnce(() => import('./savedCopyCache.ts')).load;

/**
 * A guest's public lists in Cache Storage (see src/renderer/savedCopies.ts), or none where the page has no Cache
 * Storage (an insecure origin). Its code loads on first use: a read that got no answer, or the first save, which
 * waits for the first screen to settle anyway.
 */
export function savedCopyStore(): SavedCopyStore | undefined {
  if (typeof caches === 'undefined') return undefined;
  return {
    read: async (key) => (await cacheCode()).readSavedCopy(key),
    write: async (key, copy) => (await cacheCode()).writeSavedCopy(key, copy),
  };
}
