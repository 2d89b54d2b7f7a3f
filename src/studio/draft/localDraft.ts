import { isObject } from './json.ts';
import type { Draft } from './types.ts';

/**
 * The draft kept in this browser (localStorage), so that a session expiring mid-edit or a closed tab loses
 * nothing. It holds the brand's documents and the revision they started from; no token, nothing secret.
 */

const keyOf = (brand: string): string => `mc-studio.draft.${brand}`;

/** What is stored: the draft's parent revision and files, and when it was saved (ms since the epoch). */
interface StoredDraft {
  parent: number;
  files: Record<string, unknown>;
  savedAt: number;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (a sandboxed frame, privacy settings)
  }
};

/** Keeps the draft; false when the browser refused (storage full or blocked). */
export function saveLocalDraft(draft: Draft, now: number = Date.now()): boolean {
  const stored: StoredDraft = { parent: draft.parent, files: draft.files, savedAt: now };
  try {
    storage()?.setItem(keyOf(draft.brand), JSON.stringify(stored));
    return storage() !== undefined;
  } catch {
    return false;
  }
}

/** The kept draft of `brand`, or null when there is none or what is kept is not a draft. */
export function loadLocalDraft(brand: string): (Draft & { savedAt: number }) | null {
  try {
    const text = storage()?.getItem(keyOf(brand));
    if (!text) return null;
    const v: unknown = JSON.parse(text);
    if (!isObject(v) || !isObject(v.files) || typeof v.parent !== 'number' || !Number.isInteger(v.parent)) return null;
    const savedAt = typeof v.savedAt === 'number' ? v.savedAt : 0;
    return { brand, parent: v.parent, files: v.files, savedAt };
  } catch {
    return null;
  }
}

export function clearLocalDraft(brand: string): void {
  try {
    storage()?.removeItem(keyOf(brand));
  } catch {
    // nothing kept, or storage blocked: either way nothing to clear
  }
}
