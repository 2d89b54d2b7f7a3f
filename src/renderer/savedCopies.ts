import { PlatformError } from '../core/platformApi.ts';

/**
 * Where the lists a guest has seen are kept for when the network is out (the browser: Cache Storage, see
 * src/app/pwa/savedCopyStore.ts; tests and the screen matrix keep none). Keyed by the data key, which carries
 * the source, its params, the language and the session token (always null here: only a guest's reads are kept).
 */
export interface SavedCopyStore {
  read(key: string): Promise<SavedCopy | undefined>;
  write(key: string, copy: SavedCopy): Promise<void>;
}

/** A list as a guest last saw it, and when (epoch ms). What a node shows in place of "load failed" offline. */
export class SavedCopy {
  constructor(
    readonly value: unknown,
    readonly savedAt: number,
  ) {}
}

/**
 * A read the network could not carry: the device is offline, or the connection was refused or reset (status 0,
 * network.offline). An answer the platform gave (a 4xx, a 5xx, a broken body) is the platform's word and shows as
 * an error; so does a read that timed out: it has already waited its full time, and showing a copy then would let
 * the blocks below start their own reads, each waiting as long again before the page offers a retry.
 */
export function isNoAnswer(err: unknown): boolean {
  return err instanceof PlatformError && err.status === 0 && err.errorCode === 'network.offline';
}

/**
 * Runs a data source's read, keeping what it answers, and falls back to the kept copy when no answer comes. Only
 * for sources declared `offlineCopy` and a guest's reads (`key` null otherwise): a request with a session never
 * reaches the store.
 */
export async function readWithSavedCopy(
  read: () => Promise<unknown>,
  key: string | null,
  store: SavedCopyStore | undefined,
  now: () => number,
): Promise<unknown> {
  if (!key || !store) return read();
  try {
    const value = await read();
    void store.write(key, new SavedCopy(value, now())).catch(() => undefined);
    return value;
  } catch (err) {
    if (!isNoAnswer(err)) throw err;
    const copy = await store.read(key).catch(() => undefined);
    if (!copy) throw err;
    return copy;
  }
}
