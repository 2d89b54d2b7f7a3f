import type { AppEnv } from '../../renderer/env.ts';
import type { ConditionContext } from '../../generated/context.ts';
import { StorageKeys } from '../../state/storageKeys.ts';

/** What login, register and free play answer (customerType is the member type). */
export interface SignInAnswer {
  token: string;
  id?: number;
  userName: string;
  customerType?: number;
  type?: number;
  firstTimeLogin?: boolean;
}

/**
 * Keeps the session as MC_SESSION_INFO {token, merchantCode, userName, type, firstTimeLogin, id} (the store's session
 * is mirrored there by keepSessionStored) and turns autoLogin back on.
 */
export function storeSession(env: AppEnv, context: ConditionContext, a: SignInAnswer): void {
  const type = a.customerType ?? a.type ?? 0;
  env.store.update((s) => {
    s.session = { token: a.token, merchantCode: context.brand.merchantCode, userName: a.userName, type, firstTimeLogin: a.firstTimeLogin ?? false, id: a.id };
    s.member = null;
  });
  env.storage.local.setItem(StorageKeys.autoLogin, '1');
  // Popup announcements show once after each sign-in (not when a tab restores its session).
  env.storage.session.setItem(StorageKeys.popupNoticesPending, '1');
  if (type === 4) env.storage.session.setItem(StorageKeys.trialName, a.userName);
  else env.storage.session.removeItem(StorageKeys.trialName);
}

/** Resolves after ms on the env's timers (real timers; tests use fake ones). */
export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
