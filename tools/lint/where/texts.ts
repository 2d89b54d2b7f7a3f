import { isObject, isString } from '../json.ts';
import type { SourceFile } from '../source.ts';
import type { BrandIndex } from './index.ts';

/**
 * A per-place key's default: its text is `$t(<shared key>)` (i18next nesting), so the place reads the shared key
 * until a brand's locales/<lang>.json gives that one key a text of its own.
 */
const DEFAULT_REF = /^\$t\(([^,)]+)\)$/;

/** The shared key a locale text defers to, if the text is only `$t(key)`. */
function defaultKeyOf(text: unknown): string | undefined {
  return isString(text) ? DEFAULT_REF.exec(text.trim())?.[1] : undefined;
}

/** A text with every `$t(key)` replaced by that key's text (as i18next's nesting does), a few levels deep. */
export function resolveText(locale: Record<string, unknown>, key: string, depth = 0): string | undefined {
  const v = locale[key];
  if (!isString(v)) return undefined;
  if (depth > 5) return v;
  return v.replace(/\$t\(([^,)]+)\)/g, (m, k: string) => resolveText(locale, k, depth + 1) ?? m);
}

/** The locale file that gives a key its text in a brand (the overlay's when it sets it). */
export function localeFileOf(b: BrandIndex, lang: string, key: string): SourceFile | undefined {
  const files = b.composed.locales.get(lang)?.files ?? [];
  return [...files].reverse().find((f) => isObject(f.value) && Object.hasOwn(f.value, key));
}

/** One per-place key and the shared key it defaults to, in one brand and language. */
export interface KeyDefault {
  brand: string;
  lang: string;
  key: string;
  defaultKey: string;
}

/** Every per-place key of a brand: locale texts that are only `$t(<shared key>)`. */
export function keyDefaults(b: BrandIndex): KeyDefault[] {
  const out: KeyDefault[] = [];
  for (const [lang, locale] of b.composed.locales) {
    for (const [key, text] of Object.entries(locale.value)) {
      const defaultKey = defaultKeyOf(text);
      if (defaultKey) out.push({ brand: b.composed.name, lang, key, defaultKey });
    }
  }
  return out;
}

/** Keys whose text (in any language of any brand) is the query, ignoring case; else those that contain it. */
export function keysByText(index: readonly BrandIndex[], query: string): Map<string, Set<string>> {
  const q = query.trim().toLowerCase();
  const exact = new Map<string, Set<string>>();
  const partial = new Map<string, Set<string>>();
  for (const b of index) {
    for (const [lang, locale] of b.composed.locales) {
      for (const key of Object.keys(locale.value)) {
        const text = resolveText(locale.value, key)?.trim().toLowerCase();
        if (!text) continue;
        const into = text === q ? exact : text.includes(q) ? partial : undefined;
        if (!into) continue;
        if (!into.has(key)) into.set(key, new Set());
        into.get(key)?.add(lang);
      }
    }
  }
  return exact.size > 0 ? exact : partial;
}
