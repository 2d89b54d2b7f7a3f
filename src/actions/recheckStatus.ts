import { refreshPlatformSettings } from '../app/platformSettings.ts';
import { defineAction } from '../core/actions/types.ts';
import type { RecheckStatusParams } from '../generated/actions/recheckStatus.ts';

export const recheckStatus = defineAction<RecheckStatusParams>('recheckStatus', async (_p, { env }) => {
  await refreshPlatformSettings(env.api, env.store, env.storage.local);
});
