import type { ScreenNode } from '../../generated/node.ts';

/** The node with this id in a node list, searched depth first through every slot. */
export function findNode(nodes: readonly ScreenNode[] | undefined, id: string): ScreenNode | undefined {
  for (const n of nodes ?? []) {
    if (n.id === id) return n;
    for (const children of Object.values(n.slots ?? {})) {
      const found = findNode(children, id);
      if (found) return found;
    }
  }
  return undefined;
}
