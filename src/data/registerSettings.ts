import { defineDataSource } from '../core/data/types.ts';
import type { RegisterSettingsParams } from '../generated/data/registerSettings.ts';
import type { RegisterSettingsResponse } from '../generated/api/registerSettings.response.ts';

/** The field rule set forms compose their JSON Schema from (GET /wps/system/setting/register). */
export const registerSettings = defineDataSource<RegisterSettingsParams, RegisterSettingsResponse>({
  name: 'registerSettings',
  fetch: (_p, env) => env.api.request<RegisterSettingsResponse>('GET', '/wps/system/setting/register'),
});
