import type { DataSourceRegistry } from '../renderer/dataSource.ts';
import { affiliateUrls } from './affiliateUrls.ts';
import { agentDividends } from './agentDividends.ts';
import { agentContracts } from './agentContracts.ts';
import { agentRebateLimits } from './agentRebateLimits.ts';
import { appPage } from './appPage.ts';
import { banners } from './banners.ts';
import { checkinStatus } from './checkinStatus.ts';
import { rebateClaimable } from './rebateClaimable.ts';
import { redRainStatus } from './redRainStatus.ts';
import { customerSecurityQuestions } from './customerSecurityQuestions.ts';
import { customerService } from './customerService.ts';
import { dailySalary } from './dailySalary.ts';
import { depositReport } from './depositReport.ts';
import { favouriteGames } from './favouriteGames.ts';
import { favouriteIds } from './favouriteIds.ts';
import { gameList } from './gameList.ts';
import { gameVendors } from './gameVendors.ts';
import { helpCenter } from './helpCenter.ts';
import { hotGames } from './hotGames.ts';
import { inbox } from './inbox.ts';
import { inviteStats } from './inviteStats.ts';
import { memberInfo } from './memberInfo.ts';
import { missions } from './missions.ts';
import { notices } from './notices.ts';
import { paymentChannels } from './paymentChannels.ts';
import { promotionBoard } from './promotionBoard.ts';
import { promotions } from './promotions.ts';
import { providerPanel } from './providerPanel.ts';
import { recentGames } from './recentGames.ts';
import { registerSettings } from './registerSettings.ts';
import { responsibleGaming } from './responsibleGaming.ts';
import { siteResources } from './siteResources.ts';
import { teamKpi } from './teamKpi.ts';
import { txCodes } from './txCodes.ts';
import { unreadCount } from './unreadCount.ts';
import { vipLevels } from './vipLevels.ts';
import { wagering } from './wagering.ts';
import { walletBalance } from './walletBalance.ts';
import { winners } from './winners.ts';
import { withdrawAccount } from './withdrawAccount.ts';
import { withdrawReport } from './withdrawReport.ts';

/**
 * Every data source documents may bind, keyed by name. Params and what each yields are typed by
 * schemas/data/<name>.schema.json; `satisfies` makes a missing or extra source, or a source yielding another
 * shape, a compile error.
 */
export const dataSourceRegistry = {
  affiliateUrls,
  agentDividends,
  agentContracts,
  agentRebateLimits,
  appPage,
  banners,
  customerSecurityQuestions,
  customerService,
  dailySalary,
  depositReport,
  favouriteGames,
  favouriteIds,
  gameList,
  gameVendors,
  helpCenter,
  hotGames,
  inbox,
  inviteStats,
  memberInfo,
  missions,
  notices,
  paymentChannels,
  promotionBoard,
  promotions,
  providerPanel,
  recentGames,
  registerSettings,
  responsibleGaming,
  siteResources,
  teamKpi,
  txCodes,
  unreadCount,
  vipLevels,
  wagering,
  checkinStatus,
  rebateClaimable,
  redRainStatus,
  walletBalance,
  winners,
  withdrawAccount,
  withdrawReport,
} satisfies DataSourceRegistry;
