import type { AppState, SessionInfo, SystemState } from './appState.ts';
import { readJson, StorageKeys } from './storageKeys.ts';

/** The platform's status answer, as far as the gate reads it. */
export interface StatusSummary {
  maintenance?: boolean | number;
  regionRestriction?: boolean | number;
}

/** 0 normal, 1 maintenance (also when both apply), 2 region restricted. */
export function systemStateOf(status: StatusSummary | null): SystemState {
  if (!status) return 'normal';
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'region';
  return 'normal';
}

export function initialState(language: string, storage: { session: Storage; local: Storage }): AppState {
  return {
    session: readJson<SessionInfo>(storage.session, StorageKeys.session),
    member: readJson(storage.session, StorageKeys.memberInfo),
    language,
    panels: { left: false, right: false },
    popups: [],
    toasts: [],
    balanceHidden: false,
    platformFlags: {},
    promotions: {},
    system: systemStateOf(readJson<StatusSummary>(storage.local, StorageKeys.status)),
    pwa: { installable: false, updateReady: false },
    interruptions: {
      claims: [],
      showing: null,
      popupsShown: 0,
      barsShowing: [],
      sessionKey: '',
      closedBars: readJson<string[]>(storage.local, StorageKeys.closedBars) ?? [],
    },
  };
}
