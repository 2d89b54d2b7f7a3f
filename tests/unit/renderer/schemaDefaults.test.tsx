import { act, cleanup, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConditionContext } from '../../../src/generated/context.ts';
import type { ScreenNode } from '../../../src/generated/node.ts';
import { ConditionScope } from '../../../src/renderer/ConditionScope.tsx';
import { findDataSource, type DataSourceDefinition } from '../../../src/renderer/dataSource.ts';
import { propsWithDefaults } from '../../../src/renderer/defaults.ts';
import { defaults as carouselDefaults } from '../../../src/generated/widgetDefaults/bannerCarousel.ts';
import { defaults as depositDefaults } from '../../../src/generated/widgetDefaults/depositForm.ts';
import type { RenderableWidget, RenderedWidgetProps, WidgetLoaders } from '../../../src/renderer/defineWidget.ts';
import type { AppEnv } from '../../../src/renderer/env.ts';
import { NodeView } from '../../../src/renderer/NodeView.tsx';
import { createRenderer, preloadWidgets, RendererProvider } from '../../../src/renderer/RendererContext.tsx';
import { runActions, type ActionCatalog } from '../../../src/renderer/runActions.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { StoreProvider } from '../../../src/state/StoreProvider.tsx';

afterEach(cleanup);

/** Draws one node through NodeView with a stand-in banner carousel that records the props it receives. */
async function propsReaching(node: ScreenNode): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown>[] = [];
  const carousel: RenderableWidget = {
    Component: ({ props }: RenderedWidgetProps) => {
      seen.push(props as Record<string, unknown>);
      return <p>carousel</p>;
    },
    loadValidator: async () => Object.assign(() => true, { errors: null }),
    defaults: carouselDefaults,
  };
  const widgets = { bannerCarousel: async () => carousel } as unknown as WidgetLoaders;
  const renderer = createRenderer({
    env: { report: () => undefined } as unknown as AppEnv,
    widgets,
    actions: {} as never,
    dataSources: {},
    showOperatorErrors: false,
    validateProps: false,
  });
  const store = createStore(initialState('EN', { session: sessionStorage, local: localStorage }));
  await preloadWidgets(renderer);
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <StoreProvider store={store}>
          <RendererProvider renderer={renderer}>
            <ConditionScope value={{ language: 'EN' } as ConditionContext}>
              <NodeView node={node} />
            </ConditionScope>
          </RendererProvider>
        </StoreProvider>
      </SWRConfig>,
    );
  });
  await waitFor(() => expect(seen.length).toBeGreaterThan(0));
  return seen[seen.length - 1];
}

describe('schema defaults (`default` keywords) reach widgets, actions and data sources', () => {
  it('a node without the props gets its widget schema defaults (banner carousel: speed 1000, delay 5000)', async () => {
    expect(await propsReaching({ id: 'home.banners', type: 'bannerCarousel' })).toEqual({ speed: 1000, delay: 5000, width: 750, height: 300 });
  });

  it("the document's values win, the rest keep their defaults", async () => {
    const props = await propsReaching({ id: 'home.banners', type: 'bannerCarousel', props: { speed: 300, labelKey: 'banners' } });
    expect(props).toEqual({ speed: 300, delay: 5000, width: 750, height: 300, labelKey: 'banners' });
  });

  it('one merged object per props object (memoised widgets keep bailing out); a widget without defaults gets its props as they are', () => {
    const props = { speed: 300 };
    expect(propsWithDefaults(carouselDefaults, props)).toBe(propsWithDefaults(carouselDefaults, props));
    expect(propsWithDefaults(carouselDefaults, undefined)).toBe(carouselDefaults);
    const text = { textKey: 'hello' };
    expect(propsWithDefaults(undefined, text)).toBe(text);
  });

  it("a whole array or object the document sets replaces the schema's (shallow)", () => {
    expect(propsWithDefaults(depositDefaults, { presets: [50] }).presets).toEqual([50]);
    expect(propsWithDefaults(depositDefaults, {}).presets).toEqual([100, 500, 1000, 5000]);
  });

  it("an action's params get its schema defaults under the document's", async () => {
    const run = vi.fn();
    const catalog: ActionCatalog = {
      definitions: { login: { run }, back: { run } } as unknown as ActionCatalog['definitions'],
      validators: async () => ({}),
      loadedValidators: () => ({}),
    };
    const env = { report: vi.fn(), notify: vi.fn() } as unknown as AppEnv;
    await runActions([{ action: 'login' }, { action: 'back', params: { fallback: '/m/promos' } }], catalog, {
      env,
      event: {},
      context: {} as ConditionContext,
    });
    expect(run.mock.calls.map((c) => c[0])).toEqual([{ to: '/m/home' }, { fallback: '/m/promos' }]);
  });

  it("a data source's fetch gets its params over the schema's defaults, the same definition each time", async () => {
    const fetch = vi.fn(async () => []);
    const registry = { winners: { fetch } as unknown as DataSourceDefinition<never, unknown> };
    const def = findDataSource(registry, 'winners');
    expect(findDataSource(registry, 'winners')).toBe(def);
    await def?.fetch({ limitNum: 5 } as never, {} as AppEnv, {} as ConditionContext);
    expect(fetch).toHaveBeenCalledWith({ gameCategory: 'ALL', limitNum: 5 }, {}, {});
  });
});
