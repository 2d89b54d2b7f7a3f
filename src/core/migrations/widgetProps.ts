import { mapNodes } from './nodes.ts';
import type { MigrationContext } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A migration body renaming the prop `from` of every `type` widget to `to`, keeping its place among the props and
 * its value (`null` too: in an overlay it deletes the prop, under its new name now). When a node has both, the new
 * name was written on purpose and wins. Idempotent: a node without `from` is left as it is.
 */
export function renameWidgetProp(type: string, from: string, to: string): (doc: unknown, ctx: MigrationContext) => unknown {
  return (doc, ctx) =>
    mapNodes(doc, ctx, (node, nodeType) => {
      if (nodeType !== type || !isObject(node.props) || !Object.hasOwn(node.props, from)) return node;
      const hasNew = Object.hasOwn(node.props, to);
      const props: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node.props)) {
        if (k === from) {
          if (!hasNew) props[to] = v;
        } else props[k] = v;
      }
      return { ...node, props };
    });
}
