import type { SystemStatusResponse } from '../generated/api/systemStatus.response.ts';
import type { AppEnv } from '../renderer/env.ts';

/**
 * The system status carries the site's configured links (info.resources, info.customerService). Boot has already
 * read it; ask the platform again only when that answer is missing.
 */
export async function fetchStatusInfo(env: AppEnv): Promise<SystemStatusResponse['info']> {
  const known = env.store.getState().statusInfo;
  if (known) return known;
  const info = (await env.api.call('systemStatus', { url: window.location.host })).info;
  env.store.update((s) => {
    s.statusInfo = info;
  });
  return info;
}
