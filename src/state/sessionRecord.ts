import type { AppState, SessionInfo } from './appState.ts';
import type { Store } from './createStore.ts';
import { readJson, StorageKeys, writeJson } from './storageKeys.ts';

/**
 * MC_SESSION_INFO in sessionStorage: the store's session plus `spanId`, the trace id (x-app-trace-id) of the
 * platform's last answer. The trace id changes with every answer and no screen shows it, so it lives only here,
 * never in the store: kept in the store's session, every answer made a new session object, and every node that
 * reads conditions re-rendered in one long task (nine times while a member's page loaded).
 */
export function writeSessionRecord(storage: Storage, session: SessionInfo | null): void {
  if (!session) {
    writeJson(storage, StorageKeys.session, null);
    return;
  }
  const spanId = readJson<SessionInfo>(storage, StorageKeys.session)?.spanId;
  writeJson(storage, StorageKeys.session, spanId ? { ...session, spanId } : session);
}

/** Keeps an answer's trace id in the stored session; with no session stored there is nothing to keep it with. */
export function keepTraceId(storage: Storage, spanId: string): void {
  const record = readJson<SessionInfo>(storage, StorageKeys.session);
  if (!record || record.spanId === spanId) return;
  writeJson(storage, StorageKeys.session, { ...record, spanId });
}

/**
 * Mirrors the store's session into the stored record whenever it changes (sign-in, sign-out, a dropped session):
 * the one place that writes it, so an action only updates the store.
 */
export function keepSessionStored(store: Store<AppState>, storage: Storage): void {
  let saved = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session === saved) return;
    saved = session;
    writeSessionRecord(storage, session);
  });
}
