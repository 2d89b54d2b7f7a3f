import type { BrandRevisionMeta } from '../../../src/generated/api/shapes/brandRevisionMeta.ts';
import type { Queryable } from '../db/index.ts';
import { overlayHash, sortedFiles, type OverlayFiles } from './overlayFiles.ts';

/** One brand as the platform keeps it. `published` is the revision number players get. */
export interface BrandRow {
  id: string;
  merchantCode: string;
  published: number | null;
  isDefault: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A revision without its files (history lists), as the operator calls answer it (schemas/api/shapes). */
export type RevisionMeta = BrandRevisionMeta;

export interface Revision extends RevisionMeta {
  files: OverlayFiles;
}

/** The channel every instance listens on (PostgreSQL): a publish, host or brand change, payload the site version. */
export const BRAND_SITE_CHANNEL = 'brand_site';

interface BrandDbRow {
  id: string;
  merchant_code: string;
  published: number | null;
  is_default: boolean;
  created_at: number;
  updated_at: number;
}
interface RevisionDbRow {
  brand_id: string;
  number: number;
  parent: number | null;
  author: string;
  created_at: number;
  message: string;
  hash: string;
  schema_version: number;
  files?: OverlayFiles;
}

const toBrand = (r: BrandDbRow): BrandRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  published: r.published,
  isDefault: r.is_default,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const toMeta = (r: RevisionDbRow): RevisionMeta => ({
  brand: r.brand_id,
  number: r.number,
  parent: r.parent,
  author: r.author,
  createdAt: r.created_at,
  message: r.message,
  hash: r.hash,
  schemaVersion: r.schema_version,
});
const META = 'brand_id, number, parent, author, created_at, message, hash, schema_version';

export async function listBrands(db: Queryable): Promise<BrandRow[]> {
  return (await db.query<BrandDbRow>('SELECT * FROM brands ORDER BY id')).map(toBrand);
}

/** The brand's row; `lock` holds it for the transaction (publishing one brand at a time). */
export async function findBrand(db: Queryable, id: string, lock = false): Promise<BrandRow | null> {
  const rows = await db.query<BrandDbRow>(`SELECT * FROM brands WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toBrand(rows[0]) : null;
}

/** Newest first; `before` pages back through older numbers. */
export async function listRevisions(db: Queryable, brand: string, limit: number, before?: number): Promise<RevisionMeta[]> {
  const rows = await db.query<RevisionDbRow>(
    `SELECT ${META} FROM brand_revisions WHERE brand_id = $1 AND ($2::integer IS NULL OR number < $2) ORDER BY number DESC LIMIT $3`,
    [brand, before ?? null, limit],
  );
  return rows.map(toMeta);
}

export async function findRevision(db: Queryable, brand: string, number: number): Promise<Revision | null> {
  const rows = await db.query<RevisionDbRow>(`SELECT ${META}, files FROM brand_revisions WHERE brand_id = $1 AND number = $2`, [brand, number]);
  const r = rows[0];
  return r?.files ? { ...toMeta(r), files: r.files } : null;
}

/** Saves the next revision of a brand (the brand row must be locked by the caller's transaction). */
export async function insertRevision(
  tx: Queryable,
  r: { brand: string; parent: number | null; author: string; message: string; files: OverlayFiles; schemaVersion: number },
  now: number,
): Promise<RevisionMeta> {
  const files = sortedFiles(r.files);
  const rows = await tx.query<RevisionDbRow>(
    `INSERT INTO brand_revisions (brand_id, number, parent, author, created_at, message, files, hash, schema_version)
     SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3, $4, $5, $6::jsonb, $7, $8 FROM brand_revisions WHERE brand_id = $1
     RETURNING ${META}`,
    [r.brand, r.parent, r.author, now, r.message, JSON.stringify(files), overlayHash(files), r.schemaVersion],
  );
  return toMeta(rows[0]);
}

/** Points the brand at a published revision and tells every instance (the notification leaves at commit). */
export async function setPublished(tx: Queryable, brand: string, number: number, now: number): Promise<void> {
  await tx.query('UPDATE brands SET published = $2, updated_at = $3 WHERE id = $1', [brand, number, now]);
  await bumpSiteVersion(tx);
}

/** One more change to what is served: each instance's cache compares this number with its own. */
export async function bumpSiteVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: number }>('UPDATE brand_site_version SET version = version + 1 RETURNING version');
  await tx.query('SELECT pg_notify($1, $2)', [BRAND_SITE_CHANNEL, String(row.version)]);
  return row.version;
}

export async function siteVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM brand_site_version');
  return row?.version ?? 0;
}

/** Every host and its brand, and the default brand (for a host no row names). */
export async function hostMap(db: Queryable): Promise<{ default: string | null; hosts: Record<string, string> }> {
  const rows = await db.query<{ host: string; brand_id: string }>('SELECT host, brand_id FROM brand_hosts ORDER BY host');
  const [def] = await db.query<{ id: string }>('SELECT id FROM brands WHERE is_default');
  return { default: def?.id ?? null, hosts: Object.fromEntries(rows.map((r) => [r.host, r.brand_id])) };
}

/** Hosts a brand answers on; answers the hosts taken by another brand instead of moving them. */
export async function setHosts(tx: Queryable, brand: string, hosts: readonly string[]): Promise<{ taken: { host: string; brand: string }[] }> {
  const lower = [...new Set(hosts.map((h) => h.toLowerCase()))];
  const taken = await tx.query<{ host: string; brand_id: string }>('SELECT host, brand_id FROM brand_hosts WHERE host = ANY($1::text[]) AND brand_id <> $2', [
    lower,
    brand,
  ]);
  if (taken.length) return { taken: taken.map((t) => ({ host: t.host, brand: t.brand_id })) };
  await tx.query('DELETE FROM brand_hosts WHERE brand_id = $1', [brand]);
  for (const host of lower) await tx.query('INSERT INTO brand_hosts (host, brand_id) VALUES ($1, $2)', [host, brand]);
  await bumpSiteVersion(tx);
  return { taken: [] };
}

export async function hostsOf(db: Queryable, brand: string): Promise<string[]> {
  return (await db.query<{ host: string }>('SELECT host FROM brand_hosts WHERE brand_id = $1 ORDER BY host', [brand])).map((r) => r.host);
}

/** The app icons drawn for a published revision, by file name. */
export async function saveIcons(tx: Queryable, brand: string, number: number, icons: ReadonlyMap<string, Buffer>): Promise<void> {
  const json = Object.fromEntries([...icons].map(([file, png]) => [file, png.toString('base64')]));
  await tx.query('INSERT INTO brand_icons (brand_id, number, icons) VALUES ($1, $2, $3::jsonb) ON CONFLICT (brand_id, number) DO NOTHING', [
    brand,
    number,
    JSON.stringify(json),
  ]);
}

export async function loadIcons(db: Queryable, brand: string, number: number): Promise<Map<string, Buffer> | null> {
  const [row] = await db.query<{ icons: Record<string, string> }>('SELECT icons FROM brand_icons WHERE brand_id = $1 AND number = $2', [brand, number]);
  return row ? new Map(Object.entries(row.icons).map(([f, b64]) => [f, Buffer.from(b64, 'base64')])) : null;
}
