/** What the app does with a message a game page posts: {relogin: true}, {openWindow: url} and {back: true}. */
export type GameMessage = { kind: 'relogin' } | { kind: 'back' } | { kind: 'openWindow'; url: string } | null;

/**
 * Reads a message event from the game: only from the game's own origin and its frame's window, and an
 * openWindow URL only when it is http(s). Anything else is ignored.
 */
export function readGameMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, gameOrigin: string, gameWindow: unknown): GameMessage {
  if (event.origin !== gameOrigin || (gameWindow && event.source !== gameWindow)) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const d = data as { relogin?: unknown; openWindow?: unknown; back?: unknown };
  if (d.relogin === true) return { kind: 'relogin' };
  if (d.back === true) return { kind: 'back' };
  if (typeof d.openWindow === 'string') {
    try {
      const u = new URL(d.openWindow, gameOrigin);
      if (u.protocol === 'https:' || u.protocol === 'http:') return { kind: 'openWindow', url: u.href };
    } catch {
      return null;
    }
  }
  return null;
}
