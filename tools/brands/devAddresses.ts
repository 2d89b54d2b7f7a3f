import type { HostsDocument } from '../../src/generated/hosts.ts';

/**
 * Where to open each brand on a running dev server, printed after Vite's own address lines: on this machine a
 * brand's host (royal.localhost: Chromium and Firefox send *.localhost here), and from a phone on the same
 * network (`npm run dev -- --host`) the network address with `?brand=`, a development switch the tab keeps.
 */
export function brandAddressLines(urls: { local: string[]; network: string[] }, hosts: HostsDocument, brands: string[]): string[] {
  const local = urls.local[0];
  const lines: string[] = [];
  for (const brand of brands) {
    const host = Object.entries(hosts.hosts).find(([h, b]) => b === brand && h.endsWith('.localhost'))?.[0];
    const here = local && host ? Object.assign(new URL(local), { hostname: host }).origin : local?.replace(/\/$/, '');
    const there = urls.network.map((u) => `${u.replace(/\/$/, '')}/m/home?brand=${brand}`);
    lines.push(`  ${brand}: ${[here ? `${here}/m/home` : undefined, ...there].filter(Boolean).join('  ')}`);
  }
  if (urls.network.length === 0) lines.push('  (only this machine: `npm run dev -- --host` listens on the network, for a phone on the same Wi-Fi)');
  return lines;
}

/** `npm run dev` arguments Vite takes as they are (`--host [address]`); anything else is refused with the usage. */
export function viteArgs(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== '--host') throw new Error('usage: npm run dev [-- --host [address]]   (--host: listen on the network, e.g. for a phone)');
    out.push('--host');
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('-')) {
      out.push(next);
      i++;
    }
  }
  return out;
}
