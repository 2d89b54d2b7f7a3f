import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { selectBrand } from '../../../src/core/brand/selectBrand.ts';
import type { BrandDocument } from '../../../src/generated/brand.ts';
import type { HostsDocument } from '../../../src/generated/hosts.ts';
import type { BrandHead } from './brandHead.ts';
import { previewSecretFromEnv, readPreviewToken, type Preview } from './previewLink.ts';

/** The cookie a preview link leaves, so the rest of the previewed site (its document, other pages) follows it. */
export const PREVIEW_COOKIE = 'mc_preview';

/** The brands a build serves (dist/brands/<id>.json) and the host map (dist/brands/hosts.json), read once. */
export interface BrandSite {
  ids: string[];
  head(id: string): BrandHead;
  /** brand.json app.serviceWorker: false is the kill switch (the server then answers /sw.js with a retiring worker). */
  serviceWorker(id: string): boolean;
  /** Which brand a request is for, and the preview that chose it when one did. */
  resolve(req: FastifyRequest, token: string | undefined): { id: string; preview: Preview | null };
}

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

/**
 * The host map stays on the server: a visitor's page and scripts name only the brand its host resolved to.
 * Answers null when the build has no brand documents (the app is not built).
 */
export function loadBrandSite(distDir: string, env: NodeJS.ProcessEnv, now: () => number): BrandSite | null {
  const dir = join(distDir, 'brands');
  if (!existsSync(join(dir, 'hosts.json'))) return null;
  const hosts = JSON.parse(readFileSync(join(dir, 'hosts.json'), 'utf8')) as HostsDocument;
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'hosts.json')
    .map((f) => f.slice(0, -'.json'.length));
  const heads = new Map<string, BrandHead>();
  const workers = new Map<string, boolean>();
  for (const id of ids) {
    // Read leniently: a document of an older build may lack the theme or the app section.
    const { brand } = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { brand: Pick<BrandDocument, 'name' | 'icon'> & Partial<Pick<BrandDocument, 'theme' | 'app' | 'routing'>> };
    heads.set(id, { name: brand.name, icon: brand.icon, themeColor: brand.theme?.tokens['color-bg'], landingPath: brand.routing?.fallback });
    workers.set(id, brand.app?.serviceWorker !== false);
  }
  // main refuses to start with a short secret; an app built otherwise (a test) still never accepts one.
  let secret: string | undefined;
  try {
    secret = previewSecretFromEnv(env);
  } catch {
    secret = undefined;
  }
  return {
    ids,
    head: (id) => heads.get(id) ?? { name: id },
    serviceWorker: (id) => workers.get(id) ?? true,
    resolve(req, token) {
      const found = readPreviewToken(token, secret, now());
      const preview = found && ids.includes(found.brand) ? found : null;
      return { id: selectBrand(hosts, req.hostname, preview?.brand ?? null, ids), preview };
    },
  };
}
