import type { ScreenNode } from '../../generated/node.ts';

/** The header widgets that stay in a crowded bar whatever the brand says: the balance is what a player looks for first. */
const PINNED_TYPES: ReadonlySet<string> = new Set(['balance']);

/**
 * The header's node trees split in two without drawing any node twice: what stays in the bar (the balance, the
 * nodes the brand keeps (`chrome.headerKeep`), and the containers leading to them) and what moves into the "More"
 * menu (everything else, in the same containers).
 */
export function splitHeader(nodes: readonly ScreenNode[], keepIds: readonly string[] = []): { bar: ScreenNode[]; more: ScreenNode[] } {
  const kept = new Set(keepIds);
  const pinned = (n: ScreenNode): boolean => PINNED_TYPES.has(n.type) || kept.has(n.id);
  const bar: ScreenNode[] = [];
  const more: ScreenNode[] = [];
  for (const n of nodes) {
    const keep = prune(n, true, pinned);
    const move = prune(n, false, pinned);
    if (keep) bar.push(keep);
    if (move) more.push(move);
  }
  return { bar, more };
}

/** The part of `node` whose leaves are (keepPinned) or are not (!keepPinned) pinned; null when nothing is left. */
function prune(node: ScreenNode, keepPinned: boolean, pinned: (n: ScreenNode) => boolean): ScreenNode | null {
  if (!node.slots) return pinned(node) === keepPinned ? node : null;
  const slots: NonNullable<ScreenNode['slots']> = {};
  for (const [name, list] of Object.entries(node.slots)) {
    slots[name] = list.map((c) => prune(c, keepPinned, pinned)).filter((c): c is ScreenNode => c !== null);
  }
  if (Object.values(slots).every((kept) => kept.length === 0)) return null;
  // A container drawn in both places keeps its id in the bar; its copy in the menu gets a distinct one.
  const inBoth = !keepPinned && prune(node, true, pinned) !== null;
  return inBoth ? { ...node, id: `${node.id}.more`, slots } : { ...node, slots };
}
