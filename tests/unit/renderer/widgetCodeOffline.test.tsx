import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../../src/renderer/env.ts';
import type { RenderableWidget, WidgetLoaders } from '../../../src/renderer/defineWidget.ts';
import { OfflineLoadError } from '../../../src/renderer/lazyModule.ts';
import { NodeBoundary } from '../../../src/renderer/NodeBoundary.tsx';
import { createRenderer, startWidgetLoads } from '../../../src/renderer/RendererContext.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const text: RenderableWidget = {
  Component: () => <p>Help centre</p>,
  loadValidator: async () => Object.assign(() => true, { errors: null }),
};

/** A widget whose code fails to load while the device is offline, and loads once it is back. */
function flakyCode() {
  let online = false;
  const load = vi.fn(() => (online ? Promise.resolve(text) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
  return { widgets: { text: load as never } as WidgetLoaders, load, goOnline: () => (online = true) };
}

const rendererOf = (widgets: WidgetLoaders, widgetModules?: Map<string, Promise<RenderableWidget>>) =>
  createRenderer({ env: {} as AppEnv, widgets, actions: {} as never, dataSources: {}, showOperatorErrors: false, validateProps: false, widgetModules });

describe('a widget whose code cannot load (offline)', () => {
  it('keeps the failed load as its answer, so the node reaches its retry instead of loading for ever', async () => {
    const code = flakyCode();
    const renderer = rendererOf(code.widgets);
    const first = renderer.loadWidget('text');
    await expect(first).rejects.toThrow('Failed to fetch');
    // Each render of the node asks again: a new load each time would suspend the node on it, render after render.
    expect(renderer.loadWidget('text')).toBe(first);
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh once the node retries, and keeps a load that worked', async () => {
    const code = flakyCode();
    const renderer = rendererOf(code.widgets);
    await expect(renderer.loadWidget('text')).rejects.toThrow();
    code.goOnline();
    renderer.reloadWidget('text');
    const again = renderer.loadWidget('text');
    await expect(again).resolves.toBe(text);
    renderer.reloadWidget('text');
    expect(renderer.loadWidget('text')).toBe(again);
    expect(code.load).toHaveBeenCalledTimes(2);
  });

  it('the same for a load boot started before the renderer existed', async () => {
    const code = flakyCode();
    const started = startWidgetLoads(code.widgets, ['text']);
    const renderer = rendererOf(code.widgets, started);
    const first = renderer.loadWidget('text');
    await expect(first).rejects.toThrow();
    expect(renderer.loadWidget('text')).toBe(first);
    code.goOnline();
    renderer.reloadWidget('text');
    await expect(renderer.loadWidget('text')).resolves.toBe(text);
  });

  it("the node's retry, tapped or on coming back online, forgets the failed load before drawing again", async () => {
    let broken = true;
    const Widget = () => {
      if (broken) throw new TypeError('Failed to fetch dynamically imported module');
      return <p>Help centre</p>;
    };
    const beforeRetry = vi.fn();
    const report = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <NodeBoundary node={{ id: 'home.help', type: 'helpList' }} report={report} beforeRetry={beforeRetry}>
        <Widget />
      </NodeBoundary>,
    );
    const retry = screen.getByTestId('home.help.crashed');
    expect(report).toHaveBeenCalledWith('Widget "helpList" in node "home.help" crashed', expect.any(TypeError));
    act(() => fireEvent.click(retry));
    expect(beforeRetry).toHaveBeenCalledTimes(1);
    await screen.findByTestId('home.help.crashed');
    broken = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(beforeRetry).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Help centre')).toBeTruthy();
  });

  it('a load refused offline and caught once the network is back tries again at once (the online event has passed)', async () => {
    let broken = true;
    const Widget = () => {
      if (broken) throw new OfflineLoadError('offline');
      return <p>Help centre</p>;
    };
    // The retry forgets the refused load; the code then loads.
    const beforeRetry = vi.fn(() => void (broken = false));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <NodeBoundary node={{ id: 'home.help', type: 'helpList' }} report={vi.fn()} beforeRetry={beforeRetry}>
        <Widget />
      </NodeBoundary>,
    );
    expect(await screen.findByText('Help centre')).toBeTruthy();
    expect(beforeRetry).toHaveBeenCalledTimes(1);
  });
});
