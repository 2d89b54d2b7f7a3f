import type { i18n } from 'i18next';
import { type ReactElement, type ReactNode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { StudioToPreview } from '../../core/studio/previewProtocol.ts';
import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { applyBrandRevision } from '../applyBrandRevision.ts';
import { bundleShapeProblem } from './bundleShape.ts';
import { createHighlighter } from './highlight.ts';
import { createPickMode } from './pickMode.ts';
import { PreviewBoundary, PreviewProbe, shownPath } from './PreviewParts.tsx';
import { adoptPreviewSession } from './previewSession.ts';
import { linkToStudio } from './studioLink.ts';

/** What boot hands the preview: the React root it draws into and the running app's parts. */
export interface PreviewHost {
  root: Root;
  /** The app drawn with this bundle; `extra` is drawn inside its router. */
  appFor(bundle: BrandBundle, extra: ReactNode): ReactElement;
  bundle: BrandBundle;
  i18n: i18n;
  env: AppEnv;
}

/** One draw: the draft it shows (null: the page's own bundle, or the last good one drawn again). */
interface Draw {
  seq: number | null;
  bundle: BrandBundle;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * The player app as the operator studio's live preview (boot loads this only for a framed page with `?studio=`):
 * draws the page's own bundle first, then, once the server confirmed an operator session, each draft the studio
 * posts, without a reload (the path a newly published revision takes: applyBrandRevision), and answers `rendered`
 * when React committed it. It follows the studio's route, language, session, highlight and pick mode, and tells it
 * where the player went. Boot starts no service worker, update watcher or background check for such a page: the
 * draft is what it shows, and it is nobody's installed app.
 */
export function startPreview(host: PreviewHost, win: Window = window): { stop(): void } {
  win.document.documentElement.dataset.studioPreview = host.bundle.brand.id;
  let drawId = 0;
  const draws = new Map<number, Draw>();
  let lastGood: BrandBundle = host.bundle;
  let current: BrandBundle = host.bundle;
  /** The newest draft asked for: an older one still fetching a locale must not draw over it. */
  let newestSeq = Number.NEGATIVE_INFINITY;

  const onCommit = (id: number) => {
    const shown = draws.get(id);
    if (!shown) return;
    // Draws React skipped (a newer draft came before they committed) are done with too.
    for (const older of draws.keys()) if (older <= id) draws.delete(older);
    lastGood = shown.bundle;
    if (shown.seq !== null) link.post({ type: 'rendered', seq: shown.seq });
  };
  const onLocation = (path: string) => link.post({ type: 'location', path });

  const render = (draw: Draw) => {
    const id = ++drawId;
    draws.set(id, draw);
    current = draw.bundle;
    host.root.render(
      <PreviewBoundary drawId={id} onError={(err) => onDrawError(id, err)}>
        {host.appFor(draw.bundle, <PreviewProbe drawId={id} onCommit={onCommit} onLocation={onLocation} />)}
      </PreviewBoundary>,
    );
  };
  /** The last good bundle again: its theme and strings too, which the failed draft had replaced. */
  const restore = () =>
    applyBrandRevision(lastGood, host.i18n, (b) => render({ seq: null, bundle: b })).catch((err: unknown) =>
      console.error('[studio] the last good draft could not be drawn again', err),
    );
  const fail = (seq: number, err: unknown) => {
    link.post({ type: 'failed', seq, message: messageOf(err) });
    if (seq === newestSeq) void restore();
  };
  function onDrawError(id: number, err: Error) {
    const draw = draws.get(id);
    draws.delete(id);
    console.error('[studio] a draft crashed the app', err);
    // The page's own bundle (or the last good one) crashing is not the draft's doing: its problem stays shown.
    if (draw?.seq === null || draw === undefined) return;
    // Not from inside React's commit: the redraw is an update of its own.
    setTimeout(() => fail(draw.seq as number, err), 0);
  }

  const showDraft = async (seq: number, raw: unknown) => {
    newestSeq = seq;
    const problem = bundleShapeProblem(raw);
    if (problem) {
      link.post({ type: 'failed', seq, message: problem });
      return;
    }
    try {
      // The draft carries its locales: the language shown is fetched only when the draft lacks it.
      await applyBrandRevision(raw as BrandBundle, host.i18n, (bundle) => {
        if (seq === newestSeq) render({ seq, bundle });
      });
    } catch (err) {
      fail(seq, err);
    }
  };

  const highlighter = createHighlighter(win.document);
  const pick = createPickMode((ids) => link.post({ type: 'picked', ids }), win);
  const handle = (m: StudioToPreview) => {
    switch (m.type) {
      case 'draft':
        void showDraft(m.seq, m.bundle);
        break;
      case 'navigate':
        host.env.navigate(m.path);
        break;
      case 'language':
        if ((current.brand.languages.supported as readonly string[]).includes(m.language)) void host.env.setLanguage(m.language).catch(() => undefined);
        break;
      case 'session':
        adoptPreviewSession(host.env.store, host.env.storage.session, current.brand.merchantCode, m);
        break;
      case 'highlight':
        highlighter.show(m.id);
        break;
      case 'pickMode':
        pick.set(m.on);
        break;
    }
  };

  const link = linkToStudio({ win, brand: host.bundle.brand.id, path: () => shownPath(win.location.pathname, win.location.search), handle });
  // As boot draws the first screen: in a transition, in slices that leave the browser free between them.
  startTransition(() => render({ seq: null, bundle: host.bundle }));
  return {
    stop() {
      link.stop();
      highlighter.stop();
      pick.stop();
    },
  };
}
