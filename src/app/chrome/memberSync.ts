import type { AppEnv } from '../../renderer/env.ts';
import type { MemberInfo } from '../../state/appState.ts';
import { StorageKeys, writeJson } from '../../state/storageKeys.ts';

/** The platform's answer when a token is unknown, expired or revoked. */
const NOT_SESSION = 'login.not.session';

function errorCodeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { errorCode?: unknown }).errorCode;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.message : undefined;
}

/**
 * Reads who is signed in (the memberInfo call) into the store and the `memberInfo` cache, so conditions see the
 * member type, club label and nickname. A dead token (401 login.not.session) drops the session: the player is a
 * guest again instead of seeing a broken member header.
 */
export async function syncMember(env: AppEnv, token: string): Promise<void> {
  try {
    const info = await env.api.call('memberInfo');
    if (env.store.getState().session?.token !== token) return;
    const member: MemberInfo = { id: info.id, account: info.account, nickname: info.nickname, type: info.type, clubLabel: info.clubLabel };
    writeJson(env.storage.session, StorageKeys.memberInfo, member);
    env.store.update((s) => {
      s.member = member;
    });
  } catch (err) {
    if (errorCodeOf(err) !== NOT_SESSION || env.store.getState().session?.token !== token) return;
    env.storage.session.removeItem(StorageKeys.memberInfo);
    env.store.update((s) => {
      s.session = null;
      s.member = null;
    });
  }
}
