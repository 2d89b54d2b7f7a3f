/**
 * The origin a session reads the platform's images (`/media/...`) from. The platform names its image CDNs (status
 * `info.imageCDNs`); the page names the ones its CSP allows (an installed app's saved page may predate a new CDN).
 * Only an origin both name is used, one chosen at random per session and kept while it stays offered, so a
 * player's images come from one CDN (one connection, one cache) and the merchant's traffic spreads over all of them.
 * Null: the app's own host.
 */
export function chooseImageOrigin(offered: readonly string[], allowed: readonly string[], kept: string | null, random: () => number): string | null {
  const usable = offered.filter((o) => allowed.includes(o));
  if (usable.length === 0) return null;
  if (kept !== null && usable.includes(kept)) return kept;
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? null;
}
