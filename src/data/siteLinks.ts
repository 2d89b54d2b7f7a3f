import { systemStatus } from '../api/calls/system.ts';
import type { AppEnv } from '../core/env.ts';
import type { SystemStatusResponse } from '../generated/api/systemStatus.response.ts';

/** A link the resourceLink widget can show: download links, social links, customer service. */
export interface SiteLink {
  type: string;
  url: string;
  label: string;
}

/**
 * The system status carries the site's configured links (info.resources, info.customerService). Boot has already
 * read it; ask the platform again only when that answer is missing.
 */
export async function fetchStatusInfo(env: AppEnv): Promise<SystemStatusResponse['info']> {
  const known = env.store.getState().statusInfo;
  if (known) return known;
  const info = (await systemStatus(env.api, window.location.host)).info;
  env.store.update((s) => {
    s.statusInfo = info;
  });
  return info;
}
