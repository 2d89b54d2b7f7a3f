import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/core/yieldToMain.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on in a later task: every microtask queued before it has run by then', async () => {
    let microtasksDone = false;
    const resumed = yieldToMain().then(() => microtasksDone);
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => {
        microtasksDone = true;
      });
    expect(await resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const y = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: y };
    await yieldToMain();
    expect(y).toHaveBeenCalledOnce();
  });
});
