import { deviceOffline } from './connectivity.ts';

/**
 * Loading the app's lazy modules so that a moment without network does not break them for the page's life.
 * Chromium keeps a failed dynamic import in its module map, and the failures of the chunks it imports: asking for
 * the same module again fails at once without asking the network, so a chunk first asked for while offline (a
 * widget further down, a form's submit) stayed broken until a reload. Two rules keep that from happening:
 * - While the device says it has no network and no service worker serves the page (its precache holds every
 *   chunk), nothing is asked for: the load fails at once with OfflineLoadError and leaves no failure behind, so
 *   the node's retry or the same tap works once the network is back (the person is told they are offline).
 * - A load that failed anyway (the network dropped on the way) is asked for again under a new address when the
 *   browser names the chunk (failedChunkUrl), which works when the chunks it imports had loaded.
 */

/** A module not asked for because the device is offline: the same tap works once the network is back. */
export class OfflineLoadError extends Error {
  override readonly name = 'OfflineLoadError';
}

/** Whether a lazy chunk would fail now: no network, and no service worker to answer from its precache. */
function chunksUnreachable(): boolean {
  if (!deviceOffline()) return false;
  return !navigator.serviceWorker?.controller;
}

/**
 * The URL to ask again for a built chunk whose dynamic import failed, or null when the failure names none. Chromium
 * and Firefox name the chunk in the message ("Failed to fetch dynamically imported module: <url>"); a query of its
 * own makes it a new module record. Only this origin's built scripts are asked for again.
 */
export function failedChunkUrl(err: unknown, origin: string, now: number): string | null {
  const message = err instanceof Error ? err.message : '';
  const at = message.lastIndexOf('http');
  if (at < 0) return null;
  let url: URL;
  try {
    url = new URL(message.slice(at).trim());
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return null;
  url.searchParams.set('retry', String(now));
  return url.href;
}

/** Loads a lazy module (a widget, an action, a validator) by the rules above. */
export async function loadLazyModule<T>(load: () => Promise<T>): Promise<T> {
  if (chunksUnreachable()) throw new OfflineLoadError('offline: the module is loaded once the network is back');
  try {
    return await load();
  } catch (err) {
    const url = typeof location === 'undefined' ? null : failedChunkUrl(err, location.origin, Date.now());
    if (!url) throw err;
    return (await import(/* @vite-ignore */ url)) as T;
  }
}
