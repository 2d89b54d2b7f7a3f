import type { DataSourceDefinition } from '../core/data/types.ts';
import { banners } from './banners.ts';
import { customerService } from './customerService.ts';
import { memberInfo } from './memberInfo.ts';
import { promotions } from './promotions.ts';
import { siteResources } from './siteResources.ts';
import { unreadCount } from './unreadCount.ts';
import { walletBalance } from './walletBalance.ts';

/** Every data source documents may name. Params schema: schemas/data/<name>.schema.json. */
export const dataSourceDefinitions: readonly DataSourceDefinition<never, unknown>[] = [
  memberInfo,
  walletBalance,
  promotions,
  banners,
  siteResources,
  customerService,
  unreadCount,
] as readonly DataSourceDefinition<never, unknown>[];
