import { composeForLint, type ComposedBrand } from '../compose.ts';
import { isObject, isString, toPointer, type JsonObject, type Segment } from '../json.ts';
import type { ComposedTarget } from '../origin.ts';
import { actionCalls, chromeNodes, i18nKeys, screenNodes, type NodeAt } from '../walk.ts';
import type { Folder, Workspace } from '../workspace.ts';

/** Where a node or a key sits: a screen (with its routes) or an area of the brand chrome shown on many screens. */
export interface Place {
  /** Screen id, or `chrome` for the brand's header, menus, popups and overlays. */
  screen: string;
  /** The screen's routes, or what the chrome area is. */
  route: string;
}

/** One node of one composed brand, with what it sits in. */
export interface NodeEntry {
  brand: string;
  node: JsonObject;
  target: ComposedTarget;
  /** Path of the node in the composed document (the compose's index, not necessarily a file's). */
  path: Segment[];
  place: Place;
  /** `in slot "home" of home.categories (categoryMenu)`, or undefined at the top of a list. */
  parent?: string;
}

/** One use of an i18n key in one composed brand. */
export interface KeyUse {
  brand: string;
  key: string;
  target: ComposedTarget;
  path: Segment[];
  place: Place;
  /** The node whose props or actions name the key; undefined for a screen's own titles. */
  nodeId?: string;
}

/** A brand composed as the app composes it, with every node and every key use indexed. */
export interface BrandIndex {
  composed: ComposedBrand;
  nodes: NodeEntry[];
  uses: KeyUse[];
}

const CHROME_ROUTES: Record<string, string> = {
  header: 'the top bar of every screen that shows it',
  bottomBar: 'the bottom bar of every screen that shows it',
  leftMenu: 'the left side menu',
  rightMenu: 'the right side menu',
  popups: 'a popup (chrome.popups)',
  overlays: 'every screen (chrome.overlays)',
};

function screenPlace(value: unknown, name: string): Place {
  const v = isObject(value) ? value : {};
  const paths = Array.isArray(v.paths) ? v.paths.filter(isString) : [];
  return { screen: isString(v.id) ? v.id : name, route: paths.join(', ') || '(no route)' };
}

/** `in slot "home" of home.categories (categoryMenu)` when the node sits in another node's slot. */
function parentOf(at: NodeAt, byPointer: Map<string, JsonObject>): string | undefined {
  const p = at.path;
  if (p.length < 4 || p[p.length - 3] !== 'slots') return undefined;
  const parent = byPointer.get(toPointer(p.slice(0, -3)));
  if (!parent) return undefined;
  return `in slot "${String(p[p.length - 2])}" of ${String(parent.id)} (${String(parent.type)})`;
}

function indexTree(brand: string, target: ComposedTarget, nodes: readonly NodeAt[], placeOf: (at: NodeAt) => Place, out: BrandIndex): void {
  const byPointer = new Map(nodes.map((at) => [toPointer(at.path), at.node]));
  for (const at of nodes) {
    const place = placeOf(at);
    out.nodes.push({ brand, node: at.node, target, path: at.path, place, parent: parentOf(at, byPointer) });
    const nodeId = isString(at.node.id) ? at.node.id : undefined;
    const keys = [...i18nKeys(at.node.props, [...at.path, 'props'])];
    for (const c of actionCalls(at)) keys.push(...i18nKeys(c.call.params, [...c.path, 'params']));
    for (const k of keys) out.uses.push({ brand, key: k.key, target, path: k.path, place, nodeId });
  }
}

/** Indexes one composed brand: its chrome, then each screen (top bar and back bar titles, then its nodes). */
function indexBrand(composed: ComposedBrand): BrandIndex {
  const out: BrandIndex = { composed, nodes: [], uses: [] };
  const name = composed.name;
  indexTree(name, composed.brand, chromeNodes(composed.brand.value), (at) => chromePlace(composed.brand.value, at.path), out);
  for (const [file, screen] of composed.screens) {
    const place = screenPlace(screen.value, file);
    const chrome = isObject(screen.value) && isObject(screen.value.chrome) ? screen.value.chrome : {};
    for (const k of ['titleKey', 'backTitleKey']) {
      if (isString(chrome[k])) out.uses.push({ brand: name, key: chrome[k], target: screen, path: ['chrome', k], place });
    }
    indexTree(name, screen, screenNodes(screen.value), () => place, out);
  }
  return out;
}

/** A chrome area in words; a popup is named by its top node's id, the name openPopup uses. */
function chromePlace(brand: unknown, path: readonly Segment[]): Place {
  const area = String(path[1]);
  const chrome = isObject(brand) && isObject(brand.chrome) ? brand.chrome : {};
  const list = chrome[area];
  const top = Array.isArray(list) ? list[Number(path[2])] : undefined;
  const popup = area === 'popups' && isObject(top) && isString(top.id) ? ` "${top.id}"` : '';
  return { screen: 'chrome', route: `${area}: ${CHROME_ROUTES[area] ?? area}${popup}` };
}

/** Every brand composed on _base, and _base on its own (named `_base`), indexed. */
export function indexWorkspace(ws: Workspace): BrandIndex[] {
  if (!ws.base?.files.get('brand.json')?.ok) return [];
  const base = ws.base;
  const folders: (Folder | undefined)[] = [undefined, ...ws.brands.values()];
  return folders.filter((f) => !f || f.files.get('brand.json')?.ok).map((f) => indexBrand(composeForLint(base, f)));
}
