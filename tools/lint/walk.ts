import { isObject, type JsonObject, type JsonPath, type Segment } from './json.ts';

/** A node of a screen body or a chrome area, with its path in the document. */
export interface NodeAt {
  node: JsonObject;
  path: Segment[];
}

/** Every node of a node list, depth first, through all named slots. */
export function walkNodes(list: unknown, path: JsonPath): NodeAt[] {
  const out: NodeAt[] = [];
  const visit = (items: unknown, at: JsonPath): void => {
    if (!Array.isArray(items)) return;
    items.forEach((node, i) => {
      if (!isObject(node)) return;
      const p = [...at, i];
      out.push({ node, path: p });
      if (isObject(node.slots)) for (const [slot, children] of Object.entries(node.slots)) visit(children, [...p, 'slots', slot]);
    });
  };
  visit(list, path);
  return out;
}

/** An action call under a node's `on`, with its path. */
export interface CallAt {
  call: JsonObject;
  path: Segment[];
}

export function actionCalls({ node, path }: NodeAt): CallAt[] {
  const out: CallAt[] = [];
  if (!isObject(node.on)) return out;
  for (const [event, calls] of Object.entries(node.on)) {
    if (!Array.isArray(calls)) continue;
    calls.forEach((call, i) => {
      if (isObject(call)) out.push({ call, path: [...path, 'on', event, i] });
    });
  }
  return out;
}

/** Every `{"var": "..."}` inside a value (conditions, params), with its path. */
export function varRefs(value: unknown, path: JsonPath): { name: string; path: Segment[] }[] {
  const out: { name: string; path: Segment[] }[] = [];
  const visit = (v: unknown, at: Segment[]): void => {
    if (Array.isArray(v)) for (const [i, x] of v.entries()) visit(x, [...at, i]);
    else if (isObject(v)) {
      if (typeof v.var === 'string') out.push({ name: v.var, path: [...at, 'var'] });
      for (const [k, x] of Object.entries(v)) if (k !== 'var') visit(x, [...at, k]);
    }
  };
  visit(value, [...path]);
  return out;
}

/** Every string value under a property whose name ends in `Key` (i18n keys), with its path. */
export function i18nKeys(value: unknown, path: JsonPath): { key: string; path: Segment[] }[] {
  const out: { key: string; path: Segment[] }[] = [];
  const visit = (v: unknown, at: Segment[]): void => {
    if (Array.isArray(v)) for (const [i, x] of v.entries()) visit(x, [...at, i]);
    else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.endsWith('Key') && typeof x === 'string') out.push({ key: x, path: [...at, k] });
        else visit(x, [...at, k]);
      }
    }
  };
  visit(value, [...path]);
  return out;
}

/** The node lists of a composed brand's chrome, by area. */
const CHROME_AREAS = ['header', 'bottomBar', 'leftMenu', 'rightMenu', 'popups', 'overlays'] as const;

export function chromeNodes(brand: unknown): NodeAt[] {
  const chrome = isObject(brand) ? brand.chrome : undefined;
  if (!isObject(chrome)) return [];
  return CHROME_AREAS.flatMap((area) => walkNodes(chrome[area], ['chrome', area]));
}

export function screenNodes(screen: unknown): NodeAt[] {
  return isObject(screen) ? walkNodes(screen.body, ['body']) : [];
}
