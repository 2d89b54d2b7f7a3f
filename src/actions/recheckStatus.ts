import { refreshPlatformSettings } from '../domain/site/platformSettings.ts';
import { defineAction } from '../renderer/actionDefinition.ts';
import type { RecheckStatusParams } from '../generated/actions/recheckStatus.ts';

export const recheckStatus = defineAction(async (_p: RecheckStatusParams, { env }) => {
  await refreshPlatformSettings(env.api, env.store, env.storage.local, env.storage.session);
});
