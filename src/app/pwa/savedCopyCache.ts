import { afterLoad, idle } from '../../core/afterLoad.ts';
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

/** The saves asked for so far, run one after another. */
let saves: Promise<void> = Promise.resolve();

/**
 * Saves the list under the key once the first screen has settled (saving never competes with it), each save in an
 * idle moment of its own: Cache Storage's put costs the main thread 2-6 ms (more on the first), and the home's five
 * lists saved in the one task where afterLoad runs everything made a long task (~40 ms, 160 ms at Lighthouse's 4x).
 * The oldest go beyond MAX_ENTRIES.
 */
export function writeSavedCopy(key: string, copy: SavedCopy): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    afterLoad(() => {
      const save = saves.then(idle).then(async () => {
        const cache = await caches.open(SAVED_LISTS_CACHE);
        const body = JSON.stringify({ value: copy.value, savedAt: copy.savedAt });
        await cache.put(requestFor(key), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((k) => cache.delete(k)));
      });
      // One failed save does not stop the next.
      saves = save.catch(() => undefined);
      save.then(resolve, reject);
    });
  });
}
