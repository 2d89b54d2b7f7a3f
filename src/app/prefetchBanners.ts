import type { AppEnv } from '../renderer/env.ts';
import { bannerSources } from '../domain/content/bannerImage.ts';
import { fetchBanners } from '../data/banners.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { dataKeyOf, dataKeyString } from '../renderer/dataKey.ts';

/**
 * The first screen's banners, asked for beside the boot's status call rather than after the first render and
 * the carousel's code: the first banner is usually the largest thing on the screen (Lighthouse's LCP element),
 * so its image starts loading a few round trips earlier. Only banner bindings of the screen's own body that are
 * drawn at once (not `defer`) and have literal params are prefetched. Answers the started fetches by data key,
 * for useDataSource to take over (no second request).
 */
export function prefetchBanners(screen: ScreenDocument | undefined, env: Pick<AppEnv, 'api' | 'store'>): Map<string, Promise<unknown>> {
  const started = new Map<string, Promise<unknown>>();
  const state = env.store.getState();
  for (const node of screen?.body ?? []) {
    const binding = node.data;
    const groupName = (binding?.params as { groupName?: unknown } | undefined)?.groupName;
    if (node.defer || binding?.source !== 'banners' || typeof groupName !== 'string') continue;
    const fetching = fetchBanners(env, groupName);
    // Warm the HTTP cache with the first image while React is still starting.
    // The same srcset and sizes as the widget's image, so the browser picks the same file for both.
    const across = node.type === 'bannerCarousel' ? 'frame' : 'content';
    void fetching.then((list) => {
      const sources = list[0] ? bannerSources(list[0], across) : undefined;
      if (!sources?.src || typeof Image === 'undefined') return;
      const img = new Image();
      img.fetchPriority = 'high';
      if (sources.srcSet) {
        img.sizes = sources.sizes ?? '';
        img.srcset = sources.srcSet;
      }
      img.src = sources.src;
    }, () => undefined);
    started.set(dataKeyString(dataKeyOf('banners', binding.params ?? {}, state.session?.token ?? null, state.language)), fetching);
  }
  return started;
}
