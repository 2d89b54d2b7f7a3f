import { describe, expect, it, vi } from 'vitest';
import { createEnv } from '../../../src/app/createEnv.ts';
import { preloadFirstScreen } from '../../../src/app/preloadFirstScreen.ts';
import { createRouterPort } from '../../../src/app/routerPort.ts';
import { screenAt } from '../../../src/core/brand/screenAt.ts';
import { dataSourceRegistry } from '../../../src/data/index.ts';
import { SIZES_FULL } from '../../../src/domain/content/imageSources.ts';
import type { ScreenDocument } from '../../../src/generated/screen.ts';
import { createI18n } from '../../../src/i18n/createI18n.ts';
import { buildConditionContext } from '../../../src/renderer/conditionContext.ts';
import { dataKeyOf, dataKeyString } from '../../../src/renderer/dataKey.ts';
import { findDataSource } from '../../../src/renderer/dataSource.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { createFixtureApi } from '../../support/fixtureApi.ts';
import { sessionFor } from '../../support/renderApp.tsx';
import { bundleOf } from '../shell/helpers.ts';

const DEVICE = { os: 'android', iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false } as const;
const BANNER = {
  id: 1,
  title: 'Welcome',
  groupName: 'm_home',
  announcementImages: [
    { url: '/media/b2.png', sequence: 2 },
    { url: '/media/b1.png', sequence: 1 },
  ],
};

async function setUp(kind: 'guest' | 'member', path: string, system: 'normal' | 'offline' = 'normal') {
  const bundle = bundleOf('lucky');
  const store = createStore({ ...initialState('EN', { session: sessionStorage, local: localStorage }), ...sessionFor(kind), system });
  const api = createFixtureApi({
    helpCenter: [],
    announcements: { banners: [BANNER, { ...BANNER, id: 2, groupName: 'm_login' }] },
    walletBalance: { sumBalance: 10, balance: [] },
  });
  const i18n = await createI18n(bundle.locales, 'EN', 'EN');
  const storage = { session: sessionStorage, local: localStorage };
  const env = createEnv({ api, store, i18n, router: createRouterPort(), clock: { now: () => 0 }, storage, report: () => undefined });
  const context = buildConditionContext({ state: store.getState(), brand: bundle.brand, device: DEVICE, path, query: {} });
  const early = { api, store, readRetryDelaysMs: [], now: () => 0 };
  const preload = (screen: ScreenDocument | undefined) => {
    const preloads = preloadFirstScreen(screen, early);
    preloads.startData(bundle, context, { env, dataSource: (n) => findDataSource(dataSourceRegistry, n), readRetryDelaysMs: [] });
    return preloads.started;
  };
  const token = store.getState().session?.token ?? null;
  return { bundle, api, early, preload, key: (source: string, params: object = {}) => dataKeyString(dataKeyOf(source, params, token, 'EN')) };
}

/** A screen of one brand with its own body, to try each rule on. */
function screenWith(base: ScreenDocument, body: ScreenDocument['body'], topBar = false): ScreenDocument {
  return { ...base, chrome: { ...base.chrome, topBar, bottomBar: false }, body };
}

describe('the first screen data, preloaded before the first render', () => {
  it('asks for the home banners at once, under the key useDataSource will use, and warms the first image as the carousel draws it', async () => {
    const { bundle, api, early, key } = await setUp('guest', '/m/home');
    const images: { src: string; srcset: string; sizes: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        srcset = '';
        sizes = '';
        set src(v: string) {
          images.push({ src: v, srcset: this.srcset, sizes: this.sizes, fetchPriority: this.fetchPriority });
        }
      },
    );
    const { started } = preloadFirstScreen(screenAt(bundle, '/m/home'), early);
    const banners = key('banners', { groupName: 'm_home' });
    expect([...started.keys()]).toEqual([banners]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ name: 'announcements', query: { types: 'B', groupName: 'm_home', platform: 'M', language: 'EN' } });
    // Only the group asked for, as the data source answers it.
    expect(await started.get(banners)).toEqual([BANNER]);
    await Promise.resolve();
    // srcset and sizes set before src, the same as the carousel's first slide: the browser picks one file for both.
    expect(images).toEqual([
      {
        src: '/media/b1.png?w=750',
        srcset: '/media/b1.png?w=360 360w, /media/b1.png?w=480 480w, /media/b1.png?w=640 640w, /media/b1.png?w=750 750w',
        sizes: SIZES_FULL,
        fetchPriority: 'high',
      },
    ]);
    vi.unstubAllGlobals();
  });

  it('starts no banner at once for a screen without banners drawn at once, or for an unknown path', async () => {
    const { bundle, api, early } = await setUp('guest', '/m/home');
    expect(preloadFirstScreen(screenAt(bundle, '/m/slot-games'), early).started.size).toBe(0);
    expect(preloadFirstScreen(screenAt(bundle, '/m/nowhere'), early).started.size).toBe(0);
    const home = bundle.screens.find((s) => s.id === 'home')!;
    home.body = home.body.map((n) => (n.data?.source === 'banners' ? { ...n, defer: true } : n));
    expect(preloadFirstScreen(screenAt(bundle, '/m/home'), early).started.size).toBe(0);
    expect(api.calls).toEqual([]);
  });

  it('/m/help asks for the help centre once, under the key its node reads, and the answer is what the source gives', async () => {
    const { bundle, api, preload, key } = await setUp('guest', '/m/help');
    const started = preload(screenAt(bundle, '/m/help'));
    expect([...started.keys()]).toContain(key('helpCenter'));
    expect(api.calls.filter((c) => c.name === 'helpCenter')).toHaveLength(1);
    await expect(started.get(key('helpCenter'))).resolves.toEqual([]);
  });

  it('leaves out deferred nodes, nodes whose condition fails, session-only sources for a guest and unknown sources', async () => {
    const { bundle, api, preload, key } = await setUp('guest', '/m/help');
    const base = screenAt(bundle, '/m/help')!;
    const started = preload(
      screenWith(base, [
        { id: 'later', type: 'helpTopics', defer: true, data: { source: 'helpCenter' } },
        { id: 'hidden', type: 'helpTopics', when: false, data: { source: 'helpCenter' } },
        { id: 'money', type: 'stack', data: { source: 'walletBalance' } },
        { id: 'typo', type: 'stack', data: { source: 'helpCentre' } },
        { id: 'outer', type: 'stack', slots: { children: [{ id: 'inner', type: 'noticeList', data: { source: 'notices', params: { defaultTypes: 'PL' } } }] } },
      ]),
    );
    expect([...started.keys()]).toEqual([key('notices', { defaultTypes: 'PL' })]);
    expect(api.calls.map((c) => c.name)).toEqual(['announcements']);
  });

  it('a member gets the session-only sources; a key read twice on the screen is asked for once', async () => {
    const { bundle, api, preload, key } = await setUp('member', '/m/help');
    const base = screenAt(bundle, '/m/help')!;
    const started = preload(
      screenWith(base, [
        { id: 'money', type: 'stack', data: { source: 'walletBalance' } },
        { id: 'help', type: 'helpTopics', data: { source: 'helpCenter' } },
        { id: 'help2', type: 'helpTopics', data: { source: 'helpCenter' } },
      ]),
    );
    expect([...started.keys()].sort()).toEqual([key('helpCenter'), key('walletBalance')].sort());
    expect(api.calls.map((c) => c.name).sort()).toEqual(['helpCenter', 'walletBalance']);
  });

  it("reads the header's bound nodes (the member's balance) only where the screen shows the top bar", async () => {
    const { bundle, preload, key } = await setUp('member', '/m/help');
    const base = screenAt(bundle, '/m/help')!;
    expect([...preload(screenWith(base, [], true)).keys()]).toEqual([key('walletBalance')]);
  });

  it('asks for nothing while a status gate (offline) is drawn instead of the screen', async () => {
    const { bundle, api, preload } = await setUp('guest', '/m/help', 'offline');
    expect(preload(screenAt(bundle, '/m/help')).size).toBe(0);
    expect(api.calls).toEqual([]);
  });
});
