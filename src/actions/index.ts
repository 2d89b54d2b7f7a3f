import type { ActionCatalog } from '../core/actions/runActions.ts';
import { lazyAction, type ActionDefinition } from '../core/actions/types.ts';
import type { CompiledValidator } from '../core/validation/types.ts';
import { back } from './back.ts';
import { copy } from './copy.ts';
import { navigate } from './navigate.ts';
import { openUrl } from './openUrl.ts';
import { closePanel, openPanel, togglePanel } from './panels.ts';
import { closePopup, openPopup } from './popups.ts';
import { refresh } from './refresh.ts';
import { replace } from './replace.ts';
import { setLanguage } from './setLanguage.ts';
import { toast } from './toast.ts';
import { recheckStatus } from './recheckStatus.ts';

// Actions that carry more code load on their first run; the light ones are in the first screen's bundle.
const logout = lazyAction('logout', () => import('./logout.ts').then((m) => m.logout));
const launchGame = lazyAction('launchGame', () => import('./launchGame.ts').then((m) => m.launchGame));
const toggleFavourite = lazyAction('toggleFavourite', () => import('./toggleFavourite.ts').then((m) => m.toggleFavourite));
const login = lazyAction('login', () => import('./account/login.ts').then((m) => m.login));
const register = lazyAction('register', () => import('./account/register.ts').then((m) => m.register));
const freePlay = lazyAction('freePlay', () => import('./account/freePlay.ts').then((m) => m.freePlay));
const changePassword = lazyAction('changePassword', () => import('./account/changePassword.ts').then((m) => m.changePassword));
const setPasswordByPhone = lazyAction('setPasswordByPhone', () => import('./account/setPasswordByPhone.ts').then((m) => m.setPasswordByPhone));
const forgotPassword = lazyAction('forgotPassword', () => import('./account/forgotPassword.ts').then((m) => m.forgotPassword));
const requestSmsCode = lazyAction('requestSmsCode', () => import('./account/requestSmsCode.ts').then((m) => m.requestSmsCode));
const checkAffiliateCode = lazyAction('checkAffiliateCode', () => import('./account/checkAffiliateCode.ts').then((m) => m.checkAffiliateCode));
const thirdPartySignIn = lazyAction('thirdPartySignIn', () => import('./account/thirdPartySignIn.ts').then((m) => m.thirdPartySignIn));

/** Every action documents may name. Its params schema is schemas/actions/<name>.schema.json. */
export const actionDefinitions: readonly ActionDefinition<never>[] = [
  navigate, replace, back, openPanel, closePanel, togglePanel, openPopup, closePopup, openUrl, toast, copy, setLanguage, refresh, recheckStatus, logout, launchGame, toggleFavourite,
  login, register, freePlay, changePassword, setPasswordByPhone, forgotPassword, requestSmsCode, checkAffiliateCode, thirdPartySignIn,
] as readonly ActionDefinition<never>[];

export function createActionCatalog(extra: readonly ActionDefinition<never>[] = []): ActionCatalog {
  const all = [...actionDefinitions, ...extra];
  let validators: ReturnType<ActionCatalog['validators']> | undefined;
  let loaded: Record<string, CompiledValidator> | undefined;
  return {
    definitions: new Map(all.map((a) => [a.name, a])),
    validators: () =>
      (validators ??= import('../generated/validators/actions.js').then((m) => {
        loaded = m as unknown as Record<string, CompiledValidator>;
        return loaded;
      })),
    loadedValidators: () => loaded,
  };
}
