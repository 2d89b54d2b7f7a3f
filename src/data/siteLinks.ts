import type { AppEnv } from '../core/env.ts';
import type { SystemStatusResponse } from '../generated/api/systemStatus.response.ts';

/** A link the resourceLink widget can show: download links, social links, customer service. */
export interface SiteLink {
  type: string;
  url: string;
  label: string;
}

/** The system status carries the site's configured links (info.resources, info.customerService). */
export function fetchStatusInfo(env: AppEnv): Promise<SystemStatusResponse['info']> {
  return env.api
    .request<SystemStatusResponse>('GET', '/wps/v2/system/status', { query: { device: 'MOBILE', url: window.location.host } })
    .then((s) => s.info);
}
