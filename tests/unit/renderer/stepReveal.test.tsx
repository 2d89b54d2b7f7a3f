import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRevealStep, useStepReveal } from '../../../src/renderer/useStepReveal.ts';

function Probe({ total, enabled, first, ready }: { total: number; enabled: boolean; first?: number; ready?: Promise<unknown> }) {
  return <p>{useStepReveal(total, enabled, first, ready)}</p>;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a screen draws its top-level nodes top first', () => {
  it('draws the first node, then all the rest after the next frame, in one step', async () => {
    const view = render(<Probe total={5} enabled />);
    expect(view.container.textContent).toBe('1');
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(view.container.textContent).toBe('5');
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(view.container.textContent).toBe('5');
  });

  it('can start with several nodes: through the first data-fed one drawn at once (the banner)', async () => {
    const view = render(<Probe total={4} enabled first={2} />);
    expect(view.container.textContent).toBe('2');
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(view.container.textContent).toBe('4');
    expect(firstRevealStep([{}, { data: { source: 'banners' } }, { data: {} }])).toBe(2);
    expect(firstRevealStep([{ data: { source: 'banners' } }, {}])).toBe(1);
    // A deferred block is not drawn at once anyway; a screen without data starts with its first node.
    expect(firstRevealStep([{}, { data: {}, defer: true }, {}])).toBe(1);
    expect(firstRevealStep([])).toBe(1);
  });

  it("waits for the rest's code and the boot's reads, so nothing is drawn as a placeholder that then grows", async () => {
    let settle: (v?: unknown) => void = () => {};
    const ready = new Promise((resolve) => {
      settle = resolve;
    });
    const view = render(<Probe total={4} enabled ready={ready} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(view.container.textContent).toBe('1');
    settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(view.container.textContent).toBe('4');
  });

  it('draws the rest after 3 s even when what it waits for never comes', async () => {
    const view = render(<Probe total={3} enabled ready={new Promise(() => {})} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2900)));
    expect(view.container.textContent).toBe('1');
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    expect(view.container.textContent).toBe('3');
  });

  it('draws everything at once when off (tests, the screen matrix)', () => {
    expect(render(<Probe total={5} enabled={false} />).container.textContent).toBe('5');
  });
});
