import { layer } from '../../src/core/brand/compose.ts';
import { isObject } from './json.ts';
import { ComposedTarget } from './origin.ts';
import type { SourceFile } from './source.ts';
import type { Folder } from './workspace.ts';

/** A composed locale of one language: its keys and the files they came from (base first). */
interface ComposedLocale {
  lang: string;
  value: Record<string, unknown>;
  files: SourceFile[];
}

/** A brand as the app sees it (its overlays layered on _base), each value traceable to the file that set it. */
export interface ComposedBrand {
  /** Folder name: the brand id hosts.json and `?brand=` use; `_base` when _base is linted on its own. */
  name: string;
  brand: ComposedTarget;
  /** By screen file name (screens/<name>.json). */
  screens: Map<string, ComposedTarget>;
  /** By language code (EN, TY, CN), only the brand's supported languages that have a file. */
  locales: Map<string, ComposedLocale>;
  supported: string[];
}

const SCREEN = /^screens\/([^/]+)\.json$/;
const LOCALE = /^locales\/([a-z-]+)\.json$/;

const strip = (v: unknown): unknown => {
  if (!isObject(v) || !('$schema' in v)) return v;
  const { $schema: _s, ...rest } = v;
  return rest;
};

/** The parsed documents of a folder whose path matches, by the name the pattern captures. */
function byName(folder: Folder | undefined, pattern: RegExp): Map<string, SourceFile> {
  const out = new Map<string, SourceFile>();
  for (const [rel, file] of folder?.files ?? []) {
    const m = pattern.exec(rel);
    if (m && file.ok) out.set(m[1], file);
  }
  return out;
}

/** Layers `overlay` (a brand folder) on `base` the way src/core/brand/compose.ts does, keeping file origins. */
export function composeForLint(base: Folder, overlay: Folder | undefined): ComposedBrand {
  const baseBrand = base.files.get('brand.json');
  const overBrand = overlay?.files.get('brand.json');
  const baseBrandFile = baseBrand?.ok ? baseBrand : undefined;
  const overBrandFile = overBrand?.ok ? overBrand : undefined;
  const brandValue = strip(layer(strip(baseBrandFile?.value), overBrandFile?.value, 'brand'));
  const brand = new ComposedTarget(brandValue, baseBrandFile, overBrandFile, 'brand');

  const screens = new Map<string, ComposedTarget>();
  const baseScreens = byName(base, SCREEN);
  const overScreens = byName(overlay, SCREEN);
  for (const name of [...new Set([...baseScreens.keys(), ...overScreens.keys()])].sort()) {
    const b = baseScreens.get(name);
    const o = overScreens.get(name);
    const value = o ? layer<unknown>(strip(b?.value), o.value, 'screen') : strip(b?.value);
    if (value === null || value === undefined) continue; // an overlay of `null` removes the screen
    screens.set(name, new ComposedTarget(strip(value), b, o, 'screen'));
  }

  const languages = isObject(brandValue) && isObject(brandValue.languages) ? brandValue.languages : {};
  const supported = Array.isArray(languages.supported) ? languages.supported.filter((l): l is string => typeof l === 'string') : [];
  const locales = new Map<string, ComposedLocale>();
  const baseLocales = byName(base, LOCALE);
  const overLocales = byName(overlay, LOCALE);
  for (const code of new Set([...baseLocales.keys(), ...overLocales.keys()])) {
    const lang = code.toUpperCase();
    if (!supported.includes(lang)) continue;
    const files = [baseLocales.get(code), overLocales.get(code)].filter((f): f is SourceFile => f !== undefined);
    const value = strip(layer<unknown>(strip(baseLocales.get(code)?.value), overLocales.get(code)?.value));
    locales.set(lang, { lang, value: isObject(value) ? value : {}, files });
  }
  return { name: overlay?.name ?? base.name, brand, screens, locales, supported };
}
