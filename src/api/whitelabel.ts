import type { WhitelabelNode } from '../generated/api/shapes/whitelabelNode.ts';

/** `{[modId]: boolean}` from the whitelabel tree: a module is on when it and every ancestor are enabled ('1'). */
export function flattenWhitelabel(root: WhitelabelNode | null | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  if (!root || typeof root !== 'object' || !Array.isArray(root.childrenNodes)) return out;
  const walk = (n: WhitelabelNode, parentOn: boolean): void => {
    const on = parentOn && n.enabled === '1';
    if (n.modId !== 'ROOT') out[n.modId] = on;
    for (const c of n.childrenNodes ?? []) walk(c, on);
  };
  walk(root, true);
  return out;
}
