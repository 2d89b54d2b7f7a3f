import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../../src/renderer/env.ts';
import type { RenderableWidget, WidgetLoaders } from '../../../src/renderer/defineWidget.ts';
import { createRenderer, startWidgetLoads, startWidgetLoadsInSlices } from '../../../src/renderer/RendererContext.tsx';
import type { WidgetPropsMap, WidgetType } from '../../../src/generated/registry.ts';
import { chromeWidgetTypes, eagerNodes, eagerWidgetTypes, type Holds } from '../../../src/core/brand/eagerWidgetTypes.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

const home = (brand: string) => {
  const bundle = buildBundle(SCREENS_DIR, brand);
  return { bundle, screen: bundle.screens.find((s) => s.paths.includes('/m/home'))! };
};

describe('the first screen loads its widgets at once', () => {
  it('lists the widgets the home draws at once, with nested slots and the bars, but not deferred blocks', () => {
    const { bundle, screen } = home('lucky');
    const types = eagerWidgetTypes(bundle, screen);
    // categoryMenu holds the hot and JILI rows in a slot; the header and bottom bar come from the brand.
    for (const t of ['bannerCarousel', 'noticeMarquee', 'categoryMenu', 'gameRow', 'navItem', 'button']) expect(types).toContain(t);
    // Deferred blocks, and what only they hold (the counters sit inside a deferred stack), load near the viewport.
    for (const t of ['winnersBoard', 'siteFooter', 'counter', 'helpList']) expect(types).not.toContain(t);
  });

  it('leaves out nodes whose condition fails, and bars the screen does not show', () => {
    const { bundle, screen } = home('lucky');
    // The invite bar, download bar and rebate button carry a `when`; the others none.
    const shown = eagerNodes(bundle, screen, (when) => when === undefined).map((n) => n.id);
    expect(shown).toContain('home.banners');
    for (const id of ['home.invite', 'home.downloadBar', 'home.rebate']) expect(shown).not.toContain(id);
    expect(eagerWidgetTypes(bundle, { ...screen, chrome: { ...screen.chrome, bottomBar: false } })).not.toContain('navItem');
  });

  it("lists the bars' widget types (member and guest alike), which boot has in before the first render", () => {
    const { bundle, screen } = home('lucky');
    const bars = chromeWidgetTypes(bundle, screen);
    // The member's balance in the header, whatever the session: the bar is laid out once.
    for (const t of ['balance', 'navItem', 'button']) expect(bars).toContain(t);
    for (const t of ['bannerCarousel', 'gameRow']) expect(bars).not.toContain(t);
    expect(chromeWidgetTypes(bundle, { ...screen, chrome: { ...screen.chrome, topBar: false, bottomBar: false } }).size).toBe(0);
  });

  it('of a tab panel, walks only the first tab whose condition holds: the other panels draw when chosen', () => {
    const bundle = buildBundle(SCREENS_DIR, 'lucky');
    const records = bundle.screens.find((s) => s.id === 'transactionRecord')!;
    const types = eagerWidgetTypes(bundle, records);
    expect(types).toContain('transactionRecords');
    expect(types).not.toContain('betRecords');
    // Security centre: account, cards and limits tabs. Only the account panel's nodes draw at first...
    const security = bundle.screens.find((s) => s.id === 'securityCenter')!;
    const node = security.body[0];
    const ids = (screen: typeof security, holds?: Holds) => eagerNodes(bundle, screen, holds).map((n) => n.type);
    expect(ids(security)).not.toContain('bankCardList');
    expect(ids(security)).not.toContain('playLimits');
    // ...and when the first tab's condition fails, the next tab's panel (the cards) is the one drawn.
    const props = node.props as WidgetPropsMap['tabPanels'];
    const hiddenFirst = { ...node, props: { ...props, tabs: [{ ...props.tabs[0], when: { var: 'flags.NOPE' } }, ...props.tabs.slice(1)] } };
    const changed = { ...security, body: [hiddenFirst, ...security.body.slice(1)] };
    expect(ids(changed, (when) => when === undefined)).toContain('bankCardList');
    expect(ids(changed, (when) => when === undefined)).not.toContain('playLimits');
  });

  it('the renderer takes over modules boot started loading (one load per type), and skips unknown types', async () => {
    const module = { Component: () => null, loadValidator: async () => Object.assign(() => true, { errors: null }) } as RenderableWidget;
    const load = vi.fn(async () => module);
    const defs: WidgetLoaders = { text: load as never };
    const started = startWidgetLoads(defs, ['text', 'nope']);
    expect([...started.keys()]).toEqual(['text']);
    const renderer = createRenderer({
      env: {} as AppEnv,
      widgets: defs,
      actions: {} as never,
      dataSources: {},
      showOperatorErrors: false,
      widgetModules: started,
    });
    expect(renderer.loadWidget('text')).toBe(started.get('text'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('boot asks for the modules a few per task, top of the screen first, and gets every one', async () => {
    const asked: string[] = [];
    // Types whose schemas give no defaults (a stand-in module then needs none).
    const types = ['text', 'image', 'button', 'userCard', 'menuItem', 'balance', 'form'] as const;
    const loader = (type: WidgetType) => async () => {
      asked.push(type);
      return { Component: () => null, loadValidator: async () => Object.assign(() => true, { errors: null }) };
    };
    const defs: WidgetLoaders = {
      text: loader('text'),
      image: loader('image'),
      button: loader('button'),
      userCard: loader('userCard'),
      menuItem: loader('menuItem'),
      balance: loader('balance'),
      form: loader('form'),
    };
    const ready = startWidgetLoadsInSlices(defs, types, 3);
    // The first slice in this task; the rest after the task yields.
    expect(asked).toEqual(['text', 'image', 'button']);
    const started = await ready;
    expect(asked).toEqual([...types]);
    expect([...started.keys()]).toEqual([...types]);
  });

  it("a loaded module is readable by React's use() without suspending (status and value set on the promise)", async () => {
    const module = { Component: () => null, loadValidator: async () => Object.assign(() => true, { errors: null }) } as RenderableWidget;
    const started = startWidgetLoads({ text: (async () => module) as never }, ['text']);
    const p = started.get('text') as Promise<unknown> & { status?: string; value?: unknown };
    expect(p.status).toBe('pending');
    await p;
    await Promise.resolve();
    expect(p.status).toBe('fulfilled');
    expect(p.value).toBe(module);
    const renderer = createRenderer({
      env: {} as AppEnv,
      widgets: { image: (async () => module) as never },
      actions: {} as never,
      dataSources: {},
      showOperatorErrors: false,
    });
    const later = renderer.loadWidget('image') as Promise<unknown> & { status?: string };
    await later;
    await Promise.resolve();
    expect(later.status).toBe('fulfilled');
  });

  it('a failed early load is not an unhandled rejection; the node reports it when it draws', async () => {
    const failing = Promise.reject(new Error('offline'));
    const started = startWidgetLoads({ text: (() => failing) as never }, ['text']);
    await expect(started.get('text')).rejects.toThrow('offline');
  });

  it('validates props as nodes draw by default; with validateProps off (production) never loads a validator', async () => {
    const loadValidator = vi.fn(async () => Object.assign(() => true, { errors: null }));
    const module = { Component: () => null, loadValidator } as RenderableWidget;
    const base = { env: {} as AppEnv, widgets: {}, actions: {} as never, dataSources: {}, showOperatorErrors: false };
    const off = createRenderer({ ...base, validateProps: false });
    expect(off.validatorOf(module, vi.fn())).toBeUndefined();
    await Promise.resolve();
    expect(loadValidator).not.toHaveBeenCalled();
    const on = createRenderer(base);
    const loaded = vi.fn();
    expect(on.validatorOf(module, loaded)).toBeUndefined();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(on.validatorOf(module)).toBeTypeOf('function');
  });
});
