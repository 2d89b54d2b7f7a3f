import { createHash } from 'node:crypto';
import type { ManifestTransform } from 'workbox-build';
import { APP_START_URL } from '../../src/core/brand/appAssetPaths.ts';
import { buildBundle, listBrands } from '../brands/loadDocuments.ts';

/**
 * What the server writes into each brand's page (withBrandHead: name, icon, theme colour), hashed over every brand
 * together: one opaque revision, naming no brand, that changes when any brand's page would.
 */
export function brandHeadsRevision(screensDir: string): string {
  const hash = createHash('sha256');
  for (const id of listBrands(screensDir)) {
    const { brand } = buildBundle(screensDir, id);
    hash.update(JSON.stringify([brand.name, brand.icon ?? '', brand.theme.tokens['color-bg']]));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The worker precaches the shell as APP_START_URL, not index.html: the server answers that address with the page
 * of the host's brand (its name and icon), where dist/index.html is the page of no brand. Its revision follows
 * both the built page and every brand's head, so a change to either makes a new worker version.
 */
export function shellEntryTransform(screensDir: string): ManifestTransform {
  return (entries) => {
    const heads = brandHeadsRevision(screensDir);
    const manifest = entries.map((e) =>
      e.url === 'index.html' ? { ...e, url: APP_START_URL, revision: createHash('sha256').update(`${e.revision}:${heads}`).digest('hex').slice(0, 16) } : e,
    );
    const warnings = manifest.some((e) => e.url === APP_START_URL) ? [] : ['index.html was not among the precached files: the app has no offline shell'];
    return { manifest, warnings };
  };
}
