import type { Catalog } from '../catalog.ts';
import { isObject, isString, type Segment } from '../json.ts';
import type { SourceFile } from '../source.ts';
import { i18nKeys } from '../walk.ts';
import type { BrandIndex, NodeEntry } from './index.ts';
import { resolveText } from './texts.ts';

/** The first sentence of a widget schema's description: what the widget draws, in words. */
export function widgetSummary(catalog: Catalog, type: unknown): string {
  const schema = isString(type) ? catalog.schemas.get(`widgets/${type}.schema.json`) : undefined;
  const text = isObject(schema) && isString(schema.description) ? schema.description.trim() : '';
  // A sentence ends at ". " before a capital (so "e.g. a" stays inside it).
  const m = /^(.*?[.!?])(?=\s+[A-Z`"'(]|$)/s.exec(text);
  return (m?.[1] ?? text).replace(/\s+/g, ' ');
}

/** A text in the brand's default language, else English, else any it has. */
function textIn(b: BrandIndex, key: string): { lang: string; text: string } | undefined {
  const brand = b.composed.brand.value;
  const languages = isObject(brand) && isObject(brand.languages) ? brand.languages : {};
  const order = [isString(languages.default) ? languages.default : 'EN', 'EN', ...b.composed.locales.keys()];
  for (const lang of order) {
    const locale = b.composed.locales.get(lang);
    const text = locale ? resolveText(locale.value, key) : undefined;
    if (text !== undefined) return { lang, text };
  }
  return undefined;
}

/** `titleKey "hot_games_tab" = "Hot games"` for each key in the node's props (not its children's). */
export function nodeTexts(b: BrandIndex, e: NodeEntry): string[] {
  return i18nKeys(e.node.props, []).map(({ key, path }) => {
    const t = textIn(b, key);
    const prop = path.map(String).join('.');
    return `${prop} "${key}" = ${t ? `${JSON.stringify(t.text)}${t.lang === 'EN' ? '' : ` (${t.lang})`}` : '(no text)'}`;
  });
}

/** Every object with this `id` in a file as written (not composed): where an operator finds the node. */
export function findIdInFile(file: SourceFile | undefined, id: string): { file: string; line: number; col: number; pointer: string }[] {
  if (!file?.ok) return [];
  const out: { file: string; line: number; col: number; pointer: string }[] = [];
  const visit = (v: unknown, path: Segment[]): void => {
    if (Array.isArray(v)) for (const [i, x] of v.entries()) visit(x, [...path, i]);
    else if (isObject(v)) {
      if (v.id === id && path.length > 0) out.push(file.locate(path));
      for (const [k, x] of Object.entries(v)) visit(x, [...path, k]);
    }
  };
  visit(file.value, []);
  return out;
}
