import { useEffect } from 'react';
import { refreshPlatformSettings } from '../domain/site/platformSettings.ts';
import { useRenderer } from '../renderer/RendererContext.tsx';

/**
 * While the offline gate shows, reads the status again as soon as the device says it is back online: the gate
 * then gives way to the screen of the address by itself, with no reload (the screen's data loads as it mounts).
 */
export function useOfflineRecovery(offline: boolean): void {
  const { env } = useRenderer();
  useEffect(() => {
    if (!offline) return;
    const recheck = () => void refreshPlatformSettings(env.api, env.store, env.storage.local);
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [offline, env]);
}
