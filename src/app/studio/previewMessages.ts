import { onStudioChannel, type PreviewToStudio, type StudioToPreview } from '../../core/studio/previewProtocol.ts';

/** What a message has to come from: this page's own origin, and the window that frames it (the studio). */
export interface Trusted {
  origin: string;
  parent: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** A path inside this app: absolute, on this origin (never `//host` or a backslash a browser reads as one). */
export const isAppPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/** Whether the data has the fields its type promises (the studio is trusted, but a stale tab may send old shapes). */
function wellFormed(d: { type: string } & Record<string, unknown>): boolean {
  switch (d.type) {
    case 'draft':
      return typeof d.seq === 'number' && isObject(d.bundle);
    case 'navigate':
      return typeof d.path === 'string' && isAppPath(d.path);
    case 'language':
      return typeof d.language === 'string';
    case 'session':
      return (
        stringOrNull(d.token) &&
        (d.userName === undefined || typeof d.userName === 'string') &&
        (d.memberType === undefined || typeof d.memberType === 'number')
      );
    case 'highlight':
      return stringOrNull(d.id);
    case 'pickMode':
      return typeof d.on === 'boolean';
    default:
      return false;
  }
}

/**
 * The studio's message in a `message` event, or null when it is not one to act on: from another origin, from any
 * window but the parent (another tab, a game's iframe, this page itself), off the studio channel, or of a type or
 * shape the preview does not know.
 */
export function studioMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, trusted: Trusted): StudioToPreview | null {
  if (event.origin !== trusted.origin || event.source === null || event.source !== trusted.parent) return null;
  const data: unknown = event.data;
  if (!onStudioChannel(data) || !wellFormed(data as { type: string } & Record<string, unknown>)) return null;
  return data as StudioToPreview;
}

/** Posts to the studio; the target origin is this page's own, so no other origin's parent ever reads it. */
export function postToStudio(parent: Pick<Window, 'postMessage'>, origin: string, message: PreviewToStudio): void {
  parent.postMessage(message, origin);
}
