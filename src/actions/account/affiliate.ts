import type { AppEnv } from '../../core/env.ts';

/** The form field the affiliate (invitation) code lives in, and the register payload key. */
export const AFFILIATE_FIELD = 'affiliateCode';

/** Checks an invitation code (GET /wps/agent/affiliate with the site's host as domain); any failure counts as invalid. */
export async function affiliateCodeValid(env: AppEnv, code: string, domain: string): Promise<boolean> {
  try {
    return (await env.api.request<boolean>('GET', '/wps/agent/affiliate', { query: { code, domain } })) !== false;
  } catch {
    return false;
  }
}
