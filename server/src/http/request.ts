import type { FastifyRequest } from 'fastify';

/** One request header as a string (first value when repeated). */
export function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** The client address used for per-address limits (X-Forwarded-For only as far as TRUST_PROXY says, see trustProxy.ts). */
export function clientIp(req: FastifyRequest): string {
  return req.ip || 'unknown';
}

/** Upper-case language code from the `Language` header (or a `language` / `lang` query), else `fallback`. */
export function languageOf(req: FastifyRequest, fallback: string): string {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const raw = headerOf(req, 'language') ?? (typeof q.language === 'string' ? q.language : undefined) ?? (typeof q.lang === 'string' ? q.lang : undefined);
  const lang = raw?.trim().toUpperCase();
  return lang && /^[A-Z]{2}(-[A-Z]{2})?$/.test(lang) ? lang : fallback;
}

/** `Device` header values the platform knows (login/register only). */
export function deviceOf(req: FastifyRequest): string {
  const d = headerOf(req, 'device')?.toUpperCase();
  return d && ['IPAD', 'PWA', 'WEBCLIP', 'OTHERS'].includes(d) ? d : 'H5';
}
