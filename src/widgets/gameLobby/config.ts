import type { BrandSettings } from '../../generated/brand.ts';
import type { PropsWithDefaults } from '../../generated/defaults.ts';
import type { GameLobbyProps } from '../../generated/widgets/gameLobby.ts';

export type LobbyTab = 'all' | 'hot' | 'fav' | 'recent';
export const LOBBY_TABS: readonly LobbyTab[] = ['all', 'hot', 'fav', 'recent'];

/** One screen's lobby after props, route query and brand settings are applied. */
export interface LobbyConfig {
  mode: 'lobby' | 'hot';
  /** Vendor lane: vendor menu, hot list type, first vendor. '' = no type. */
  category: string;
  /** gameType sent to the list, favourite and recent calls ('' = none). */
  gameType: string;
  /** The route's vendor(s), comma separated; '' = the category's first vendor (when firstVendor) or all. */
  vassalage: string;
  firstVendor: boolean;
  /** Classify the all tab starts with: NEW, ALL or a code (ROU, BAC). */
  classify: string;
  offersNew: boolean;
  tab: LobbyTab;
  showTabs: boolean;
  showSearch: boolean;
  showFilters: boolean;
  classifyFilter: boolean;
  showVendorMenu: boolean;
  minBets: readonly number[];
  vendorRoutes: Readonly<Record<string, string>>;
  pageSize: number;
}

type Setup = Pick<GameLobbyProps, 'category' | 'gameType' | 'vassalage' | 'vassalageSetting'>;

const vendorsOf = (setup: Setup, settings: Pick<BrandSettings, 'inhouseVendors'>): string =>
  setup.vassalageSetting === 'inhouseVendors' ? settings.inhouseVendors.join(',') : (setup.vassalage ?? '');

const isTab = (v: string | undefined): v is LobbyTab => LOBBY_TABS.includes(v as LobbyTab);

/**
 * Applies the route query to the props: a query gameType (or its alias, e.g. JILI -> RNG with vendor JL) replaces
 * the props' setup, a query vassalage picks the vendor, a query tab (type=fav) the first tab.
 */
export function resolveLobbyConfig(
  props: PropsWithDefaults<'gameLobby'>,
  query: Readonly<Record<string, string>>,
  settings: Pick<BrandSettings, 'inhouseVendors'>,
): LobbyConfig {
  let setup: Setup = props;
  const queryType = props.query?.gameType ? query[props.query.gameType]?.trim().toUpperCase() : undefined;
  if (queryType) setup = props.typeAliases?.[queryType] ?? { category: queryType };
  const category = (setup.category ?? '').toUpperCase();
  const gameType = (setup.gameType ?? category).toUpperCase();
  const queryVendor = props.query?.vassalage ? query[props.query.vassalage]?.trim().toUpperCase() : undefined;
  const vassalage = queryVendor || vendorsOf(setup, settings);
  const offersNew = props.newClassifyFor.includes(category);
  const queryTab = props.query?.tab ? query[props.query.tab]?.toLowerCase() : undefined;
  const mode = props.mode;
  return {
    mode,
    category,
    gameType,
    vassalage,
    firstVendor: props.firstVendor,
    classify: props.classify ?? (offersNew ? 'NEW' : 'ALL'),
    offersNew,
    tab: mode === 'hot' ? 'hot' : isTab(queryTab) ? queryTab : props.tab,
    showTabs: mode === 'lobby' && props.tabs !== false,
    showSearch: props.search !== false,
    showFilters: props.filters !== false,
    classifyFilter: props.classifyFilter,
    showVendorMenu: mode === 'lobby' && props.vendorMenu === true,
    minBets: props.minBets,
    vendorRoutes: props.vendorRoutes ?? {},
    pageSize: props.pageSize ?? 25,
  };
}
