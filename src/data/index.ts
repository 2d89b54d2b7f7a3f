import type { DataSourceRegistry } from '../renderer/dataSource.ts';
import { callSources } from './callSources.ts';
import { lazySource } from './lazySource.ts';
import { banners } from './banners.ts';
import { hotGames } from './hotGames.ts';
import { notices } from './notices.ts';
import { promotions } from './promotions.ts';
import { providerPanel } from './providerPanel.ts';
import { siteResources } from './siteResources.ts';
import { unreadCount } from './unreadCount.ts';
import { winners } from './winners.ts';

/**
 * Every data source documents may bind, keyed by name. The sources the landing screens and the bars read are in
 * the first file (their reads go out with the status call); the rest load their code when a screen binds them. Params and what each yields are typed by
 * schemas/data/<name>.schema.json; `satisfies` makes a missing or extra source, or a source yielding another
 * shape, a compile error.
 */
export const dataSourceRegistry = {
  ...callSources,
  appPage: lazySource<'appPage'>({}, () => import('./appPage.ts').then((m) => m.appPage)),
  banners,
  customerSecurityQuestions: lazySource<'customerSecurityQuestions'>({ needsSession: true }, () =>
    import('./customerSecurityQuestions.ts').then((m) => m.customerSecurityQuestions),
  ),
  chatModels: lazySource<'chatModels'>({ needsSession: true }, () => import('./chatModels.ts').then((m) => m.chatModels)),
  contractsWaiting: lazySource<'contractsWaiting'>({ needsSession: true }, () => import('./contractsWaiting.ts').then((m) => m.contractsWaiting)),
  customerService: lazySource<'customerService'>({}, () => import('./customerService.ts').then((m) => m.customerService)),
  depositReport: lazySource<'depositReport'>({ needsSession: true }, () => import('./depositReport.ts').then((m) => m.depositReport)),
  hotGames,
  inbox: lazySource<'inbox'>({ needsSession: true }, () => import('./inbox.ts').then((m) => m.inbox)),
  missions: lazySource<'missions'>({ needsSession: true }, () => import('./missions.ts').then((m) => m.missions)),
  lobbyNews: lazySource<'lobbyNews'>({}, () => import('./lobbyNews.ts').then((m) => m.lobbyNews)),
  memberProfile: lazySource<'memberProfile'>({ needsSession: true }, () => import('./memberProfile.ts').then((m) => m.memberProfile)),
  notices,
  paymentChannels: lazySource<'paymentChannels'>({ needsSession: true }, () => import('./paymentChannels.ts').then((m) => m.paymentChannels)),
  promotionBoard: lazySource<'promotionBoard'>({ offlineCopy: true }, () => import('./promotionBoard.ts').then((m) => m.promotionBoard)),
  promotions,
  providerPanel,
  responsibleGaming: lazySource<'responsibleGaming'>({ needsSession: true }, () => import('./responsibleGaming.ts').then((m) => m.responsibleGaming)),
  securityConfig: lazySource<'securityConfig'>({ needsSession: true }, () => import('./securityConfig.ts').then((m) => m.securityConfig)),
  siteAddresses: lazySource<'siteAddresses'>({}, () => import('./siteAddresses.ts').then((m) => m.siteAddresses)),
  siteResources,
  teamKpi: lazySource<'teamKpi'>({ needsSession: true }, () => import('./teamKpi.ts').then((m) => m.teamKpi)),
  unreadCount,
  vendorWallets: lazySource<'vendorWallets'>({ needsSession: true }, () => import('./vendorWallets.ts').then((m) => m.vendorWallets)),
  vipLevels: lazySource<'vipLevels'>({ needsSession: true }, () => import('./vipLevels.ts').then((m) => m.vipLevels)),
  wagering: lazySource<'wagering'>({ needsSession: true }, () => import('./wagering.ts').then((m) => m.wagering)),
  winners,
  withdrawAccount: lazySource<'withdrawAccount'>({ needsSession: true }, () => import('./withdrawAccount.ts').then((m) => m.withdrawAccount)),
  withdrawReport: lazySource<'withdrawReport'>({ needsSession: true }, () => import('./withdrawReport.ts').then((m) => m.withdrawReport)),
} satisfies DataSourceRegistry;
