import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { previewRoutes, sameDoc } from '../../app/documents.ts';
import { locateNode } from '../../app/locate.ts';
import { DEVICES } from '../../app/state.ts';
import { describeError } from '../../app/studioApi.ts';
import { PreviewControls } from './PreviewControls.tsx';
import { useFitScale } from './useFitScale.ts';
import { usePreviewChannel } from './usePreviewChannel.ts';

/** The live preview: the real player app at a phone size, showing the draft as it is edited. */
export function PreviewPanel({ bundle }: { bundle: BrandBundle | null }) {
  const actions = useStudioActions();
  const brand = useStudio((s) => s.brand);
  const settings = useStudio((s) => s.preview);
  const demoSessions = useStudio((s) => s.setup?.demoSessions ?? []);
  const doc = useStudio((s) => s.doc);
  const selected = useStudio((s) => s.selection?.node ?? null);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [loadKey, setLoadKey] = useState(0);
  const [sessionProblem, setSessionProblem] = useState<string | null>(null);
  // The page is (re)loaded at the route chosen then; later routes are posted (`navigate`) without a reload.
  const [src, setSrc] = useState<string | null>(null);
  const lastLocation = useRef<string | null>(null);
  const device = DEVICES.find((d) => d.id === settings.device) ?? DEVICES[1];
  const scale = useFitScale(box, device.width, device.height);
  const routes = useMemo(() => (bundle ? previewRoutes(bundle) : []), [bundle]);
  const languages = bundle?.brand.languages?.supported ?? [];
  const defaultLanguage = bundle?.brand.languages?.default ?? '';

  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new brand or a Retry (loadKey) loads the page again, at the route chosen now.
  useEffect(() => {
    if (!brand) return;
    lastLocation.current = null;
    setSrc(`${settingsRef.current.route}?studio=${encodeURIComponent(brand)}`);
  }, [brand, loadKey]);
  // The channel's post, for callbacks made before the channel (it is stable once made).
  const postRef = useRef<(m: Parameters<ReturnType<typeof usePreviewChannel>['post']>[0]) => boolean>(() => false);

  const sendSession = useCallback(async () => {
    if (!brand) return;
    const kind = settingsRef.current.session;
    setSessionProblem(null);
    if (kind === 'guest') {
      postRef.current({ type: 'session', token: null });
      return;
    }
    try {
      const { token } = await actions.run(() => actions.api.call('previewSession', { brand, kind }));
      postRef.current({ type: 'session', token });
    } catch (e) {
      setSessionProblem(`The ${kind} demo session could not start: ${describeError(e)}`);
    }
  }, [brand, actions]);

  const onReady = () => {
    const s = settingsRef.current;
    channel.post({ type: 'language', language: s.language || defaultLanguage });
    channel.post({ type: 'pickMode', on: s.pickMode });
    if (selected) channel.post({ type: 'highlight', id: selected });
    void sendSession();
  };
  const onLocation = (path: string) => {
    lastLocation.current = path;
    actions.setPreview({ route: path });
  };
  const onPicked = (ids: string[]) => {
    if (!bundle) return;
    const routeScreen = routes.find((r) => r.path === settingsRef.current.route)?.screen ?? null;
    const found = locateNode(bundle, ids, doc, routeScreen);
    if (!found) return;
    if (!sameDoc(found.doc, doc)) actions.chooseDoc(found.doc);
    actions.select({ file: found.list.file, list: found.list, node: found.id });
  };
  const channel = usePreviewChannel({ frame, loadKey: `${brand}:${loadKey}`, bundle, onReady, onLocation, onPicked });
  postRef.current = channel.post;

  // The pickers, posted to a ready preview as they change.
  useEffect(() => {
    if (settings.route !== lastLocation.current) channel.post({ type: 'navigate', path: settings.route });
  }, [settings.route, channel.post]);
  useEffect(() => {
    channel.post({ type: 'language', language: settings.language || defaultLanguage });
  }, [settings.language, defaultLanguage, channel.post]);
  useEffect(() => {
    channel.post({ type: 'pickMode', on: settings.pickMode });
  }, [settings.pickMode, channel.post]);
  useEffect(() => {
    channel.post({ type: 'highlight', id: selected });
  }, [selected, channel.post]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sendSession reads the chosen kind from settingsRef; a new kind sends again.
  useEffect(() => {
    void sendSession();
  }, [settings.session, sendSession]);

  const retry = () => setLoadKey((k) => k + 1);
  const title = `Preview of ${brand ?? 'no brand'} at ${device.width} by ${device.height}`;
  const status = channel.status;
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-heading" data-edit-to-rendered-ms={channel.lastRoundTrip ?? undefined}>
      <h2 id="studio-preview-heading" className="studio-h2">
        Preview
      </h2>
      <PreviewControls settings={settings} languages={languages} sessions={demoSessions} routes={routes} onChange={actions.setPreview} />
      <div className="studio-preview__status" role="status">
        {status.state === 'loading' && 'Loading the preview…'}
        {status.state === 'ready' && channel.lastRoundTrip !== null && `Preview updated in ${channel.lastRoundTrip} ms`}
      </div>
      {(status.state === 'broken' || status.state === 'drawFailed') && (
        <div className="studio-alert" role="alert">
          <p>{status.message}</p>
          <button type="button" className="studio-button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {sessionProblem && (
        <p className="studio-alert" role="alert">
          {sessionProblem}
        </p>
      )}
      <div ref={box} className="studio-preview__stage">
        <div style={{ width: device.width * scale, height: device.height * scale }} className="studio-preview__device">
          {src && (
            <iframe
              key={`${brand}:${loadKey}`}
              ref={frame}
              title={title}
              src={src}
              width={device.width}
              height={device.height}
              style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
              onError={channel.loadFailed}
            />
          )}
        </div>
      </div>
    </section>
  );
}
