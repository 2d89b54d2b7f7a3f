import { useEffect } from 'react';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { syncMember } from './memberSync.ts';

/** Runs the member read whenever the session token changes (boot with a stored session, login, logout). */
export function MemberSync() {
  const { env } = useRenderer();
  const token = useAppState((s) => s.session?.token ?? null);
  useEffect(() => {
    if (token) void syncMember(env, token);
  }, [env, token]);
  return null;
}
