/** Per-request values the game and wallet calls share: merchant (header and query must agree) and language. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { requireMerchant, type Merchant } from '../http/merchant.ts';

interface CommonQuery {
  merchant?: string;
  merchantCode?: string;
  merchant_code?: string;
  language?: string;
}

/** The request's merchant; a `merchant` query naming another merchant than the header is refused. */
export async function merchantOf(req: FastifyRequest): Promise<Merchant> {
  const m = await requireMerchant(req);
  const q = (req.query ?? {}) as CommonQuery;
  for (const named of [q.merchant, q.merchantCode, q.merchant_code]) {
    if (named && named !== m.code) throw new ApiError(403, 'domain_not_available', 'The merchant parameter does not match the Merchant header.');
  }
  return m;
}

/** The language: `language` query, else the `Language` header, else the merchant's default (upper case). */
export function languageOf(req: FastifyRequest, merchant: Merchant): string {
  const q = (req.query ?? {}) as CommonQuery;
  const h = req.headers.language;
  const header = Array.isArray(h) ? h[0] : h;
  const lang = q.language || header || merchant.defaultLanguage || 'EN';
  return /^[A-Za-z-]{1,8}$/.test(lang) ? lang.toUpperCase() : 'EN';
}
