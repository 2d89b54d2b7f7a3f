import { describe, expect, it, vi } from 'vitest';
import { createFixtureApi } from '../../support/fixtureApi.ts';
import { prefetchBanners } from '../../../src/app/prefetchBanners.ts';
import { screenAt } from '../../../src/core/brand/screenAt.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { dataKeyOf, dataKeyString } from '../../../src/renderer/dataKey.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { bundleOf } from '../shell/helpers.ts';
import { SIZES_FULL } from '../../../src/domain/content/imageSources.ts';

const BANNER = { id: 1, title: 'Welcome', groupName: 'm_home', announcementImages: [{ url: '/media/b2.png', sequence: 2 }, { url: '/media/b1.png', sequence: 1 }] };

function deps() {
  const store = createStore(initialState('EN', { session: sessionStorage, local: localStorage }));
  const api = createFixtureApi({ announcements: { banners: [BANNER, { ...BANNER, id: 2, groupName: 'm_login' }] } });
  return { env: { api, store }, calls: api.calls };
}

describe('first-screen banner prefetch (started beside the boot status call)', () => {
  it('asks for the home banners once, under the key useDataSource will use, and warms the first image as the carousel draws it', async () => {
    const { env, calls } = deps();
    const images: { src: string; srcset: string; sizes: string; fetchPriority: string }[] = [];
    vi.stubGlobal('Image', class {
      fetchPriority = '';
      srcset = '';
      sizes = '';
      set src(v: string) {
        images.push({ src: v, srcset: this.srcset, sizes: this.sizes, fetchPriority: this.fetchPriority });
      }
    });
    const started = prefetchBanners(screenAt(bundleOf('lucky'), '/m/home'), env);
    const key = dataKeyString(dataKeyOf('banners', { groupName: 'm_home' }, null, 'EN'));
    expect([...started.keys()]).toEqual([key]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: 'announcements', query: { types: 'B', groupName: 'm_home', platform: 'M', language: 'EN' } });
    // Only the group asked for, as the data source answers it.
    expect(await started.get(key)).toEqual([BANNER]);
    await Promise.resolve();
    // srcset and sizes set before src, the same as the carousel's first slide: the browser picks one file for both.
    expect(images).toEqual([
      { src: '/media/b1.png?w=750', srcset: '/media/b1.png?w=360 360w, /media/b1.png?w=480 480w, /media/b1.png?w=640 640w, /media/b1.png?w=750 750w', sizes: SIZES_FULL, fetchPriority: 'high' },
    ]);
    vi.unstubAllGlobals();
  });

  it('starts nothing for a screen without banners drawn at once, or for an unknown path', () => {
    const { env, calls } = deps();
    expect(prefetchBanners(screenAt(bundleOf('lucky'), '/m/slot-games'), env).size).toBe(0);
    expect(prefetchBanners(screenAt(bundleOf('lucky'), '/m/nowhere'), env).size).toBe(0);
    const bundle = bundleOf('lucky');
    const home = bundle.screens.find((s) => s.id === 'home')!;
    home.body = home.body.map((n) => (n.data?.source === 'banners' ? { ...n, defer: true } : n));
    expect(prefetchBanners(screenAt(bundle, '/m/home'), env).size).toBe(0);
    expect(calls).toEqual([]);
  });
});
