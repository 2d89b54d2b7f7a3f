import type { AppEnv } from '../../renderer/env.ts';

/** The form field the affiliate (invitation) code lives in, and the register payload key. */
export const AFFILIATE_FIELD = 'affiliateCode';

/** Checks an invitation code (affiliateCheck with the site's host as domain); any failure counts as invalid. */
export async function affiliateCodeValid(env: AppEnv, code: string, domain: string): Promise<boolean> {
  try {
    return (await env.api.call('affiliateCheck', { code, domain })) !== false;
  } catch {
    return false;
  }
}
