import { defineDataSource } from '../core/data/types.ts';
import type { HelpCenterResponse } from '../generated/api/helpCenter.response.ts';
import type { HelpCenterParams } from '../generated/data/helpCenter.ts';

/** GET /wps/system/helpCenter?lang=: the home footer lists the titles, /m/help the contents. */
export const helpCenter = defineDataSource<HelpCenterParams, HelpCenterResponse>({
  name: 'helpCenter',
  fetch: (_p, env, context) => env.api.request<HelpCenterResponse>('GET', '/wps/system/helpCenter', { query: { lang: context.language } }),
});
