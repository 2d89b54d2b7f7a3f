import type { ActionCatalog } from '../core/actions/runActions.ts';
import type { ActionDefinition } from '../core/actions/types.ts';
import * as validators from '../generated/validators/actions.js';
import { changePassword } from './account/changePassword.ts';
import { forgotPassword } from './account/forgotPassword.ts';
import { freePlay } from './account/freePlay.ts';
import { login } from './account/login.ts';
import { register } from './account/register.ts';
import { requestSmsCode } from './account/requestSmsCode.ts';
import { setPasswordByPhone } from './account/setPasswordByPhone.ts';
import { back } from './back.ts';
import { copy } from './copy.ts';
import { launchGame } from './launchGame.ts';
import { logout } from './logout.ts';
import { navigate } from './navigate.ts';
import { openUrl } from './openUrl.ts';
import { closePanel, openPanel, togglePanel } from './panels.ts';
import { closePopup, openPopup } from './popups.ts';
import { refresh } from './refresh.ts';
import { replace } from './replace.ts';
import { setLanguage } from './setLanguage.ts';
import { toast } from './toast.ts';
import { toggleFavourite } from './toggleFavourite.ts';
import { recheckStatus } from './recheckStatus.ts';

/** Every action documents may name. Its params schema is schemas/actions/<name>.schema.json. */
export const actionDefinitions: readonly ActionDefinition<never>[] = [
  navigate, replace, back, openPanel, closePanel, togglePanel, openPopup, closePopup, openUrl, toast, copy, setLanguage, refresh, recheckStatus, logout, launchGame, toggleFavourite,
  login, register, freePlay, changePassword, setPasswordByPhone, forgotPassword, requestSmsCode,
] as readonly ActionDefinition<never>[];

export function createActionCatalog(extra: readonly ActionDefinition<never>[] = []): ActionCatalog {
  const all = [...actionDefinitions, ...extra];
  return { definitions: new Map(all.map((a) => [a.name, a])), validators };
}
