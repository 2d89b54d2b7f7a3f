import { afterLoad } from '../../core/afterLoad.ts';
import { SavedCopy } from '../../renderer/savedCopies.ts';

/** The Cache Storage cache of a guest's lists (the kill switch deletes it with the worker's caches). */
const SAVED_LISTS_CACHE = 'saved-lists-v1';
/** Enough for the lists of the screens a guest browses; the oldest go first. */
const MAX_ENTRIES = 60;

const requestFor = (key: string) => new Request(`/__saved-lists/${encodeURIComponent(key)}`);

/** The list saved under the key, if there is one. */
export async function readSavedCopy(key: string): Promise<SavedCopy | undefined> {
  const res = await (await caches.open(SAVED_LISTS_CACHE)).match(requestFor(key));
  if (!res) return undefined;
  const kept = (await res.json()) as { value: unknown; savedAt: number };
  return new SavedCopy(kept.value, kept.savedAt);
}

/** Saves the list under the key once the first screen has settled (saving never competes with it); the oldest go beyond MAX_ENTRIES. */
export function writeSavedCopy(key: string, copy: SavedCopy): Promise<void> {
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
}
