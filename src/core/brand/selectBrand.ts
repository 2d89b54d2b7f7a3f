import type { HostsDocument } from '../../generated/hosts.ts';

/** The brand id for a host name, with an explicit development override (`?brand=`) taking precedence. */
export function selectBrand(hosts: HostsDocument, hostname: string, override: string | null, known: string[]): string {
  if (override && known.includes(override)) return override;
  const byHost = hosts.hosts[hostname.toLowerCase()];
  return byHost && known.includes(byHost) ? byHost : hosts.default;
}
