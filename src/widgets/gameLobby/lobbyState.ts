import type { LobbyConfig, LobbyTab } from './config.ts';

/** The list being shown: a tab's list, or 'filter' (the all list narrowed by a vendor or a name). */
type DataType = LobbyTab | 'filter';

export interface LobbyState {
  dataType: DataType;
  tab: LobbyTab;
  /** A vendor the player picked; null = the route's vendor (or the category's first). */
  vendor: string | null;
  /** Trimmed search text. */
  name: string;
  /** NEW, ALL, a code, or '' (cleared on the hot, favourite and recent tabs). */
  classify: string;
  minBet: number | null;
}

export type LobbyEvent =
  | { type: 'tab'; tab: LobbyTab }
  | { type: 'search'; name: string }
  | { type: 'classify'; classify: string }
  | { type: 'minBet'; minBet: number | null }
  | { type: 'vendor'; vendor: string };

export function initialLobbyState(config: LobbyConfig): LobbyState {
  return { dataType: config.tab, tab: config.tab, vendor: null, name: '', classify: config.tab === 'all' ? config.classify : '', minBet: null };
}

/** 'filter' while a vendor or a name narrows the list, else 'all' ("a filter or name search sets filter"). */
const filterOrAll = (vendor: string | null, name: string): DataType => (vendor || name ? 'filter' : 'all');

/**
 * The lobby's data rules as a pure reducer: a tab change resets vendor and name (the list and
 * page reset with the request); classify is the config's default on the all tab and cleared on the others; a
 * classify pick sets all; on the hot list, search and filters stay local.
 */
export function reduceLobby(config: LobbyConfig, state: LobbyState, event: LobbyEvent): LobbyState {
  switch (event.type) {
    case 'tab':
      return { ...state, dataType: event.tab, tab: event.tab, vendor: null, name: '', classify: event.tab === 'all' ? config.classify : '' };
    case 'search': {
      const name = event.name.trim();
      if (state.dataType === 'hot') return { ...state, name };
      return { ...state, name, dataType: filterOrAll(state.vendor, name), tab: 'all', classify: state.classify || 'ALL' };
    }
    case 'classify':
      if (state.dataType === 'hot' && config.mode === 'hot') return { ...state, classify: event.classify };
      return { ...state, classify: event.classify, dataType: 'all', tab: 'all' };
    case 'minBet':
      if (state.dataType === 'hot') return { ...state, minBet: event.minBet };
      return { ...state, minBet: event.minBet, dataType: filterOrAll(state.vendor, state.name), tab: 'all', classify: state.classify || 'ALL' };
    case 'vendor':
      // Favourites and recent games are narrowed to the vendor on their own tab; the same vendor again clears it.
      if (state.dataType === 'fav' || state.dataType === 'recent')
        return { ...state, vendor: event.vendor && event.vendor !== state.vendor ? event.vendor : null };
      return { ...state, vendor: event.vendor, dataType: 'filter', tab: 'all', classify: state.classify || 'ALL' };
  }
}

/** My collection and Recent games: a vendor chip narrows the tab's own list instead of opening the vendor's games. */
export const narrowsOwnList = (dataType: LobbyState['dataType']): boolean => dataType === 'fav' || dataType === 'recent';
