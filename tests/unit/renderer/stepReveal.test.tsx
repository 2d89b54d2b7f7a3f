import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStepReveal } from '../../../src/renderer/useStepReveal.ts';

function Probe({ total, enabled }: { total: number; enabled: boolean }) {
  return <p>{useStepReveal(total, enabled)}</p>;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a screen draws its top-level nodes top first', () => {
  it('draws the first node, then one more per frame, up to all of them', async () => {
    const view = render(<Probe total={3} enabled />);
    expect(view.container.textContent).toBe('1');
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(view.container.textContent).toBe('2');
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(view.container.textContent).toBe('3');
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(view.container.textContent).toBe('3');
  });

  it('draws everything at once when off (tests, the screen matrix)', () => {
    expect(render(<Probe total={5} enabled={false} />).container.textContent).toBe('5');
  });
});
