import type { DataSourceDefinition } from '../core/data/types.ts';
import { banners } from './banners.ts';
import { customerService } from './customerService.ts';
import { favouriteGames } from './favouriteGames.ts';
import { favouriteIds } from './favouriteIds.ts';
import { gameList } from './gameList.ts';
import { gameVendors } from './gameVendors.ts';
import { helpCenter } from './helpCenter.ts';
import { hotGames } from './hotGames.ts';
import { memberInfo } from './memberInfo.ts';
import { notices } from './notices.ts';
import { promotions } from './promotions.ts';
import { registerSettings } from './registerSettings.ts';
import { recentGames } from './recentGames.ts';
import { siteResources } from './siteResources.ts';
import { unreadCount } from './unreadCount.ts';
import { walletBalance } from './walletBalance.ts';
import { winners } from './winners.ts';

/** Every data source documents may name. Params schema: schemas/data/<name>.schema.json. */
export const dataSourceDefinitions: readonly DataSourceDefinition<never, unknown>[] = [
  memberInfo,
  walletBalance,
  promotions,
  banners,
  siteResources,
  customerService,
  unreadCount,
  registerSettings,
  gameList,
  hotGames,
  gameVendors,
  favouriteIds,
  favouriteGames,
  recentGames,
  notices,
  winners,
  helpCenter,
] as readonly DataSourceDefinition<never, unknown>[];
