import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { BrandDocument } from '../../generated/brand.ts';
import type { ScreenDocument } from '../../generated/screen.ts';
import type { LocaleDocument } from '../../generated/locale.ts';
import { DOCUMENT_VERSION } from '../migrations/documentVersion.ts';
import { migrateDocumentSet } from '../migrations/migrateDocumentSet.ts';
import { isNodeListPath, type DocumentKind } from './nodeLists.ts';
import { patchNodeList } from './patchNodeList.ts';

/** The documents of one folder (screens/_base or screens/<brand>), keyed by path relative to it. */
export type DocumentSet = Map<string, unknown>;

const stripSchema = <T>(doc: T): T => {
  if (doc && typeof doc === 'object' && !Array.isArray(doc) && '$schema' in doc) {
    const { $schema: _s, ...rest } = doc as Record<string, unknown>;
    return rest as T;
  }
  return doc;
};

/** A composed document without its version: the bundle states the one version all its documents are at. */
const stripVersion = <T>(doc: T): T => {
  if (doc && typeof doc === 'object' && !Array.isArray(doc) && 'schemaVersion' in doc) {
    const { schemaVersion: _v, ...rest } = doc as Record<string, unknown>;
    return rest as T;
  }
  return doc;
};

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Keys a patch may not write (they would reach the prototype). */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * RFC 7396 with node lists patched by id: objects merge, `null` removes a key, a value (a list included) replaces
 * the base's, except that a node list of the overlay (see nodeLists.ts) patches the base's node list entry by entry
 * (patchNodeList.ts). `path` is where `base` and `patch` sit in a document of `kind`.
 */
function mergeAt(kind: DocumentKind, base: unknown, patch: unknown, path: Path): unknown {
  if (Array.isArray(patch) && isNodeListPath(kind, path)) {
    const merge = (node: unknown, entry: Json): unknown => mergeAt(kind, node, entry, [...path, 0]);
    return patchNodeList(Array.isArray(base) ? base : [], patch, merge);
  }
  if (!isObject(patch)) return structuredClone(patch);
  const out: Json = isObject(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE.has(key)) continue;
    if (value === null) delete out[key];
    else out[key] = mergeAt(kind, out[key], value, [...path, key]);
  }
  return out;
}

/**
 * Layers an overlay on a base document of `kind` (RFC 7396; node lists of brand and screen documents by id, see
 * patchNodeList.ts). The base is not modified.
 */
export function layer<T>(base: T | undefined, overlay: unknown, kind: DocumentKind = 'other'): T {
  if (overlay === undefined) return base as T;
  return mergeAt(kind, structuredClone(base ?? {}), stripSchema(overlay), []) as T;
}

const screenName = (rel: string): string | null => {
  const m = /^screens\/([^/]+)\.json$/.exec(rel);
  return m ? m[1] : null;
};
const localeName = (rel: string): string | null => {
  const m = /^locales\/([a-z-]+)\.json$/.exec(rel);
  return m ? m[1].toUpperCase() : null;
};

/**
 * Layers a brand's overlays on _base: brand.json, every screens/<name>.json (a new name adds a screen, a file
 * holding `null` removes one) and locales/<lang>.json, keeping only the brand's supported languages. Both sets are
 * first brought to the current document version (src/core/migrations/; throws MigrationError when one cannot be),
 * which the bundle carries.
 */
export function composeBrand(baseSet: DocumentSet, overlaySet: DocumentSet): BrandBundle {
  const base = migrateDocumentSet(baseSet).files;
  const overlay = migrateDocumentSet(overlaySet, base).files;
  const brand = stripVersion(stripSchema(layer<BrandDocument>(base.get('brand.json') as BrandDocument, overlay.get('brand.json'), 'brand')));
  const names = new Set<string>();
  for (const rel of [...base.keys(), ...overlay.keys()]) {
    const n = screenName(rel);
    if (n) names.add(n);
  }
  const screens: ScreenDocument[] = [];
  for (const n of [...names].sort()) {
    const rel = `screens/${n}.json`;
    const composed = overlay.has(rel) ? layer<ScreenDocument | null>(base.get(rel) as ScreenDocument, overlay.get(rel), 'screen') : base.get(rel);
    if (composed && typeof composed === 'object') screens.push(stripVersion(stripSchema(composed as ScreenDocument)));
  }
  const locales: Record<string, LocaleDocument> = {};
  const supported = new Set<string>(brand.languages?.supported ?? []);
  for (const rel of [...base.keys(), ...overlay.keys()]) {
    const lang = localeName(rel);
    if (!lang || !supported.has(lang) || locales[lang]) continue;
    locales[lang] = stripSchema(layer<LocaleDocument>(base.get(rel) as LocaleDocument, overlay.get(rel)));
  }
  return { schemaVersion: DOCUMENT_VERSION, brand, screens, locales };
}
