import type { DataSourceRegistry } from '../renderer/dataSource.ts';
import { callSources } from './callSources.ts';
import { appPage } from './appPage.ts';
import { banners } from './banners.ts';
import { customerSecurityQuestions } from './customerSecurityQuestions.ts';
import { customerService } from './customerService.ts';
import { depositReport } from './depositReport.ts';
import { hotGames } from './hotGames.ts';
import { inbox } from './inbox.ts';
import { missions } from './missions.ts';
import { notices } from './notices.ts';
import { paymentChannels } from './paymentChannels.ts';
import { promotionBoard } from './promotionBoard.ts';
import { promotions } from './promotions.ts';
import { providerPanel } from './providerPanel.ts';
import { responsibleGaming } from './responsibleGaming.ts';
import { siteResources } from './siteResources.ts';
import { teamKpi } from './teamKpi.ts';
import { unreadCount } from './unreadCount.ts';
import { vipLevels } from './vipLevels.ts';
import { wagering } from './wagering.ts';
import { winners } from './winners.ts';
import { withdrawAccount } from './withdrawAccount.ts';
import { withdrawReport } from './withdrawReport.ts';

/**
 * Every data source documents may bind, keyed by name. Params and what each yields are typed by
 * schemas/data/<name>.schema.json; `satisfies` makes a missing or extra source, or a source yielding another
 * shape, a compile error.
 */
export const dataSourceRegistry = {
  ...callSources,
  appPage,
  banners,
  customerSecurityQuestions,
  customerService,
  depositReport,
  hotGames,
  inbox,
  missions,
  notices,
  paymentChannels,
  promotionBoard,
  promotions,
  providerPanel,
  responsibleGaming,
  siteResources,
  teamKpi,
  unreadCount,
  vipLevels,
  wagering,
  winners,
  withdrawAccount,
  withdrawReport,
} satisfies DataSourceRegistry;
