import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { type PreviewToStudio, STUDIO_CHANNEL, type StudioToPreview, onStudioChannel } from '../../../core/studio/previewProtocol.ts';
import { lastEdit, recordRoundTrip } from '../../app/editClock.ts';

/** How long a loading preview may stay silent before the panel says so. */
const READY_TIMEOUT_MS = 10_000;
/** Drafts reach the preview at most this long after a change (a burst of keystrokes is one post). */
const POST_DEBOUNCE_MS = 25;

export type PreviewStatus =
  | { state: 'loading' }
  | { state: 'ready' }
  /** The preview cannot be used (refused, did not load, did not answer): said in words, with Retry. */
  | { state: 'broken'; message: string }
  /** The last draft could not be drawn; the preview keeps showing the last good one. */
  | { state: 'drawFailed'; message: string };

type Outgoing = StudioToPreview extends infer M ? (M extends { channel: unknown } ? Omit<M, 'channel'> : never) : never;

interface Options {
  frame: RefObject<HTMLIFrameElement | null>;
  /** Changes when the iframe is (re)loaded (another brand, Retry): a new page to wait `ready` from. */
  loadKey: string;
  bundle: BrandBundle | null;
  /** Called once per `ready` so the panel sends its language, session, pick mode and highlight. */
  onReady(): void;
  onLocation(path: string): void;
  onPicked(ids: string[]): void;
}

/**
 * The studio's side of src/core/studio/previewProtocol.ts: waits for `ready`, posts the composed draft on every
 * change (with a sequence number, timing edit -> `rendered`), and hands `location` and `picked` to the panel.
 */
export function usePreviewChannel({ frame, loadKey, bundle, onReady, onLocation, onPicked }: Options) {
  const [status, setStatus] = useState<PreviewStatus>({ state: 'loading' });
  const [lastRoundTrip, setLastRoundTrip] = useState<number | null>(null);
  const ready = useRef(false);
  const seq = useRef(0);
  const editAtOfSeq = useRef(new Map<number, number>());
  const handlers = useRef({ onReady, onLocation, onPicked });
  handlers.current = { onReady, onLocation, onPicked };
  const bundleRef = useRef(bundle);
  bundleRef.current = bundle;

  const post = useCallback(
    (message: Outgoing) => {
      const target = frame.current?.contentWindow;
      if (!ready.current || !target) return false;
      target.postMessage({ channel: STUDIO_CHANNEL, ...message }, window.location.origin);
      return true;
    },
    [frame],
  );

  const postDraft = useCallback(() => {
    const current = bundleRef.current;
    if (!current) return;
    const n = ++seq.current;
    editAtOfSeq.current.set(n, lastEdit());
    post({ type: 'draft', seq: n, bundle: current });
  }, [post]);

  // A new page: wait for its `ready`, and say so when it does not come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadKey names the page loaded; each new one is waited for.
  useEffect(() => {
    ready.current = false;
    setStatus({ state: 'loading' });
    const timer = setTimeout(() => {
      if (!ready.current)
        setStatus({
          state: 'broken',
          message: `The preview did not answer within ${READY_TIMEOUT_MS / 1000} seconds: the player app may have failed to load.`,
        });
    }, READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loadKey]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !onStudioChannel(event.data)) return;
      const message = event.data as PreviewToStudio;
      switch (message.type) {
        case 'ready':
          ready.current = true;
          setStatus({ state: 'ready' });
          handlers.current.onReady();
          postDraft();
          break;
        case 'refused':
          setStatus({ state: 'broken', message: `The preview refused the studio: ${message.reason}` });
          break;
        case 'rendered': {
          const at = editAtOfSeq.current.get(message.seq);
          if (message.seq === seq.current) {
            setStatus((s) => (s.state === 'drawFailed' ? { state: 'ready' } : s));
            if (at) {
              const ms = Math.round(performance.now() - at);
              recordRoundTrip(ms);
              setLastRoundTrip(ms);
            }
          }
          for (const k of editAtOfSeq.current.keys()) if (k <= message.seq) editAtOfSeq.current.delete(k);
          break;
        }
        case 'failed':
          if (message.seq === seq.current)
            setStatus({ state: 'drawFailed', message: `The preview could not draw this draft: ${message.message}. It shows the last one it could.` });
          break;
        case 'location':
          handlers.current.onLocation(message.path);
          break;
        case 'picked':
          handlers.current.onPicked(message.ids);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, postDraft]);

  // Every change of the composed draft, soon after the keystroke (a burst is one post).
  useEffect(() => {
    if (!bundle || !ready.current) return;
    const timer = setTimeout(postDraft, POST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [bundle, postDraft]);

  const loadFailed = useCallback(() => setStatus({ state: 'broken', message: 'The preview page could not be loaded (network or server error).' }), []);

  return { status, post, lastRoundTrip, loadFailed };
}
