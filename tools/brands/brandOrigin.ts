import type { HostsDocument } from '../../src/generated/hosts.ts';

/**
 * The origin a brand is served on beside a running server (`base`): same scheme and port, the brand's host from
 * screens/hosts.json. A built app picks its brand by host alone (no `?brand=` outside development), so tests,
 * the visual matrix and the bench reach each brand as its visitors do. `base` itself when its host already maps
 * to the brand (an unmapped host gets the default brand); otherwise the brand's first `*.localhost` host, which
 * Chromium sends to the loopback address with no DNS or hosts file involved.
 */
export function brandOrigin(hosts: HostsDocument, base: string, brand: string): string {
  const url = new URL(base);
  if ((hosts.hosts[url.hostname] ?? hosts.default) === brand) return url.origin;
  const host = Object.entries(hosts.hosts).find(([h, b]) => b === brand && h.endsWith('.localhost'))?.[0];
  if (!host) throw new Error(`screens/hosts.json maps no *.localhost host to the brand "${brand}"`);
  url.hostname = host;
  return url.origin;
}
