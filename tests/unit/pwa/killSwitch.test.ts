import { afterEach, describe, expect, it, vi } from 'vitest';
import { markFirstScreenDrawn } from '../../../src/core/afterLoad.ts';
import { retireServiceWorkers } from '../../../src/app/pwa/serviceWorker.ts';
import { startPwa } from '../../../src/app/pwa/startPwa.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { createStore } from '../../../src/state/createStore.ts';

/** A browser with two workers registered and three caches (the worker's and the saved lists). */
function fakeBrowser() {
  const registrations = [{ unregister: vi.fn(async () => true) }, { unregister: vi.fn(async () => true) }];
  const names = new Set(['workbox-precache-v2', 'images', 'saved-lists-v1']);
  const serviceWorker = { getRegistrations: vi.fn(async () => registrations), register: vi.fn(), addEventListener: vi.fn(), controller: null };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('caches', { keys: async () => [...names], delete: async (n: string) => names.delete(n) });
  return { registrations, names, serviceWorker };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the kill switch (brand.json app.serviceWorker false)', () => {
  it('unregisters every worker of the site and deletes every cache', async () => {
    const b = fakeBrowser();
    await retireServiceWorkers();
    for (const r of b.registrations) expect(r.unregister).toHaveBeenCalledTimes(1);
    expect(b.names.size).toBe(0);
  });

  it('is what the app does after its first screen when the brand switches the worker off, and it registers none', async () => {
    const b = fakeBrowser();
    const store = createStore(initialState('EN', { session: window.sessionStorage, local: window.localStorage }));
    const warn = vi.spyOn(console, 'warn');
    startPwa({ app: { serviceWorker: false } }, store, 0);
    markFirstScreenDrawn();
    await vi.waitFor(() => expect(b.names.size).toBe(0), { timeout: 10_000 });
    for (const r of b.registrations) expect(r.unregister).toHaveBeenCalled();
    expect(b.serviceWorker.register).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
