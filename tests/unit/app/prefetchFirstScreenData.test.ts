import { describe, expect, it } from 'vitest';
import { createActionCatalog } from '../../../src/actions/index.ts';
import { createEnv } from '../../../src/app/createEnv.ts';
import { prefetchFirstScreenData } from '../../../src/app/prefetchFirstScreenData.ts';
import { createRouterPort } from '../../../src/app/routerPort.ts';
import { screenAt } from '../../../src/core/brand/screenAt.ts';
import { dataSourceRegistry } from '../../../src/data/index.ts';
import type { ScreenDocument } from '../../../src/generated/screen.ts';
import { createI18n } from '../../../src/i18n/createI18n.ts';
import { buildConditionContext } from '../../../src/renderer/conditionContext.ts';
import { dataKeyOf, dataKeyString } from '../../../src/renderer/dataKey.ts';
import { findDataSource } from '../../../src/renderer/dataSource.ts';
import { createRenderer } from '../../../src/renderer/RendererContext.tsx';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { createFixtureApi } from '../../support/fixtureApi.ts';
import { sessionFor } from '../../support/renderApp.tsx';
import { bundleOf } from '../shell/helpers.ts';

const DEVICE = { os: 'android', iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false } as const;

async function setUp(kind: 'guest' | 'member', path: string, system: 'normal' | 'offline' = 'normal') {
  const bundle = bundleOf('lucky');
  const store = createStore({ ...initialState('EN', { session: sessionStorage, local: localStorage }), ...sessionFor(kind), system });
  const api = createFixtureApi({ helpCenter: [], announcements: {}, walletBalance: { sumBalance: 10, balance: [] } });
  const i18n = await createI18n(bundle.locales, 'EN', 'EN');
  const storage = { session: sessionStorage, local: localStorage };
  const env = createEnv({ api, store, i18n, router: createRouterPort(), clock: { now: () => 0 }, storage, report: () => undefined });
  const context = buildConditionContext({ state: store.getState(), brand: bundle.brand, device: DEVICE, path, query: {} });
  const prefetch = (screen: ScreenDocument | undefined, started = new Map<string, Promise<unknown>>()) => {
    prefetchFirstScreenData(bundle, screen, context, { env, dataSource: (n) => findDataSource(dataSourceRegistry, n), readRetryDelaysMs: [] }, started);
    return started;
  };
  const token = store.getState().session?.token ?? null;
  return { bundle, api, env, prefetch, key: (source: string, params: object = {}) => dataKeyString(dataKeyOf(source, params, token, 'EN')) };
}

/** A screen of one brand with its own body, to try each rule on. */
function screenWith(base: ScreenDocument, body: ScreenDocument['body'], topBar = false): ScreenDocument {
  return { ...base, chrome: { ...base.chrome, topBar, bottomBar: false }, body };
}

describe('the first screen data, asked for before the first render', () => {
  it('/m/help asks for the help centre once, under the key its node reads, and the answer is what the source gives', async () => {
    const { bundle, api, prefetch, key } = await setUp('guest', '/m/help');
    const started = prefetch(screenAt(bundle, '/m/help'));
    expect([...started.keys()]).toContain(key('helpCenter'));
    expect(api.calls.filter((c) => c.name === 'helpCenter')).toHaveLength(1);
    await expect(started.get(key('helpCenter'))).resolves.toEqual([]);
  });

  it('leaves out deferred nodes, nodes whose condition fails, session-only sources for a guest and unknown sources', async () => {
    const { bundle, api, prefetch, key } = await setUp('guest', '/m/help');
    const base = screenAt(bundle, '/m/help')!;
    const started = prefetch(
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

  it('a member gets the session-only sources; a key already started (the banners) is not asked for again', async () => {
    const { bundle, api, prefetch, key } = await setUp('member', '/m/help');
    const base = screenAt(bundle, '/m/help')!;
    const already = new Map<string, Promise<unknown>>([[key('helpCenter'), Promise.resolve([])]]);
    const started = prefetch(
      screenWith(base, [
        { id: 'money', type: 'stack', data: { source: 'walletBalance' } },
        { id: 'help', type: 'helpTopics', data: { source: 'helpCenter' } },
      ]),
      already,
    );
    expect([...started.keys()].sort()).toEqual([key('helpCenter'), key('walletBalance')].sort());
    expect(api.calls.map((c) => c.name)).toEqual(['walletBalance']);
  });

  it("reads the header's bound nodes (the member's balance) only where the screen shows the top bar", async () => {
    const { bundle, prefetch, key } = await setUp('member', '/m/help');
    const base = screenAt(bundle, '/m/help')!;
    expect([...prefetch(screenWith(base, [], true)).keys()]).toEqual([key('walletBalance')]);
    expect(prefetch(screenWith(base, [], false)).size).toBe(0);
  });

  it('asks for nothing while a status gate (offline) is drawn instead of the screen', async () => {
    const { bundle, api, prefetch } = await setUp('guest', '/m/help', 'offline');
    expect(prefetch(screenAt(bundle, '/m/help')).size).toBe(0);
    expect(api.calls).toEqual([]);
  });
});

describe('the renderer hands a prefetched read over once, and only while it has not failed', () => {
  it('a failed read is not handed over: the node reads afresh', async () => {
    const { env } = await setUp('guest', '/m/help');
    const ok = Promise.resolve('answer');
    const bad = Promise.reject(new Error('offline'));
    bad.catch(() => undefined);
    const renderer = createRenderer({
      env,
      widgets: {},
      actions: createActionCatalog(),
      dataSources: {},
      showOperatorErrors: false,
      prefetched: new Map<string, Promise<unknown>>([
        ['ok', ok],
        ['bad', bad],
      ]),
    });
    await Promise.allSettled([ok, bad]);
    await Promise.resolve();
    expect(renderer.prefetchedValue('ok')).toBe('answer');
    expect(renderer.takePrefetched('bad')).toBeUndefined();
    expect(renderer.takePrefetched('ok')).toBe(ok);
    expect(renderer.takePrefetched('ok')).toBeUndefined();
  });
});
