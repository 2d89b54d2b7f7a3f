import { defineDataSource } from '../renderer/dataSource.ts';
import type { DomainRouteResponse } from '../generated/api/domainRoute.response.ts';
import type { SiteAddressesData } from '../generated/data/siteAddresses.ts';

/**
 * The main domain first, then the host table's other names that serve `merchantCode` (all of them when the brand
 * names none), each once, lower case, in the platform's order.
 */
export function siteAddressList(answer: DomainRouteResponse, merchantCode: string): SiteAddressesData['addresses'] {
  const main = answer.mainDomain.trim().toLowerCase();
  const seen = new Set<string>();
  const addresses: SiteAddressesData['addresses'] = [];
  const add = (host: string, isMain: boolean) => {
    if (!host || seen.has(host)) return;
    seen.add(host);
    addresses.push({ host, main: isMain });
  };
  add(main, true);
  for (const [host, code] of Object.entries(answer.routes)) {
    if (!merchantCode || code === merchantCode) add(host.trim().toLowerCase(), false);
  }
  return addresses;
}

/** The addresses the platform answers for this merchant (domainRoute), for the site addresses list. */
export const siteAddresses = defineDataSource<'siteAddresses'>({
  async fetch(_p, env, context) {
    return { addresses: siteAddressList(await env.api.call('domainRoute'), context.brand.merchantCode) };
  },
});
