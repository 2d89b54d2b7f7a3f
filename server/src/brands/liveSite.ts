import type { FastifyRequest } from 'fastify';
import { selectBrand } from '../../../src/core/brand/selectBrand.ts';
import type { Db } from '../db/index.ts';
import { createPreviewToken, previewSecretFromEnv, readPreviewToken, type Preview } from '../http/previewLink.ts';
import { drawBrandIcons } from './icons.ts';
import { composeServed, type DeployedBase, type ServedBrand } from './servedBrand.ts';
import { BRAND_SITE_CHANNEL, findRevision, hostMap, listBrands, loadIcons, saveIcons, siteVersion } from './store.ts';

/**
 * How stale an instance's picture of the brands may be when no notification reached it: every read compares the
 * site version with the database at most this often (a publish on another instance shows within it).
 */
const SITE_CHECK_MS = 500;
/** Saved revisions kept composed for preview links (revisions never change, so only room limits the cache). */
const PREVIEW_CACHE = 8;

interface SiteState {
  version: number;
  hosts: { default: string; hosts: Record<string, string> };
  /** Published revision number by brand id (brands without one are not served). */
  published: Map<string, number>;
}

/** The brands the running platform serves, by host, from their published revisions. */
export interface LiveBrandSite {
  /** Which brand a request is for, and the preview that chose it when one did. */
  resolve(req: FastifyRequest, previewToken: string | undefined): Promise<{ id: string; preview: Preview | null }>;
  /** The brand's published revision composed on the deployed _base (null: no such brand published). */
  served(id: string): Promise<ServedBrand | null>;
  /** Any saved revision of a published brand composed on the deployed _base (a preview link's draft), or null. */
  servedRevision(id: string, revision: number): Promise<ServedBrand | null>;
  /** One app icon of the brand's published revision, or of the saved revision asked for. */
  icon(id: string, file: string, revision?: number): Promise<Buffer | null>;
  /** Whether this server signs and accepts preview links (PREVIEW_SECRET is set). */
  readonly previewLinks: boolean;
  /** A preview link's token signed with the server's secret, or null without one. */
  signPreview(p: Preview): string | null;
  /** Forget what is cached (this instance changed the brands). */
  invalidate(): void;
  close(): Promise<void>;
}

/**
 * Reads hosts and published revisions from the database and keeps each composed revision in memory while it stays
 * published. A change anywhere bumps brand_site_version; this instance learns of it by LISTEN (PostgreSQL, at once)
 * or by comparing the version on a read (SITE_CHECK_MS), and by invalidate() for its own changes.
 */
export async function createLiveBrandSite(
  db: Db,
  base: DeployedBase,
  opts: {
    now: () => number;
    env?: NodeJS.ProcessEnv /** Tests: how often reads compare the version (default SITE_CHECK_MS). */;
    checkMs?: number /** Tests: without LISTEN. */;
    listen?: boolean;
  },
): Promise<LiveBrandSite> {
  const checkMs = opts.checkMs ?? SITE_CHECK_MS;
  let state: SiteState | null = null;
  let checkedAt = -Infinity;
  let dirty = true;
  let loading: Promise<SiteState> | null = null;
  const composed = new Map<string, Promise<ServedBrand | null>>();
  const icons = new Map<string, Promise<Map<string, Buffer>>>();
  // Previewed revisions (by `id:number`), oldest first: a few operators' drafts, not every revision ever asked for.
  const previewed = new Map<string, Promise<ServedBrand | null>>();
  const previewIcons = new Map<string, Promise<Map<string, Buffer>>>();
  const bounded = <T>(cache: Map<string, Promise<T>>, k: string, make: () => Promise<T>): Promise<T> => {
    let hit = cache.get(k);
    if (!hit) {
      hit = make();
      hit.catch(() => cache.delete(k));
      cache.set(k, hit);
      for (const old of cache.keys()) if (cache.size > PREVIEW_CACHE) cache.delete(old);
    }
    return hit;
  };
  let secret: string | undefined;
  try {
    secret = previewSecretFromEnv(opts.env ?? process.env);
  } catch {
    secret = undefined;
  }
  const unlisten = db.listen && opts.listen !== false ? await db.listen(BRAND_SITE_CHANNEL, () => void (dirty = true)) : null;

  const load = async (): Promise<SiteState> => {
    const version = await siteVersion(db);
    if (state && state.version === version && !dirty) return state;
    dirty = false;
    const [brands, hosts] = await Promise.all([listBrands(db), hostMap(db)]);
    const published = new Map(brands.flatMap((b) => (b.published === null ? [] : [[b.id, b.published] as const])));
    const fallback = hosts.default ?? brands[0]?.id ?? '';
    // Drop what is no longer published: the cache holds only what players can get.
    const live = new Set([...published].map(([id, n]) => `${id}:${n}`));
    for (const key of [...composed.keys()]) if (!live.has(key)) composed.delete(key);
    for (const key of [...icons.keys()]) if (!live.has(key)) icons.delete(key);
    return { version, hosts: { default: fallback, hosts: hosts.hosts }, published };
  };
  const current = async (): Promise<SiteState> => {
    const t = Date.now();
    if (state && !dirty && t - checkedAt < checkMs) return state;
    if (!loading) {
      loading = load().finally(() => {
        loading = null;
      });
    }
    const next = await loading;
    state = next;
    checkedAt = t;
    return next;
  };
  const key = (s: SiteState, id: string): string | null => (s.published.has(id) ? `${id}:${s.published.get(id)}` : null);

  const site: LiveBrandSite = {
    async resolve(req, previewToken) {
      const s = await current();
      const ids = [...s.published.keys()];
      const found = readPreviewToken(previewToken, secret, opts.now());
      const preview = found && ids.includes(found.brand) ? found : null;
      return { id: selectBrand(s.hosts, req.hostname, preview?.brand ?? null, ids), preview };
    },
    async served(id) {
      const s = await current();
      const k = key(s, id);
      if (!k) return null;
      let hit = composed.get(k);
      if (!hit) {
        const number = s.published.get(id) ?? 0;
        hit = findRevision(db, id, number).then((r) => (r ? composeServed(base, r) : null));
        // A failed read is not kept: the next request tries again.
        hit.catch(() => composed.delete(k));
        composed.set(k, hit);
      }
      return hit;
    },
    async servedRevision(id, revision) {
      const s = await current();
      if (!s.published.has(id)) return null;
      if (s.published.get(id) === revision) return site.served(id);
      return bounded(previewed, `${id}:${revision}`, async () => {
        const r = await findRevision(db, id, revision);
        return r ? composeServed(base, r) : null;
      });
    },
    async icon(id, file, revision) {
      const s = await current();
      const k = key(s, id);
      if (!k) return null;
      if (revision !== undefined && s.published.get(id) !== revision) {
        // A draft's icons are drawn for its preview and kept in memory only: publishing stores them.
        const drawn = await bounded(previewIcons, `${id}:${revision}`, async () => {
          const served = await site.servedRevision(id, revision);
          return served ? ((await loadIcons(db, id, revision)) ?? (await drawBrandIcons(served.bundle.brand))) : new Map<string, Buffer>();
        });
        return drawn.get(file) ?? null;
      }
      let hit = icons.get(k);
      if (!hit) {
        const number = s.published.get(id) ?? 0;
        hit = (async () => {
          const stored = await loadIcons(db, id, number);
          if (stored) return stored;
          // Published before icons were drawn at publish (or drawing failed then): drawn now, kept for next time.
          const served = await site.served(id);
          if (!served) return new Map<string, Buffer>();
          const drawn = await drawBrandIcons(served.bundle.brand);
          await saveIcons(db, id, number, drawn);
          return drawn;
        })();
        hit.catch(() => icons.delete(k));
        icons.set(k, hit);
      }
      return (await hit).get(file) ?? null;
    },
    previewLinks: secret !== undefined,
    signPreview(p) {
      return secret ? createPreviewToken(p, secret) : null;
    },
    invalidate() {
      dirty = true;
    },
    async close() {
      await unlisten?.();
    },
  };
  return site;
}
