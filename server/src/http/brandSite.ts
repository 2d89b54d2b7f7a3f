/** The cookie a preview link leaves, so the rest of the previewed site (its document, other pages) follows it. */
export const PREVIEW_COOKIE = 'mc_preview';

/**
 * One cookie of our own, read in one place: a `name=value` pair of the Cookie header (values are base64url
 * tokens, so no decoding). Not worth a cookie-parsing plugin for the whole server.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
