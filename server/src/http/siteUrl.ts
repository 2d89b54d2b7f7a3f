import type { Merchant } from './merchant.ts';

const HOST = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:\d{1,5})?$/i;

/**
 * The brand's public origin for absolute URLs the server writes (the iOS profile's web clip, agents' registration
 * links): `https://` + its configured host, `merchants.main_domain`, else the first of `settings.hosts`. Never the
 * request's Host header: every client sets that, and a profile or link pointing at an attacker's host would carry
 * the brand's name. Null when the brand has no valid host configured.
 */
export function siteOrigin(m: Merchant): string | null {
  const hosts = Array.isArray(m.settings.hosts) ? (m.settings.hosts as unknown[]) : [];
  const host = [m.mainDomain, ...hosts].find((h): h is string => typeof h === 'string' && HOST.test(h));
  return host ? `https://${host.toLowerCase()}` : null;
}
