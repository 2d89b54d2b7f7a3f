import type { ScreenNode } from '../../../generated/node.ts';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { type Draft, type NodeListRef, type NodeRef, nodesOf } from '../../draft/index.ts';
import { isObject } from '../../draft/json.ts';
import { listIn } from '../../draft/lists.ts';

/** One row of the node tree: a node, or a named slot of a node (the list its children are in). */
export interface TreeRow {
  /** Unique in the tree: the list's path and the node id (or the slot's list path). */
  key: string;
  kind: 'node' | 'slot';
  level: number;
  /** The list the row's node is in (for a slot row: the slot's own list). */
  list: NodeListRef;
  /** The node (node rows). */
  node?: ScreenNode;
  slotName?: string;
  /** 1-based position in its list and the list's length (aria-posinset / aria-setsize). */
  position: number;
  setSize: number;
  parentKey: string | null;
  childKeys: string[];
}

const listKey = (list: NodeListRef) => `${list.file}|${list.path.join('/')}`;
export const rowKey = (list: NodeListRef, id: string) => `${listKey(list)}|${id}`;
export const refOf = (row: TreeRow): NodeRef | null => (row.kind === 'node' && row.node ? { list: row.list, id: row.node.id } : null);

/** The name a row is read by: "bannerCarousel home.banners", "slot children". */
export const rowName = (row: TreeRow) => (row.kind === 'node' && row.node ? `${row.node.type} ${row.node.id}` : `slot ${row.slotName}`);

/**
 * The rows of a node list and, for expanded rows, their slots and children, in reading order. `expanded` holds
 * the keys of open rows; every row is listed in `all` (for lookups), only visible ones in `visible`.
 */
export function buildRows(root: NodeListRef, nodes: ScreenNode[], expanded: ReadonlySet<string>) {
  const all = new Map<string, TreeRow>();
  const visible: TreeRow[] = [];
  const walk = (list: NodeListRef, items: ScreenNode[], level: number, parentKey: string | null, show: boolean): string[] => {
    const keys: string[] = [];
    items.forEach((node, i) => {
      const key = rowKey(list, node.id);
      keys.push(key);
      const row: TreeRow = { key, kind: 'node', level, list, node, position: i + 1, setSize: items.length, parentKey, childKeys: [] };
      all.set(key, row);
      if (show) visible.push(row);
      const open = show && expanded.has(key);
      const slots = Object.entries(node.slots ?? {});
      slots.forEach(([slotName, children], s) => {
        const slotList: NodeListRef = { file: list.file, path: [...list.path, `#${node.id}`, 'slots', slotName] };
        const slotKey = listKey(slotList);
        row.childKeys.push(slotKey);
        const slotRow: TreeRow = {
          key: slotKey,
          kind: 'slot',
          level: level + 1,
          list: slotList,
          slotName,
          position: s + 1,
          setSize: slots.length,
          parentKey: key,
          childKeys: [],
        };
        all.set(slotKey, slotRow);
        if (open) visible.push(slotRow);
        slotRow.childKeys = walk(slotList, Array.isArray(children) ? children : [], level + 2, slotKey, open && expanded.has(slotKey));
      });
    });
    return keys;
  };
  walk(root, nodes, 1, null, true);
  return { all, visible };
}

/** The composed nodes of a list; none when the bundle cannot give them (the panels then show no node, not a crash). */
export function safeNodes(bundle: BrandBundle, list: NodeListRef): ScreenNode[] {
  try {
    return nodesOf(bundle, list);
  } catch {
    return [];
  }
}

/** Every node id in a document value (any depth): new ids must not collide with them. */
export function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (isObject(value)) {
    if (typeof value.id === 'string' && typeof value.type === 'string') out.add(value.id);
    for (const v of Object.values(value)) idsIn(v, out);
  }
  return out;
}

/** Whether the brand's overlay touches the node: patches, places or orders it (its own new nodes included). */
export function brandTouches(draft: Draft, ref: NodeRef): boolean {
  const entries = listIn(draft.files[ref.list.file], ref.list.path) ?? [];
  return entries.some((e) => {
    const o = e as { id?: unknown; $remove?: unknown; $order?: unknown };
    if (o?.id === ref.id) return o.$remove !== true;
    return Array.isArray(o?.$order) && o.$order.includes(ref.id);
  });
}
