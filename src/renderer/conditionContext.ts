import type { BrandDocument } from '../generated/brand.ts';
import type { ConditionContext, DeviceContext, FlagsContext, SessionContext } from '../generated/context.ts';
import type { AppState } from '../state/appState.ts';
import { effectiveFlags } from '../core/brand/effectiveFlags.ts';

/** Member types the spec counts as real accounts (may deposit, see the member centre). */
const REAL_TYPES = [0, 1, 2];
/** Member types that are not agents (the spec: agents are every type other than 0, 4 and 40). */
const NON_AGENT_TYPES = [0, 4, 40];
export const TRIAL_TYPE = 4;

export function sessionContext(state: Pick<AppState, 'session' | 'member'>): SessionContext {
  const s = state.session;
  if (!s) {
    return { kind: 'guest', loggedIn: false, memberType: null, isAgent: false, isRealAccount: false, hasClubLabel: false, userName: '' };
  }
  const type = state.member?.type ?? s.type;
  return {
    kind: type === TRIAL_TYPE ? 'trial' : 'member',
    loggedIn: true,
    memberType: type,
    isAgent: !NON_AGENT_TYPES.includes(type),
    isRealAccount: REAL_TYPES.includes(type),
    hasClubLabel: Boolean(state.member?.clubLabel?.labelName),
    userName: state.member?.nickname || state.member?.account || s.userName,
  };
}

export interface ContextInput {
  state: AppState;
  brand: BrandDocument;
  device: DeviceContext;
  path: string;
  query: Record<string, string>;
}

/** The typed context every `when` reads; its flags are the platform's, narrowed by the brand (effectiveFlags). */
export function buildConditionContext({ state, brand, device, path, query }: ContextInput): ConditionContext {
  const flags = effectiveFlags(state.platformFlags, brand.whitelabel) as FlagsContext;
  return {
    session: sessionContext(state),
    flags,
    promotions: { REFERRAL: state.promotions.REFERRAL === true, APP_DOWNLOAD: state.promotions.APP_DOWNLOAD === true },
    settings: brand.settings,
    device,
    route: { path, isHome: brand.routing.homePaths.includes(path), query },
    language: state.language,
    template: {
      memberCentre: state.statusInfo?.mobileTemplate?.mem_cen === '1' ? 'new' : 'base',
      deposit: state.statusInfo?.mobileTemplate?.dep_func === '1' ? 'new' : 'base',
    },
    brand: { id: brand.id, merchantCode: brand.merchantCode },
    signIn: { facebook: state.signIn?.facebook === true, google: state.signIn?.google === true },
  };
}
