import { isIP } from 'node:net';

/** A TRUST_PROXY the server must not run with; main prints the message and exits. */
export class TrustProxyConfigError extends Error {}

/** Names Fastify's proxy-addr knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe, from TRUST_PROXY: unset, empty or `0` none (the client address is the
 * socket's); a whole number N the N proxies nearest the server (the address N hops back: behind one load balancer,
 * 1); otherwise a comma-separated list of the proxies' addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`, or
 * `loopback`), so only hops through those are believed. Never "trust every hop": then the left-most entry, which
 * any client writes, would be its address. Anything else is refused.
 */
export function trustProxyFromEnv(value: string | undefined): number | string[] | false {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 0 && hops <= 10) return hops;
  } else {
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  }
  throw new TrustProxyConfigError(`TRUST_PROXY must be a hop count (1 to 10) or a comma-separated list of proxy addresses / CIDR ranges (got "${v}")`);
}
