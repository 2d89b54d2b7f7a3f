import { TRIAL_TYPE } from '../../renderer/conditionContext.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';
import { StorageKeys } from '../../state/storageKeys.ts';

export interface PreviewAccount {
  token: string | null;
  userName?: string;
  memberType?: number;
}

/**
 * Signs the preview in as the studio's demo account, as a login does: the store's session (keepSessionStored writes
 * it to MC_SESSION_INFO; MemberSync reads the member with the new token), no member read yet, the trial name for a
 * trial. Null signs out as logout does, without the logout call: the token is the studio's, which may hand it to
 * the preview again. No popup announcements: they would hide the screen being edited.
 */
export function adoptPreviewSession(store: Store<AppState>, session: Storage, merchantCode: string, account: PreviewAccount): void {
  const { token } = account;
  if (token === null) {
    for (const key of [StorageKeys.session, StorageKeys.trialName, StorageKeys.memberInfo]) session.removeItem(key);
    store.update((s) => {
      s.session = null;
      s.member = null;
      s.panels = { left: false, right: false };
      s.popups = [];
    });
    return;
  }
  if (store.getState().session?.token === token) return;
  const type = account.memberType ?? 0;
  session.removeItem(StorageKeys.memberInfo);
  if (type === TRIAL_TYPE && account.userName) session.setItem(StorageKeys.trialName, account.userName);
  else session.removeItem(StorageKeys.trialName);
  store.update((s) => {
    s.session = { token, merchantCode, userName: account.userName ?? '', type, firstTimeLogin: false };
    s.member = null;
    s.panels = { left: false, right: false };
    s.popups = [];
  });
}
