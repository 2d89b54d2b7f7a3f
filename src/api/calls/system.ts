/** Public site calls: status, whitelabel flags, register rules, help centre. */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { HelpCenterResponse } from '../../generated/api/helpCenter.response.ts';
import type { RegisterSettingsResponse } from '../../generated/api/registerSettings.response.ts';
import type { SystemStatusResponse } from '../../generated/api/systemStatus.response.ts';
import type { WhitelabelResponse } from '../../generated/api/whitelabel.response.ts';
import { flattenWhitelabel } from '../whitelabel.ts';

export const systemStatus = (api: PlatformApi, url: string, device = 'MOBILE'): Promise<SystemStatusResponse> =>
  api.request('GET', '/wps/v2/system/status', { query: { device, url } });

/** The status gate: 0 content, 1 maintenance (also when both apply), 2 region restricted. */
export const statusCode = (s: Pick<SystemStatusResponse, 'maintenance' | 'regionRestriction'>): 0 | 1 | 2 =>
  s.maintenance ? 1 : s.regionRestriction ? 2 : 0;

export const whitelabelTree = (api: PlatformApi): Promise<WhitelabelResponse> => api.request('GET', '/wps/system/whitelabel');

/** The whitelabel flags flattened to `{[modId]: boolean}`. */
export const whitelabel = async (api: PlatformApi): Promise<Record<string, boolean>> => flattenWhitelabel(await whitelabelTree(api));

export const registerSettings = (api: PlatformApi): Promise<RegisterSettingsResponse> => api.request('GET', '/wps/system/setting/register');

export const helpCenter = (api: PlatformApi, lang: string): Promise<HelpCenterResponse> =>
  api.request('GET', '/wps/system/helpCenter', { query: { lang } });
