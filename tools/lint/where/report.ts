import type { Catalog } from '../catalog.ts';
import { isString } from '../json.ts';
import { findIdInFile, nodeTexts, widgetSummary } from './describe.ts';
import type { BrandIndex, KeyUse, Place } from './index.ts';
import { keyDefaults, localeFileOf, resolveText } from './texts.ts';

/** Lines grouped by what they say, each followed by the brands that share it (`_base` left out beside brands). */
function grouped(entries: { line: string; brand: string }[]): string[] {
  const by = new Map<string, string[]>();
  for (const e of entries) {
    const brands = by.get(e.line) ?? [];
    if (!brands.includes(e.brand)) brands.push(e.brand);
    by.set(e.line, brands);
  }
  return [...by].map(([line, brands]) => {
    const shown = brands.length > 1 ? brands.filter((b) => b !== '_base') : brands;
    return `${line}  [${shown.join(', ')}]`;
  });
}

const placeText = (p: Place): string => (p.screen === 'chrome' ? `chrome ${p.route}` : `screen ${p.screen} (${p.route})`);

function useLine(u: KeyUse): string {
  const at = u.target.locate(u.path);
  const node = u.nodeId ? `node ${u.nodeId}` : `the screen's ${String(u.path[u.path.length - 1])}`;
  return `${at.file}:${at.line}:${at.col}  ${at.pointer}  ${placeText(u.place)}, ${node}`;
}

/** The texts of a key in each language, per brand where a brand words it differently from _base. */
function textsLine(index: readonly BrandIndex[], key: string): string[] {
  const entries: { line: string; brand: string }[] = [];
  for (const b of index) {
    const texts = [...b.composed.locales].map(([lang, l]) => `${lang} ${JSON.stringify(resolveText(l.value, key) ?? '(none)')}`);
    entries.push({ line: texts.join(', '), brand: b.composed.name });
  }
  return grouped(entries);
}

/** Where a key is used, and the per-place keys that default to it (with their own uses). */
export function keyReport(index: readonly BrandIndex[], key: string): string[] {
  const uses = index.flatMap((b) => b.uses.filter((u) => u.key === key));
  const defaults = index.flatMap((b) => keyDefaults(b).map((d) => ({ ...d, b })));
  const perPlace = [...new Set(defaults.filter((d) => d.defaultKey === key).map((d) => d.key))];
  const own = defaults.filter((d) => d.key === key);
  const known = index.some((b) => [...b.composed.locales.values()].some((l) => Object.hasOwn(l.value, key)));
  if (uses.length === 0 && perPlace.length === 0 && !known) return [];
  const out = [`i18n key "${key}":`, ...textsLine(index, key).map((l) => `  text: ${l}`)];
  for (const d of grouped(
    own.map((d) => ({ line: `${d.lang}: the shared key "${d.defaultKey}" until a brand gives this place its own text`, brand: d.brand })),
  )) {
    out.push(`  defaults to ${d}`);
  }
  const lines = grouped(uses.map((u) => ({ line: useLine(u), brand: u.brand })));
  out.push(`  used directly in ${lines.length} place${lines.length === 1 ? '' : 's'}${lines.length ? ':' : ''}`, ...lines.map((l) => `    ${l}`));
  if (perPlace.length > 0) {
    out.push(
      `  default of ${perPlace.length} per-place key${perPlace.length === 1 ? '' : 's'} (set one in a brand's locales/<lang>.json to word that place alone):`,
    );
    for (const k of perPlace) {
      const langs = defaults.filter((d) => d.key === k && d.defaultKey === key);
      const files = new Set(
        langs.map((d) => {
          const at = localeFileOf(d.b, d.lang, k)?.locate([k], true);
          return at ? `${at.file}:${at.line}:${at.col}` : d.lang;
        }),
      );
      out.push(`    "${k}" = "$t(${key})" in ${[...files].join(', ')}`);
      const overridden = index.flatMap((b) =>
        [...b.composed.locales]
          .filter(([, l]) => isString(l.value[k]) && !String(l.value[k]).includes(`$t(${key})`))
          .map(([lang]) => ({
            line: `${lang} ${JSON.stringify(resolveText(b.composed.locales.get(lang)?.value ?? {}, k))} (${localeFileOf(b, lang, k)?.file ?? '?'})`,
            brand: b.composed.name,
          })),
      );
      for (const l of grouped(overridden)) out.push(`      worded on its own: ${l}`);
      for (const l of grouped(index.flatMap((b) => b.uses.filter((u) => u.key === k).map((u) => ({ line: useLine(u), brand: u.brand })))))
        out.push(`      ${l}`);
    }
  }
  return out;
}

/** Which block a node id is: its screen and route, widget, what it draws and where it is written. */
export function nodeReport(index: readonly BrandIndex[], catalog: Catalog, id: string): string[] {
  const found = index.flatMap((b) => b.nodes.filter((e) => e.node.id === id).map((e) => ({ b, e })));
  if (found.length === 0) return [];
  const out = [`node "${id}":`];
  const about: { line: string; brand: string }[] = [];
  const written: { line: string; brand: string }[] = [];
  for (const { b, e } of found) {
    const brand = b.composed.name;
    const type = String(e.node.type);
    about.push({ line: `${placeText(e.place)}${e.parent ? `, ${e.parent}` : ''}`, brand });
    about.push({ line: `widget ${type}: ${widgetSummary(catalog, type) || '(no description)'}`, brand });
    for (const t of nodeTexts(b, e)) about.push({ line: `text: ${t}`, brand });
    const data = e.node.data;
    if (data && typeof data === 'object' && 'source' in data) about.push({ line: `data: ${String((data as { source: unknown }).source)}`, brand });
    if (e.node.when !== undefined) about.push({ line: `shown when: ${JSON.stringify(e.node.when)}`, brand });
    const slots = e.node.slots && typeof e.node.slots === 'object' ? Object.keys(e.node.slots) : [];
    if (slots.length) about.push({ line: `slots: ${slots.join(', ')}`, brand });
    for (const [role, file] of [
      ['_base', e.target.base],
      ['overlay', e.target.overlay],
    ] as const) {
      for (const at of findIdInFile(file, id))
        written.push({ line: `${role === '_base' ? 'in _base:  ' : 'in overlay:'} ${at.file}:${at.line}:${at.col}  ${at.pointer}`, brand });
    }
  }
  out.push(...grouped(about).map((l) => `  ${l}`), ...grouped(written).map((l) => `  ${l}`));
  return out;
}
