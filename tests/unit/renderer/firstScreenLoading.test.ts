import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../../src/renderer/env.ts';
import type { RenderableWidget, WidgetLoaders } from '../../../src/renderer/defineWidget.ts';
import { eagerWidgetTypes } from '../../../src/renderer/eagerWidgetTypes.ts';
import { createRenderer, startWidgetLoads } from '../../../src/renderer/RendererContext.tsx';
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

  it('leaves out nodes the keep test drops, and bars the screen does not show', () => {
    const { bundle, screen } = home('lucky');
    expect(eagerWidgetTypes(bundle, screen, (n) => n.type !== 'categoryMenu')).not.toContain('gameRow');
    expect(eagerWidgetTypes(bundle, { ...screen, chrome: { ...screen.chrome, bottomBar: false } })).not.toContain('navItem');
  });

  it('the renderer takes over modules boot started loading (one load per type), and skips unknown types', async () => {
    const module = { Component: () => null, loadValidator: async () => Object.assign(() => true, { errors: null }) } as RenderableWidget;
    const load = vi.fn(async () => module);
    const defs: WidgetLoaders = { text: load as never };
    const started = startWidgetLoads(defs, ['text', 'nope']);
    expect([...started.keys()]).toEqual(['text']);
    const renderer = createRenderer({ env: {} as AppEnv, widgets: defs, actions: {} as never, dataSources: {}, showOperatorErrors: false, widgetModules: started });
    expect(renderer.loadWidget('text')).toBe(started.get('text'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a loaded module is readable by React\'s use() without suspending (status and value set on the promise)', async () => {
    const module = { Component: () => null, loadValidator: async () => Object.assign(() => true, { errors: null }) } as RenderableWidget;
    const started = startWidgetLoads({ text: (async () => module) as never }, ['text']);
    const p = started.get('text') as Promise<unknown> & { status?: string; value?: unknown };
    expect(p.status).toBe('pending');
    await p;
    await Promise.resolve();
    expect(p.status).toBe('fulfilled');
    expect(p.value).toBe(module);
    const renderer = createRenderer({ env: {} as AppEnv, widgets: { image: (async () => module) as never }, actions: {} as never, dataSources: {}, showOperatorErrors: false });
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
