import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../../src/i18n/createI18n.ts';
import { initialState, systemStateOf } from '../../../src/state/initialState.ts';
import { flattenWhitelabel } from '../../../src/api/whitelabel.ts';
import type { WhitelabelNode } from '../../../src/generated/api/shapes/whitelabelNode.ts';
import { refreshPlatformSettings } from '../../../src/domain/site/platformSettings.ts';
import type { AppState } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { createFixtureApi } from '../../support/fixtureApi.ts';

describe('boot rules', () => {
  it('system status: 0 normal, 1 maintenance (also when both apply), 2 region', () => {
    expect(systemStateOf(null)).toBe('normal');
    expect(systemStateOf({ maintenance: false, regionRestriction: false })).toBe('normal');
    expect(systemStateOf({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(systemStateOf({ maintenance: 0, regionRestriction: 1 })).toBe('region');
  });

  it('starts from the cached status and the saved language; corrupt storage reads as empty', () => {
    localStorage.setItem('status', JSON.stringify({ maintenance: 1 }));
    sessionStorage.setItem('MC_SESSION_INFO', '{not json');
    const s = initialState('EN', { session: sessionStorage, local: localStorage });
    expect(s.system).toBe('maintenance');
    expect(s.session).toBeNull();
    expect(initialLanguage('ty', ['EN', 'TY'], 'EN')).toBe('TY');
    expect(initialLanguage('JA', ['EN', 'TY'], 'EN')).toBe('EN');
    localStorage.clear();
    sessionStorage.clear();
  });

  it('flattens the whitelabel tree and refreshes status into the store and the cache', async () => {
    const tree: WhitelabelNode = {
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'A', enabled: '1', childrenNodes: [{ modId: 'B', enabled: '0', childrenNodes: [] }] },
        { modId: 'C', enabled: '0', childrenNodes: [{ modId: 'D', enabled: '1', childrenNodes: [] }] },
      ],
    };
    // A module is on only when every ancestor is on.
    expect(flattenWhitelabel(tree)).toEqual({ A: true, B: false, C: false, D: false });
    const store = createStore<AppState>(initialState('EN', { session: sessionStorage, local: localStorage }));
    const api = createFixtureApi({
      systemStatus: { maintenance: false, regionRestriction: true },
      whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'REWCEN3', enabled: '1', childrenNodes: [] }] },
    });
    await refreshPlatformSettings(api, store, localStorage);
    expect(store.getState().system).toBe('region');
    expect(store.getState().platformFlags).toEqual({ REWCEN3: true });
    expect(JSON.parse(localStorage.getItem('status')!).regionRestriction).toBe(true);
  });

  it('keeps the cached state when the status service is unreachable', async () => {
    const store = createStore<AppState>(initialState('EN', { session: sessionStorage, local: localStorage }));
    store.update((s) => {
      s.system = 'maintenance';
    });
    await refreshPlatformSettings(createFixtureApi({}), store, localStorage);
    expect(store.getState().system).toBe('maintenance');
  });
});
