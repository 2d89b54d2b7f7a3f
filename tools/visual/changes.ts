import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { gateOfScreen } from '../../src/core/brand/statusGate.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenNode } from '../../src/generated/node.ts';
import type { ScreenDocument } from '../../src/generated/screen.ts';
import { type DocDiff, docDiff } from './docDiff.ts';
import { withNestedKeys } from './localeNesting.ts';

/**
 * Which screens of a brand a document change touches. Each screen gets its "drawn document": the screen itself
 * plus every brand part it can draw, and two compositions differ for a screen exactly when that document
 * differs. Parts a screen draws:
 * - the header and bottom bar when its chrome shows them (the status-gate screens show no chrome at all);
 * - the side panels and popups that some node it draws opens (openPanel/togglePanel, openPopup), transitively,
 *   and the nodes an `include` borrows from another screen;
 * - everything of brand.json outside `chrome` (theme tokens, settings, flags, languages...): widgets read those
 *   in code, so any change there touches every screen;
 * - locale entries: the keys its drawn nodes name, plus every key no document names or that the app's code
 *   spells out (t('game_back')): a document cannot tell which screen such a key shows on, so all of them.
 */
export interface ScreenChange {
  brand: string;
  screen: string;
  /** added / removed: the screen document exists on one side only. */
  kind: 'changed' | 'added' | 'removed';
  /** The parts of the drawn document that differ (screen, header, bottomBar, panel.left, popup.x, brand, locales...). */
  parts: string[];
  /** What differs, place by place: the drawn document's pointers (/screen/body/3/props/..., /bottomBar/...), and /locales/<lang>/<key>. */
  diff: DocDiff[];
}

type Drawn = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every string anywhere in a JSON value (locale keys are looked for among them). */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The action calls, includes and nodes by id inside a JSON value (nodes, slots, `on` lists, action params). */
function visit(value: unknown, fn: (o: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const v of value) visit(v, fn);
  else if (isObject(value)) {
    fn(value);
    for (const v of Object.values(value)) visit(v, fn);
  }
}

function findNode(nodes: unknown, id: string): ScreenNode | undefined {
  let found: ScreenNode | undefined;
  visit(nodes, (o) => {
    if (!found && o.id === id && typeof o.type === 'string') found = o as unknown as ScreenNode;
  });
  return found;
}

/** The locale keys code may show anywhere: quoted identifier-like literals in the app's sources. */
export function codeLocaleKeys(srcDir: string): Set<string> {
  const keys = new Set<string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.tsx?$/.test(name)) for (const m of readFileSync(abs, 'utf8').matchAll(/['"`]([a-z][a-z0-9_]*)['"`]/g)) keys.add(m[1]);
    }
  };
  walk(srcDir);
  return keys;
}

/** What one screen of a composed brand can draw, locale entries aside, as one JSON value (see the module comment). */
export function drawnDocument(bundle: BrandBundle, screen: ScreenDocument): Drawn {
  const { chrome, ...brandWide } = bundle.brand;
  const gate = gateOfScreen(bundle.brand.routing, screen.id) !== undefined;
  const drawn: Drawn = { screen, brand: brandWide };
  const pending: unknown[] = [screen.body];
  if (!gate && screen.chrome.topBar) pending.push((drawn.header = chrome.header));
  if (!gate && screen.chrome.bottomBar) pending.push((drawn.bottomBar = chrome.bottomBar));
  while (pending.length > 0) {
    visit(pending.pop(), (o) => {
      const params = isObject(o.params) ? o.params : {};
      if (!gate && (o.action === 'openPanel' || o.action === 'togglePanel') && typeof params.panel === 'string') {
        const key = `panel.${params.panel}`;
        if (!(key in drawn)) pending.push((drawn[key] = params.panel === 'left' ? chrome.leftMenu : chrome.rightMenu));
      }
      if (!gate && o.action === 'openPopup' && typeof params.popup === 'string') {
        const key = `popup.${params.popup}`;
        if (!(key in drawn)) pending.push((drawn[key] = chrome.popups.find((p) => p.id === params.popup) ?? null));
      }
      const props = isObject(o.props) ? o.props : {};
      if (o.type === 'include' && typeof props.screen === 'string' && Array.isArray(props.nodes)) {
        const from = bundle.screens.find((s) => s.id === props.screen);
        for (const id of props.nodes) {
          const key = `include.${props.screen}#${String(id)}`;
          if (!(key in drawn)) pending.push((drawn[key] = from ? (findNode(from.body, String(id)) ?? null) : null));
        }
      }
    });
  }
  return drawn;
}

/**
 * Keys every screen may show: those no document names, and those the code spells out. Taken over both sides of a
 * comparison, so a key an edit stops naming (a label pointed at another key) stays with the screens that named it.
 */
export function globalLocaleKeys(bundles: readonly BrandBundle[], codeKeys: ReadonlySet<string>): Set<string> {
  // A key only nested in another's text (a per-place key's default) is shown where that key is named.
  const named = withNestedKeys(
    strings(
      bundles.map((b) => [b.screens, b.brand.chrome]),
      new Set(),
    ),
    bundles,
  );
  const all = new Set(bundles.flatMap((b) => Object.values(b.locales).flatMap((d) => Object.keys(d))));
  return new Set([...all].filter((k) => !named.has(k) || codeKeys.has(k)));
}

/**
 * The locale entries that differ for a screen: among the keys either side's drawn document names, plus the global
 * ones, those whose text differs between the two compositions (or exists on one side only).
 */
function differingLocales(before: BrandBundle, after: BrandBundle, a: Drawn, b: Drawn, global: ReadonlySet<string>, diff: DocDiff[]): string[] {
  const keys = withNestedKeys([...strings(a, new Set()), ...strings(b, new Set()), ...global], [before, after]);
  const parts: string[] = [];
  for (const lang of [...new Set([...Object.keys(before.locales), ...Object.keys(after.locales)])].sort()) {
    const x = before.locales[lang] as Record<string, unknown> | undefined;
    const y = after.locales[lang] as Record<string, unknown> | undefined;
    const changed = [...keys].filter((k) => !isDeepStrictEqual(x?.[k], y?.[k])).sort();
    for (const k of changed) diff.push(...docDiff(x?.[k], y?.[k], `/locales/${lang}/${k}`));
    if (changed.length) parts.push(`locale ${lang}: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ` (+${changed.length - 5})` : ''}`);
  }
  return parts;
}

/** The top-level parts of two drawn documents that differ, named for the report. */
function differingParts(a: Drawn, b: Drawn): string[] {
  const parts: string[] = [];
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (key === 'brand' && isObject(a.brand) && isObject(b.brand)) {
      const ka = a.brand;
      const kb = b.brand;
      for (const k of [...new Set([...Object.keys(ka), ...Object.keys(kb)])].sort()) if (!isDeepStrictEqual(ka[k], kb[k])) parts.push(`brand.${k}`);
    } else if (!isDeepStrictEqual(a[key], b[key])) parts.push(key);
  }
  return parts;
}

/** The screens of one brand whose drawn document differs between two compositions (either may be missing). */
export function changedScreens(brand: string, before: BrandBundle | undefined, after: BrandBundle | undefined, codeKeys: ReadonlySet<string>): ScreenChange[] {
  const global = globalLocaleKeys(
    [before, after].filter((b) => b !== undefined),
    codeKeys,
  );
  const ids = [...new Set([...(before?.screens ?? []), ...(after?.screens ?? [])].map((s) => s.id))].sort();
  const out: ScreenChange[] = [];
  for (const id of ids) {
    const sb = before?.screens.find((s) => s.id === id);
    const sa = after?.screens.find((s) => s.id === id);
    if (!sb || !sa) {
      out.push({ brand, screen: id, kind: sb ? 'removed' : 'added', parts: ['screen'], diff: docDiff(sb, sa, '/screen') });
      continue;
    }
    const [b, a] = [before as BrandBundle, after as BrandBundle];
    const db = drawnDocument(b, sb);
    const da = drawnDocument(a, sa);
    const diff = docDiff(db, da);
    const parts = [...differingParts(db, da), ...differingLocales(b, a, db, da, global, diff)];
    if (parts.length) out.push({ brand, screen: id, kind: 'changed', parts, diff });
  }
  return out;
}
