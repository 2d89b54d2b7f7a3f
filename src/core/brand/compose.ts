import mergePatch from 'json-merge-patch';
import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { BrandDocument } from '../../generated/brand.ts';
import type { ScreenDocument } from '../../generated/screen.ts';
import type { LocaleDocument } from '../../generated/locale.ts';

/** The documents of one folder (screens/_base or screens/<brand>), keyed by path relative to it. */
export type DocumentSet = Map<string, unknown>;

const stripSchema = <T>(doc: T): T => {
  if (doc && typeof doc === 'object' && !Array.isArray(doc) && '$schema' in doc) {
    const { $schema: _s, ...rest } = doc as Record<string, unknown>;
    return rest as T;
  }
  return doc;
};

/** RFC 7396: the overlay patches the base; `null` removes; arrays are replaced whole. */
export function layer<T>(base: T | undefined, overlay: unknown): T {
  if (overlay === undefined) return base as T;
  return mergePatch.apply(structuredClone(base ?? {}), stripSchema(overlay)) as T;
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
 * holding `null` removes one) and locales/<lang>.json, keeping only the brand's supported languages.
 */
export function composeBrand(base: DocumentSet, overlay: DocumentSet): BrandBundle {
  const brand = stripSchema(layer<BrandDocument>(base.get('brand.json') as BrandDocument, overlay.get('brand.json')));
  const names = new Set<string>();
  for (const rel of [...base.keys(), ...overlay.keys()]) {
    const n = screenName(rel);
    if (n) names.add(n);
  }
  const screens: ScreenDocument[] = [];
  for (const n of [...names].sort()) {
    const rel = `screens/${n}.json`;
    const composed = overlay.has(rel) ? layer<ScreenDocument | null>(base.get(rel) as ScreenDocument, overlay.get(rel)) : base.get(rel);
    if (composed && typeof composed === 'object') screens.push(stripSchema(composed as ScreenDocument));
  }
  const locales: Record<string, LocaleDocument> = {};
  const supported = new Set<string>(brand.languages?.supported ?? []);
  for (const rel of [...base.keys(), ...overlay.keys()]) {
    const lang = localeName(rel);
    if (!lang || !supported.has(lang) || locales[lang]) continue;
    locales[lang] = stripSchema(layer<LocaleDocument>(base.get(rel) as LocaleDocument, overlay.get(rel)));
  }
  return { brand, screens, locales };
}
