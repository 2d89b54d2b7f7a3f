import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, loadLazyModule, OfflineLoadError } from '../../../src/renderer/lazyModule.ts';

const ORIGIN = 'https://lucky.example';

describe('lazy modules survive a moment without network', () => {
  afterEach(() => {
    // The DOM is shared by every unit file: the device's own network state comes back.
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it("names the chunk to ask for again, under a new address, only for this origin's built scripts", () => {
    const err = new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/actions-YKdvsZWe.js`);
    expect(failedChunkUrl(err, ORIGIN, 42)).toBe(`${ORIGIN}/assets/actions-YKdvsZWe.js?retry=42`);
    expect(failedChunkUrl(new TypeError('error loading dynamically imported module: https://evil.example/assets/x.js'), ORIGIN, 1)).toBeNull();
    expect(failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/m/home`), ORIGIN, 1)).toBeNull();
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), ORIGIN, 1)).toBeNull();
    expect(failedChunkUrl('not an error', ORIGIN, 1)).toBeNull();
  });

  it('asks for nothing while the device is offline without a service worker, so the next try loads it', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const load = vi.fn(async () => ({ default: 1 }));
    await expect(loadLazyModule(load)).rejects.toBeInstanceOf(OfflineLoadError);
    expect(load).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'onLine');
    await expect(loadLazyModule(load)).resolves.toEqual({ default: 1 });
  });

  it('passes on a failure that names no chunk', async () => {
    const err = new TypeError('Importing a module script failed.');
    await expect(loadLazyModule(async () => Promise.reject(err))).rejects.toBe(err);
  });
});
