import type { DataSourceOf } from '../renderer/dataSource.ts';
import type { DataSourceName } from '../generated/registry.ts';

/**
 * The data sources that are one platform call with the binding's params (schemas/data/<name>.schema.json says
 * what each yields). Sources with more to them (several calls, a shape to build, a rule) have a file each.
 */
export const callSources = {
  /** The agent's registration links (at most 10), each with the members who registered through it. */
  affiliateUrls: { needsSession: true, fetch: (_p, env) => env.api.call('affiliateUrls') },
  /** The agent's contracts of one kind with their state: the contract pages list them and answer the pending ones. */
  agentContracts: { needsSession: true, fetch: (p, env) => env.api.call('agentContracts', { kind: p.kind }) },
  /** The agent's dividend settlements; a session that is not an agent's has none and makes no call. */
  agentDividends: {
    needsSession: true,
    fetch: async (_p, env, context) => (context.session.isAgent ? env.api.call('agentDividends') : { enabled: true, list: [] }),
  },
  /** The agent's own rebate rates per game category: what it earns, and the most a direct downline may get. */
  agentRebateLimits: { needsSession: true, fetch: (_p, env) => env.api.call('agentRebateLimits') },
  /** The member's daily check-in calendar (real accounts; the screen sends trial accounts away before this runs). */
  checkinStatus: { needsSession: true, fetch: (_p, env) => env.api.call('checkinStatus') },
  /** The agent's daily salary records; a session that is not an agent's has none and makes no call. */
  dailySalary: { needsSession: true, fetch: async (_p, env, context) => (context.session.isAgent ? env.api.call('dailySalary') : { list: [] }) },
  /** MCSFE_getFavoriteGamesList (session): a page of favourite games (page size 30 by default). */
  favouriteGames: { needsSession: true, fetch: (p, env) => env.api.call('favoriteList', { pageNo: 1, pageSize: 30, ...p }) },
  /** MCSFE_getFavoriteGames (session): the favourites' nodeIds. Tiles read the store's copy (domain/games). */
  favouriteIds: { needsSession: true, fetch: (_p, env) => env.api.call('favoriteIds') },
  /** GCSGAME_gameList: one page of games. */
  gameList: { offlineCopy: true, fetch: (p, env) => env.api.call('gameList', { pageNo: 1, ...p }) },
  /** GCSGAME_newGameVendor: the vendor lanes; `mapping` gives each category's vendors in order with their classifies. */
  gameVendors: { offlineCopy: true, fetch: (_p, env) => env.api.call('gameVendors') },
  /** The help centre in the current language: the home footer lists the titles, /m/help the contents. */
  helpCenter: { offlineCopy: true, fetch: (_p, env) => env.api.call('helpCenter') },
  /** The invitation code, rules and figures; the referral dialog and /m/inviteFriends build the same link from it. */
  inviteStats: { needsSession: true, fetch: (_p, env) => env.api.call('inviteStats') },
  /** The member's bank card details (payee name, cards with holder, masked number and branch, the most allowed); none for free play. */
  memberBankCard: {
    needsSession: true,
    fetch: async (_p, env, context) => (context.session.isRealAccount ? env.api.call('memberBankCard') : { payeeName: '', maxCards: 1, list: [] }),
  },
  /** Who is signed in (nickname, type, club label, affiliate code). */
  memberInfo: { needsSession: true, fetch: (_p, env) => env.api.call('memberInfo') },
  /** The contracts waiting for the agent's answer: asked of the platform on each read (`t`), never a cached list. */
  pendingContracts: { needsSession: true, fetch: (_p, env) => env.api.call('pendingContracts', { t: String(env.clock.now()) }) },
  /** The manual rebate claimable per game category (real accounts of a site with MANPLAYREB3). */
  rebateClaimable: { needsSession: true, fetch: (_p, env) => env.api.call('rebateClaimable') },
  /** GCS_recentGame (session): a page of recently played games (page size 25 by default). */
  recentGames: { needsSession: true, fetch: (p, env) => env.api.call('recentGames', { page: 1, pageSize: 25, ...p }) },
  /** The red envelope rain now or next, and the member's envelopes in it (real accounts). */
  redRainStatus: { needsSession: true, fetch: (_p, env) => env.api.call('redRainStatus') },
  /** The field rule set forms compose their JSON Schema from. */
  registerSettings: { fetch: (_p, env) => env.api.call('registerSettings') },
  /** Transaction codes for the records filter: the agent's with types A, else the member's. */
  txCodes: { needsSession: true, fetch: (p, env) => env.api.call('txCodeList', p.types === 'A' ? { types: 'A' } : {}) },
  /** sumBalance is what the header and member menu show. */
  walletBalance: { needsSession: true, fetch: (_p, env) => env.api.call('walletBalance') },
} satisfies { [N in DataSourceName]?: DataSourceOf<N> };
