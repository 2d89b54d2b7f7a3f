import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The first screen settling is page-wide and happens once (afterLoad.ts keeps it). Unit files share their modules
// (isolate: false), so this file takes fresh copies of both modules: a page where it has not happened yet.
let markFirstScreenDrawn: typeof import('../../../src/core/afterLoad.ts').markFirstScreenDrawn;
let DeferredNode: typeof import('../../../src/renderer/DeferredNode.tsx').DeferredNode;
let DEFER_WAIT_MS: number;
beforeAll(async () => {
  vi.resetModules();
  ({ markFirstScreenDrawn } = await import('../../../src/core/afterLoad.ts'));
  ({ DeferredNode, DEFER_WAIT_MS } = await import('../../../src/renderer/DeferredNode.tsx'));
});

/** An IntersectionObserver the test drives, and a placeholder top the test sets. */
let notify: (intersecting: boolean) => void = () => undefined;
let top = 0;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private cb: IntersectionObserverCallback) {
        notify = (isIntersecting) => this.cb([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const drawn = (view: ReturnType<typeof render>) => view.queryByText('below the fold') !== null;

describe('deferred node', () => {
  // The first screen settling is page-wide and happens once (the module keeps it), so this test runs first.
  it('loads a node only near the viewport once the first screen has settled, and not before it nears it', async () => {
    const view = render(
      <DeferredNode>
        <p>below the fold</p>
      </DeferredNode>,
    );
    expect(drawn(view)).toBe(false);
    top = 1200;
    act(() => notify(false));
    expect(drawn(view)).toBe(false);
    act(() => notify(true));
    // Near but not in view, while the first screen is still loading: loading ahead would compete with it.
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(drawn(view)).toBe(false);
    await act(async () => {
      markFirstScreenDrawn();
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(drawn(view)).toBe(true);
  });

  it('after that, draws a node as soon as it nears the viewport', async () => {
    const view = render(
      <DeferredNode>
        <p>below the fold</p>
      </DeferredNode>,
    );
    top = 1200;
    act(() => notify(false));
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(drawn(view)).toBe(false);
    act(() => notify(true));
    expect(drawn(view)).toBe(true);
  });

  it('waits while its placeholder sits in view because the blocks above are still loading (no layout shift)', async () => {
    const view = render(
      <DeferredNode>
        <p>below the fold</p>
      </DeferredNode>,
    );
    top = 300;
    act(() => notify(true));
    await act(async () => void (await vi.advanceTimersByTimeAsync(600)));
    expect(drawn(view)).toBe(false);
    // The blocks above have drawn: the placeholder is now below the fold, still within the margin.
    top = 1100;
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    expect(drawn(view)).toBe(true);
  });

  it('shows the node on a page that really is that short after the longest wait', () => {
    const view = render(
      <DeferredNode>
        <p>below the fold</p>
      </DeferredNode>,
    );
    top = 300;
    act(() => notify(true));
    act(() => void vi.advanceTimersByTime(DEFER_WAIT_MS - 200));
    expect(drawn(view)).toBe(false);
    act(() => void vi.advanceTimersByTime(400));
    expect(drawn(view)).toBe(true);
  });

  it("loads the widget's code before drawing the node, so it never draws a loading placeholder first", async () => {
    let loaded: () => void = () => undefined;
    const prepare = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const view = render(
      <DeferredNode prepare={prepare}>
        <p>below the fold</p>
      </DeferredNode>,
    );
    top = 1200;
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    act(() => notify(true));
    act(() => notify(true));
    expect(prepare).toHaveBeenCalledOnce();
    expect(drawn(view)).toBe(false);
    await act(async () => loaded());
    expect(drawn(view)).toBe(true);
  });

  it('draws the node even when its code failed to load (its error boundary then says so)', async () => {
    const view = render(
      <DeferredNode prepare={() => Promise.reject(new Error('offline'))}>
        <p>below the fold</p>
      </DeferredNode>,
    );
    top = 1200;
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    act(() => notify(true));
    await act(async () => undefined);
    expect(drawn(view)).toBe(true);
  });
});
