import { afterEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { createPlatformApi } from '../../../src/app/platform.ts';
import type { AppState, SessionInfo } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { keepSessionStored, keepTraceId, writeSessionRecord } from '../../../src/state/sessionRecord.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';

const SESSION: SessionInfo = { token: 't-1', merchantCode: 'LUCKY', userName: 'demo0', type: 0, firstTimeLogin: false, id: 7 };
const stored = () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as SessionInfo | null;

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the stored session record (MC_SESSION_INFO)', () => {
  it('keeps the trace id of the last answer beside the session, and keeps it when the session is written again', () => {
    keepTraceId(sessionStorage, 'trace-0');
    expect(stored(), 'no session stored: nothing to keep the trace id with').toBeNull();
    writeSessionRecord(sessionStorage, SESSION);
    keepTraceId(sessionStorage, 'trace-1');
    expect(stored()).toEqual({ ...SESSION, spanId: 'trace-1' });
    writeSessionRecord(sessionStorage, { ...SESSION, type: 1 });
    expect(stored()).toEqual({ ...SESSION, type: 1, spanId: 'trace-1' });
    writeSessionRecord(sessionStorage, null);
    expect(stored()).toBeNull();
  });

  it("mirrors the store's session as it changes, keeping the stored trace id, and writes nothing for other changes", () => {
    const store = createStore<AppState>(initialState('EN', { session: sessionStorage, local: localStorage }));
    keepSessionStored(store, sessionStorage);
    store.update((s) => void (s.session = SESSION));
    expect(stored()).toEqual(SESSION);
    keepTraceId(sessionStorage, 'trace-3');
    store.update((s) => void (s.language = 'TY'));
    store.update((s) => void (s.session = { ...SESSION, type: 1 }));
    expect(stored()).toEqual({ ...SESSION, type: 1, spanId: 'trace-3' });
    sessionStorage.setItem('MC_SESSION_INFO', 'left alone');
    store.update((s) => void (s.language = 'EN'));
    expect(sessionStorage.getItem('MC_SESSION_INFO'), 'an update that leaves the session is not written').toBe('left alone');
    store.update((s) => void (s.session = null));
    expect(stored()).toBeNull();
  });

  it("an answer's trace id goes to the stored record and leaves the store's session as it was", async () => {
    const brand = buildBundle(join(process.cwd(), 'screens'), 'lucky').brand;
    const store = createStore<AppState>({ ...initialState('EN', { session: sessionStorage, local: localStorage }), session: SESSION });
    writeSessionRecord(sessionStorage, SESSION);
    const before = store.getState();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: true, value: { maintenance: false } }), {
          headers: { 'x-app-trace-id': 'trace-2', 'content-type': 'application/json' },
        }),
    );
    const api = createPlatformApi({ ...brand, api: { ...brand.api, baseUrl: 'http://localhost' } }, store, sessionStorage);
    await api.call('systemStatus', { url: 'localhost' });
    expect(stored()?.spanId).toBe('trace-2');
    // A new state (or session object) per answer re-rendered every node that reads conditions.
    expect(store.getState()).toBe(before);
  });
});
