import { loadOnce } from '../core/loadOnce.ts';
import type { ActionCatalog } from '../renderer/runActions.ts';
import { lazyAction, type ActionRegistry } from '../renderer/actionDefinition.ts';
import { loadLazyModule } from '../renderer/lazyModule.ts';
import { back } from './back.ts';
import { copy } from './copy.ts';
import { installApp } from './installApp.ts';
import { navigate } from './navigate.ts';
import { openUrl } from './openUrl.ts';
import { closePanel, openPanel, togglePanel } from './panels.ts';
import { closePopup, openPopup } from './popups.ts';
import { recheckStatus } from './recheckStatus.ts';
import { refresh } from './refresh.ts';
import { replace } from './replace.ts';
import { setLanguage } from './setLanguage.ts';
import { toast } from './toast.ts';

/**
 * Every action documents may name, keyed by name; params are typed by schemas/actions/<name>.schema.json and
 * `satisfies` makes a missing or extra action, or params of another shape, a compile error. The light actions are
 * in the first screen's bundle; the others (payload builders, storage codecs, ciphers) load on their first run.
 */
export const actionRegistry = {
  navigate,
  replace,
  back,
  openPanel,
  closePanel,
  togglePanel,
  openPopup,
  closePopup,
  openUrl,
  toast,
  copy,
  setLanguage,
  refresh,
  recheckStatus,
  installApp,
  logout: lazyAction(() => import('./logout.ts')),
  launchGame: lazyAction(() => import('./launchGame.ts')),
  toggleFavourite: lazyAction(() => import('./toggleFavourite.ts')),
  openChat: lazyAction(() => import('./openChat.ts')),
  login: lazyAction(() => import('./account/login.ts')),
  register: lazyAction(() => import('./account/register.ts')),
  agentRegister: lazyAction(() => import('./account/agentRegister.ts')),
  freePlay: lazyAction(() => import('./account/freePlay.ts')),
  changePassword: lazyAction(() => import('./account/changePassword.ts')),
  setPasswordByPhone: lazyAction(() => import('./account/setPasswordByPhone.ts')),
  forgotPassword: lazyAction(() => import('./account/forgotPassword.ts')),
  requestSmsCode: lazyAction(() => import('./account/requestSmsCode.ts')),
  checkAffiliateCode: lazyAction(() => import('./account/checkAffiliateCode.ts')),
  thirdPartySignIn: lazyAction(() => import('./account/thirdPartySignIn.ts')),
} satisfies ActionRegistry;

/** The catalog the renderer runs actions from: these definitions plus their precompiled params validators. */
export function createActionCatalog(): ActionCatalog {
  return { definitions: actionRegistry, ...lazyValidators() };
}

function lazyValidators(): Pick<ActionCatalog, 'validators' | 'loadedValidators'> {
  // A failed load (offline) is tried again by the next action run (under a new address if need be: lazyModule.ts).
  const code = loadOnce(() => loadLazyModule(() => import('../generated/validators/actions.js')));
  return { validators: code.load, loadedValidators: code.current };
}
