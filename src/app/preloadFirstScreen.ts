import { preload } from 'swr';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { ConditionContext } from '../generated/context.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { evaluateCondition } from '../core/conditions/evaluate.ts';
import { eagerNodes } from '../core/brand/eagerWidgetTypes.ts';
import { fetchBanners } from '../data/banners.ts';
import { bannerSources } from '../domain/content/bannerImage.ts';
import { bindingRead, type DataKey, dataKeyOf, dataKeyString } from '../renderer/dataKey.ts';
import { type BoundDataSource, type DataSourceCatalog, findDataSource } from '../renderer/dataSource.ts';
import type { AppEnv } from '../renderer/env.ts';
import { readWithRetries } from '../renderer/readRetries.ts';
import { readSource, type SourceReader } from '../renderer/readSource.ts';
import { readWithSavedCopy, type SavedCopyStore } from '../renderer/savedCopies.ts';

/** What the boot has before status, flags and strings are in. */
export interface EarlyReader {
  api: AppEnv['api'];
  store: AppEnv['store'];
  readRetryDelaysMs: readonly number[];
  savedCopies?: SavedCopyStore;
  now(): number;
  /** The session's image origin, once the status has named it (src/core/imageOrigin.ts): the banner is warmed from there. Absent: this host. */
  imageOrigin?: Promise<string | null>;
}

export interface FirstScreenPreload {
  /** Every read started, by data key string: the boot waits a moment for them, the renderer draws their answers. */
  readonly started: ReadonlyMap<string, Promise<unknown>>;
  /**
   * The rest of the screen's data, once status, flags and strings are in: the nodes the first render draws (the
   * body and its slots, the header and bottom bar where the screen shows them; not `defer` ones, nor a node whose
   * condition fails), their params resolved and keyed as useDataSource does. Nothing while a status gate
   * (offline, maintenance, region) shows instead of the screen: its data would be stale by the time it shows.
   * Settles once those reads have (the banners' early reads not among them: their boxes hold their size).
   */
  startData(bundle: BrandBundle, context: ConditionContext, reader: SourceReader & { dataSource(name: string): BoundDataSource | undefined }): Promise<unknown>;
}

/**
 * The first screen's reads, started before the first render through SWR's `preload`: the node that reads the
 * same key takes the read over (SWR hands it to the hook, no second request). The banners go out at once, beside
 * the boot's status call: the first banner is usually the largest thing on the screen (Lighthouse's LCP element),
 * so its image is warmed a few round trips earlier. Only banner bindings of the screen's own body drawn at once
 * with literal params go out then; the rest of the screen's data follows with `startData`.
 */
export function preloadFirstScreen(screen: ScreenDocument | undefined, early: EarlyReader): FirstScreenPreload {
  const started = new Map<string, Promise<unknown>>();
  const start = (key: DataKey, read: () => Promise<unknown>): Promise<unknown> | undefined => {
    const keyString = dataKeyString(key);
    if (started.has(keyString)) return undefined;
    const reading = preload(key, read);
    // A failure reaches the node that takes the read over (its retry box); here it must not be unhandled.
    reading.catch(() => undefined);
    started.set(keyString, reading);
    return reading;
  };

  const state = early.store.getState();
  const token = state.session?.token ?? null;
  for (const node of screen?.body ?? []) {
    const binding = node.data;
    const groupName = (binding?.params as { groupName?: unknown } | undefined)?.groupName;
    if (node.defer || binding?.source !== 'banners' || typeof groupName !== 'string') continue;
    const key = dataKeyOf('banners', binding.params ?? {}, token, state.language);
    const copyKey = token ? null : dataKeyString(key);
    start(key, () => {
      const reading = readWithRetries(() => fetchBanners(early, groupName), early.readRetryDelaysMs);
      // The same srcset, sizes and origin as the widget's image, so the browser picks the same file for both.
      const across = node.type === 'bannerCarousel' ? 'frame' : 'content';
      void Promise.all([reading, early.imageOrigin ?? null]).then(
        ([list, origin]) => warmImage(list[0] ? bannerSources(list[0], across, origin) : undefined),
        () => undefined,
      );
      return readWithSavedCopy(() => reading, copyKey, early.savedCopies, early.now);
    });
  }

  return {
    started,
    startData(bundle, context, reader) {
      if (!screen || reader.env.store.getState().system !== 'normal') return Promise.resolve();
      const now = reader.env.store.getState().session?.token ?? null;
      const reads: Promise<unknown>[] = [];
      for (const node of eagerNodes(bundle, screen, (when) => evaluateCondition(when, context))) {
        if (!node.data) continue;
        const def = reader.dataSource(node.data.source);
        const read = bindingRead(node.data, def, context, now);
        if (!def || !read) continue;
        const reading = start(read.key, () => readSource(def, read.params, context, dataKeyString(read.key), now, reader));
        if (reading) reads.push(reading);
      }
      return Promise.allSettled(reads);
    },
  };
}

/**
 * Starts loading the code of the sources the screen's drawn-first nodes read, for those that load it on first use
 * (src/data/lazySource.ts), whatever the nodes' conditions: the reads, once status is in, then find it there.
 */
export function prepareSources(bundle: BrandBundle, screen: ScreenDocument | undefined, registry: DataSourceCatalog): void {
  if (!screen) return;
  for (const node of eagerNodes(bundle, screen)) if (node.data) void findDataSource(registry, node.data.source)?.prepare?.();
}

/** Warms the HTTP cache with the first banner's image while React is still starting. */
function warmImage(sources: ReturnType<typeof bannerSources> | undefined): void {
  if (!sources?.src || typeof Image === 'undefined') return;
  const img = new Image();
  img.fetchPriority = 'high';
  if (sources.srcSet) {
    img.sizes = sources.sizes ?? '';
    img.srcset = sources.srcSet;
  }
  img.src = sources.src;
}
