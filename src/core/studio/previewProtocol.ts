import type { BrandBundle } from '../../generated/brand-bundle.ts';

/**
 * The messages between the operator studio (/studio) and the player app it previews in an iframe (/m/... with
 * `?studio=<brand>`). Both pages are on one origin; the preview accepts a message only when its origin is its own,
 * it comes from its parent window, and the server confirmed an operator session. Every message carries
 * `channel: STUDIO_CHANNEL`, so other postMessage traffic (a game's, an extension's) is told apart.
 */
export const STUDIO_CHANNEL = 'mc-studio';

/** The session a preview shows: a visitor, or a demo account of that kind (demo mode only). */
export type PreviewSessionKind = 'guest' | 'member' | 'trial' | 'agent';

/** Studio -> preview. */
export type StudioToPreview =
  /** The draft composed on the deployed _base: drawn without a reload; `seq` comes back in `rendered`. */
  | { channel: typeof STUDIO_CHANNEL; type: 'draft'; seq: number; bundle: BrandBundle }
  /** Go to a route of the app (a path under /m/). */
  | { channel: typeof STUDIO_CHANNEL; type: 'navigate'; path: string }
  /** Show the app in this language (a supported code of the brand). */
  | { channel: typeof STUDIO_CHANNEL; type: 'language'; language: string }
  /**
   * Sign the preview in with this player token (from the previewSession call), or out (null: a visitor). The
   * account's name and member type (previewSession's `username`, `memberType`) are optional: without them the
   * preview reads them from the platform's memberInfo, a moment later.
   */
  | { channel: typeof STUDIO_CHANNEL; type: 'session'; token: string | null; userName?: string; memberType?: number }
  /** Outline this node (its id is the element's data-testid), or none. */
  | { channel: typeof STUDIO_CHANNEL; type: 'highlight'; id: string | null }
  /** While on, a tap on a node selects it in the studio instead of running its actions. */
  | { channel: typeof STUDIO_CHANNEL; type: 'pickMode'; on: boolean };

/** Preview -> studio. */
export type PreviewToStudio =
  /** The preview listens: the studio sends the draft and its choices now. */
  | { channel: typeof STUDIO_CHANNEL; type: 'ready'; brand: string; path: string }
  /** The preview refuses documents (no operator session, or not framed by the studio), in words. */
  | { channel: typeof STUDIO_CHANNEL; type: 'refused'; reason: string }
  /** The draft of `seq` is drawn (after React committed it). */
  | { channel: typeof STUDIO_CHANNEL; type: 'rendered'; seq: number }
  /** The draft could not be drawn (the message says why); the last good one stays. */
  | { channel: typeof STUDIO_CHANNEL; type: 'failed'; seq: number; message: string }
  /** The route shown changed (a tap on a link, back). */
  | { channel: typeof STUDIO_CHANNEL; type: 'location'; path: string }
  /** A tap in pick mode: the innermost node's id, then its ancestors' (innermost first). */
  | { channel: typeof STUDIO_CHANNEL; type: 'picked'; ids: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a message's data is on the studio channel (its type still has to be one the receiver knows). */
export const onStudioChannel = (data: unknown): data is { channel: typeof STUDIO_CHANNEL; type: string } =>
  isObject(data) && data.channel === STUDIO_CHANNEL && typeof data.type === 'string';
