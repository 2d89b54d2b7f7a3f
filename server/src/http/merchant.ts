import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { ApiError } from './envelope.ts';

/** The merchant row as routes use it. */
export interface Merchant {
  id: number;
  code: string;
  brandId: string;
  name: string;
  defaultLanguage: string;
  languages: string[];
  currency: string;
  currencySymbol: string;
  /** IANA name: the merchant's days, weeks and months begin at midnight there. */
  timeZone: string;
  encryptionScheme: 'oaep-gcm' | 'legacy-des';
  allowPlain: boolean;
  maintenance: boolean;
  regionRestriction: boolean;
  mainDomain: string;
  settings: Record<string, unknown>;
}

interface MerchantRow {
  id: number;
  code: string;
  brand_id: string;
  name: string;
  default_language: string;
  languages: string[];
  currency: string;
  currency_symbol: string;
  time_zone: string;
  encryption_scheme: 'oaep-gcm' | 'legacy-des';
  allow_plain: boolean;
  maintenance: boolean;
  region_restriction: boolean;
  main_domain: string;
  settings: Record<string, unknown>;
}

const toMerchant = (r: MerchantRow): Merchant => ({
  id: r.id,
  code: r.code,
  brandId: r.brand_id,
  name: r.name,
  defaultLanguage: r.default_language,
  languages: r.languages,
  currency: r.currency,
  currencySymbol: r.currency_symbol,
  timeZone: r.time_zone,
  encryptionScheme: r.encryption_scheme,
  allowPlain: r.allow_plain,
  maintenance: r.maintenance,
  regionRestriction: r.region_restriction,
  mainDomain: r.main_domain,
  settings: r.settings,
});

// Merchant rows change rarely; a short cache saves one query per request.
const CACHE_MS = 5_000;
const cache = new WeakMap<Queryable, Map<string, { at: number; m: Merchant | null }>>();

export async function findMerchant(db: Queryable, code: string): Promise<Merchant | null> {
  let byCode = cache.get(db);
  if (!byCode) cache.set(db, (byCode = new Map()));
  const hit = byCode.get(code);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.m;
  const rows = await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]);
  const m = rows[0] ? toMerchant(rows[0]) : null;
  // Only known codes are cached: random codes sent by a client must not grow the map.
  if (m) byCode.set(code, { at: Date.now(), m });
  return m;
}

/** Forgets cached merchant rows (after a setting changed). */
export function clearMerchantCache(db: Queryable): void {
  cache.delete(db);
}

/** The code the request names: the `Merchant` header, else a `merchant` / `merchantCode` query parameter. */
function merchantCodeOf(req: FastifyRequest): string | undefined {
  const h = req.headers.merchant;
  const fromHeader = Array.isArray(h) ? h[0] : h;
  if (fromHeader) return fromHeader.trim();
  const q = (req.query ?? {}) as Record<string, unknown>;
  const fromQuery = q.merchant ?? q.merchantCode ?? q.merchant_code;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery.trim() : undefined;
}

/** Resolves the request's merchant or fails with 403 `domain_not_available`. */
export async function requireMerchant(req: FastifyRequest): Promise<Merchant> {
  const code = merchantCodeOf(req);
  const m = code && code.length <= 32 ? await findMerchant(req.server.ctx.db, code) : null;
  if (!m) throw new ApiError(403, 'domain_not_available', 'This site is not available: unknown or missing Merchant.');
  return m;
}
