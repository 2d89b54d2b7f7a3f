import { toBase64, utf8 } from './encryption/bytes.ts';

/** What the wire format puts on every request. */
export interface BaseHeaderInput {
  merchantCode: string;
  token: string | null | undefined;
  language: string | null | undefined;
  userAgent: string | undefined;
}

/**
 * Merchant, Language (upper case, default EN), X-Real-UA (base64 of the user agent, UTF-8 safe) and the raw
 * token as Authorization (no "Bearer"), omitted when signed out.
 */
export function baseHeaders(i: BaseHeaderInput): Record<string, string> {
  const h: Record<string, string> = {
    Merchant: i.merchantCode,
    Language: (i.language || 'EN').toUpperCase(),
  };
  if (i.userAgent) h['X-Real-UA'] = toBase64(utf8(i.userAgent));
  if (i.token) h.Authorization = i.token;
  return h;
}

/** A stable key for in-flight de-duplication: url, sorted params and the headers that change the answer. */
export function dedupeKey(url: string, query: Record<string, unknown> | undefined, headers: Record<string, string>): string {
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hs = Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([url, params, hs]);
}
