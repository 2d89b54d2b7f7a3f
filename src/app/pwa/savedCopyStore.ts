import { afterLoad } from '../../core/afterLoad.ts';
import { SavedCopy, type SavedCopyStore } from '../../renderer/savedCopies.ts';

/** The Cache Storage cache of a guest's lists (the kill switch deletes it with the worker's caches). */
const SAVED_LISTS_CACHE = 'saved-lists-v1';
/** Enough for the lists of the screens a guest browses; the oldest go first. */
const MAX_ENTRIES = 60;

const requestFor = (key: string) => new Request(`/__saved-lists/${encodeURIComponent(key)}`);

/**
 * A guest's public lists in Cache Storage (see src/renderer/savedCopies.ts), or none where the page has no Cache
 * Storage (an insecure origin). Written once the first screen has settled, so saving never competes with it.
 */
export function savedCopyStore(): SavedCopyStore | undefined {
  if (typeof caches === 'undefined') return undefined;
  return {
    async read(key) {
      const res = await (await caches.open(SAVED_LISTS_CACHE)).match(requestFor(key));
      if (!res) return undefined;
      const kept = (await res.json()) as { value: unknown; savedAt: number };
      return new SavedCopy(kept.value, kept.savedAt);
    },
    write(key, copy) {
      return new Promise<void>((resolve, reject) => {
        afterLoad(() => {
          void (async () => {
            const cache = await caches.open(SAVED_LISTS_CACHE);
            const body = JSON.stringify({ value: copy.value, savedAt: copy.savedAt });
            await cache.put(requestFor(key), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
            const keys = await cache.keys();
            await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((k) => cache.delete(k)));
          })().then(resolve, reject);
        });
      });
    },
  };
}
