/**
 * The launch the game page shows, kept in sessionStorage (not in the URL) so a crafted link cannot frame an
 * arbitrary site inside the app; a reload of the game page still finds it.
 */
export const GAME_LAUNCH_KEY = 'gameLaunch';

export interface StoredLaunch {
  url: string;
  /** The lobby path (with query) the back button returns to. */
  backTo: string;
  gameName: string;
}

/** Only http(s) URLs may be framed (no javascript:, data: ...); relative ones resolve against the app. */
export function safeGameUrl(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

export function saveLaunch(storage: Storage, launch: StoredLaunch): void {
  storage.setItem(GAME_LAUNCH_KEY, JSON.stringify(launch));
}

export function readLaunch(storage: Storage): StoredLaunch | null {
  try {
    const v = JSON.parse(storage.getItem(GAME_LAUNCH_KEY) ?? 'null') as Partial<StoredLaunch> | null;
    if (!v || typeof v.url !== 'string') return null;
    return {
      url: v.url,
      backTo: typeof v.backTo === 'string' && v.backTo.startsWith('/') ? v.backTo : '',
      gameName: typeof v.gameName === 'string' ? v.gameName : '',
    };
  } catch {
    return null;
  }
}
