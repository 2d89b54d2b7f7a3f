import { STUDIO_CHANNEL, type PreviewToStudio, type StudioToPreview } from '../../core/studio/previewProtocol.ts';
import { confirmOperatorSession } from './operatorSession.ts';
import { postToStudio, studioMessage } from './previewMessages.ts';

/** What the preview does for each of the studio's messages. */
type StudioHandler = (message: StudioToPreview) => void;

/** A message to the studio without the channel (the link adds it). */
type WithoutChannel<M> = M extends PreviewToStudio ? Omit<M, 'channel'> : never;
type ToStudio = WithoutChannel<PreviewToStudio>;

export interface StudioLinkInput {
  /** The preview's window: its origin, its parent (the studio), its `message` events. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'parent'>;
  /** The brand the page runs (the `ready` message says it, so the studio sees which brand the server served). */
  brand: string;
  /** The route shown now, for `ready`. */
  path(): string;
  handle: StudioHandler;
  fetch?: typeof fetch;
}

export interface StudioLink {
  /** Resolves true once the preview listens, false when it refused (no operator session). */
  readonly accepted: Promise<boolean>;
  /** Posts to the studio; nothing before the operator session is confirmed (and ever after a refusal). */
  post(message: ToStudio): void;
  stop(): void;
}

/**
 * The preview's side of the studio channel: confirms the operator session first, then takes messages only from
 * this page's own origin, from the parent window, on the studio channel, and says `ready`. Without an operator
 * session it says `refused` with the reason and takes nothing.
 */
export function linkToStudio(input: StudioLinkInput): StudioLink {
  const { win } = input;
  const origin = win.location.origin;
  const send = (message: ToStudio) => postToStudio(win.parent, origin, { channel: STUDIO_CHANNEL, ...message } as PreviewToStudio);
  let listening = false;
  let stopped = false;
  const onMessage = (event: MessageEvent) => {
    const message = studioMessage(event, { origin, parent: win.parent });
    if (message) input.handle(message);
  };
  const accepted = confirmOperatorSession(input.fetch).then((check) => {
    if (stopped) return false;
    if (!check.ok) {
      send({ type: 'refused', reason: check.reason });
      return false;
    }
    listening = true;
    win.addEventListener('message', onMessage as EventListener);
    send({ type: 'ready', brand: input.brand, path: input.path() });
    return true;
  });
  return {
    accepted,
    post(message) {
      if (listening) send(message);
    },
    stop() {
      stopped = true;
      listening = false;
      win.removeEventListener('message', onMessage as EventListener);
    },
  };
}
