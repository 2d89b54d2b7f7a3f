import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/core/loadOnce.ts';

describe('code loaded once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads once for every caller and remembers the value', async () => {
    const load = vi.fn(async () => 'module');
    const code = loadOnce(load);
    expect(code.current()).toBeUndefined();
    expect(await Promise.all([code.load(), code.load()])).toEqual(['module', 'module']);
    expect(code.current()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again by the next call, and a warm-up that failed leaves no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
      const code = loadOnce<string>(load);
      code.warm();
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(code.current()).toBeUndefined();
      expect(await code.load()).toBe('module');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a forgotten value is asked for again, and a load forgotten on its way leaves nothing behind', async () => {
    let answer = 'old key';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const code = loadOnce(async () => {
      const mine = answer;
      if (mine === 'old key') await gate;
      return mine;
    });
    const first = code.load();
    code.forget();
    answer = 'new key';
    expect(await code.load()).toBe('new key');
    release();
    expect(await first).toBe('old key');
    expect(code.current(), 'the late old answer does not replace the new one').toBe('new key');
  });
});
