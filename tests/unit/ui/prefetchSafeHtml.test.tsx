/**
 * Warming the sanitizer's chunk is fire-and-forget: offline, its failed load must not become an unhandled
 * rejection (a page error the player's browser reports), and the next use loads again.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

afterAll(() => {
  vi.doUnmock('../../../src/ui/SafeHtml.tsx');
  vi.resetModules();
});

describe('prefetchSafeHtml', () => {
  it('swallows a failed load, and the next use tries again', async () => {
    vi.resetModules();
    let online = false;
    vi.doMock('../../../src/ui/SafeHtml.tsx', () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { SafeHtml: () => null };
    });
    const { prefetchSafeHtml, preloadSafeHtml } = await import('../../../src/ui/LazySafeHtml.tsx');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      prefetchSafeHtml();
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
      online = true;
      vi.resetModules();
      await expect(preloadSafeHtml()).resolves.toHaveProperty('SafeHtml');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
