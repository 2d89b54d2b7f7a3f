import { defineAction } from '../renderer/actionDefinition.ts';
import type { InstallAppParams } from '../generated/actions/installApp.ts';

/** The browser's install dialog (Android Chrome's beforeinstallprompt); where there is none, nothing happens. */
export const installApp = defineAction(async (_p: InstallAppParams, { env }) => {
  await env.installApp();
});
