import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeBrand, type DocumentSet } from '../../../src/core/brand/compose.ts';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { readDocumentSet } from '../../../tools/brands/loadDocuments.ts';
import { webManifest } from '../../../tools/pwa/manifest.ts';
import type { BrandHead } from '../http/brandHead.ts';
import { overlayDocuments, type OverlayFiles } from './overlayFiles.ts';

/** screens/ of this deployment: _base (code's half of every brand) and the files brands are first seeded from. */
export const SCREENS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'screens');

/** The deployed _base: code's half of every brand, read once per process (a deploy restarts the server). */
export interface DeployedBase {
  documents: DocumentSet;
  /** sha256 of _base's documents: part of every ETag, so a deploy that changes _base changes every brand's. */
  hash: string;
}

export function readDeployedBase(screensDir: string): DeployedBase {
  const documents = readDocumentSet(join(screensDir, '_base'));
  const hash = createHash('sha256')
    .update(JSON.stringify([...documents]))
    .digest('hex');
  return { documents, hash };
}

/** What players get of one brand's published revision, composed once and kept while it stays published. */
export interface ServedBrand {
  id: string;
  revision: number;
  /** Strong validator of every file below: the revision's hash with _base's. */
  etag: string;
  /** The composed brand with its default language's strings (BRAND_DOCUMENT_PATH). */
  document: string;
  /** Each supported language's strings by code (LOCALE_DOCUMENT_PREFIX<code>.json). */
  locales: Map<string, string>;
  manifest: string;
  head: BrandHead;
  serviceWorker: boolean;
  bundle: BrandBundle;
}

/** A revision layered on the deployed _base, as the build used to compose it into dist/brands/. */
export function composeServed(base: DeployedBase, r: { brand: string; number: number; hash: string; files: OverlayFiles }): ServedBrand {
  const bundle = composeBrand(base.documents, overlayDocuments(r.files));
  const { brand } = bundle;
  const fallback = brand.languages.default;
  const first: BrandBundle = { ...bundle, locales: { [fallback]: bundle.locales[fallback] } };
  return {
    id: r.brand,
    revision: r.number,
    etag: `"${r.hash.slice(0, 20)}-${base.hash.slice(0, 12)}"`,
    document: JSON.stringify(first),
    locales: new Map(Object.entries(bundle.locales).map(([lang, doc]) => [lang, JSON.stringify(doc)])),
    manifest: JSON.stringify(webManifest(brand)),
    head: { name: brand.name, icon: brand.icon, themeColor: brand.theme?.tokens['color-bg'], landingPath: brand.routing?.fallback },
    serviceWorker: brand.app?.serviceWorker !== false,
    bundle,
  };
}
