import { useCallback, useEffect, useRef, useState } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { onStudioChannel, STUDIO_CHANNEL, type PreviewToStudio, type StudioToPreview } from '../../../core/studio/previewProtocol.ts';
import './publish.css';

export interface PreviewFrameProps {
  /** The iframe's title, its accessible name ("Before: home"). */
  title: string;
  /** The player app's page: /m/<route>?studio=<brand>. */
  src: string;
  /** The documents it shows (the draft, or the published revision, composed on _base). */
  bundle: BrandBundle;
  /** How long the page may take to say `ready` before the load counts as failed. */
  timeoutMs?: number;
}

type FrameState = { kind: 'loading' } | { kind: 'shown' } | { kind: 'failed'; reason: string };

/** Bundles sent to preview frames are numbered page-wide, so a late `rendered` of an older one is told apart. */
let lastSeq = 0;

/**
 * One phone-sized preview of the real player app (390x844, drawn at half size): waits for the page's `ready`, posts
 * the bundle, and counts the preview shown at `rendered`. A page that refuses, fails or never answers is said so
 * in words with a Retry that loads it again.
 */
export function PreviewFrame({ title, src, bundle, timeoutMs = 20_000 }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameState>({ kind: 'loading' });
  const ready = useRef(false);
  const sentSeq = useRef(0);
  const latest = useRef(bundle);
  latest.current = bundle;

  const post = useCallback((message: StudioToPreview) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  const sendBundle = useCallback(() => {
    lastSeq += 1;
    sentSeq.current = lastSeq;
    post({ channel: STUDIO_CHANNEL, type: 'draft', seq: lastSeq, bundle: latest.current });
  }, [post]);

  // One listener per load: the page says ready, gets the bundle, says rendered (or why not).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a Retry (attempt) or a new page (src) starts a new load
  useEffect(() => {
    ready.current = false;
    setState({ kind: 'loading' });
    let timer = 0;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      if (!onStudioChannel(event.data)) return;
      const data = event.data as PreviewToStudio;
      if (data.type === 'ready') {
        ready.current = true;
        sendBundle();
      } else if (data.type === 'rendered' && data.seq === sentSeq.current) {
        window.clearTimeout(timer);
        setState({ kind: 'shown' });
      } else if (data.type === 'failed' && data.seq === sentSeq.current) {
        window.clearTimeout(timer);
        setState({ kind: 'failed', reason: `The preview could not draw these documents: ${data.message}` });
      } else if (data.type === 'refused') {
        window.clearTimeout(timer);
        setState({ kind: 'failed', reason: `The preview refused the documents: ${data.reason}` });
      }
    };
    window.addEventListener('message', onMessage);
    timer = window.setTimeout(() => {
      if (!ready.current) setState({ kind: 'failed', reason: `The preview did not load within ${Math.round(timeoutMs / 1000)} seconds.` });
    }, timeoutMs);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [attempt, src, timeoutMs]);

  // A new bundle while the page listens: sent at once, no reload (sendBundle reads it from `latest`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the bundle changed
  useEffect(() => {
    if (ready.current) sendBundle();
  }, [bundle, sendBundle]);

  return (
    <figure className="studio-preview-frame">
      <figcaption>{title}</figcaption>
      <div className="studio-preview-phone" aria-busy={state.kind === 'loading'}>
        <iframe key={attempt} ref={frame} title={title} src={src} width={390} height={844} />
      </div>
      {state.kind === 'failed' && (
        <div className="studio-preview-failed" role="alert">
          <p>
            {title} failed to load. {state.reason}
          </p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry {title}
          </button>
        </div>
      )}
    </figure>
  );
}
