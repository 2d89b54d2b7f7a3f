import type { ComposedBrand } from '../compose.ts';
import type { LintContext } from '../context.ts';
import { isObject, isString } from '../json.ts';
import { didYouMean } from '../suggest.ts';
import { chromeNodes, screenNodes, type NodeAt } from '../walk.ts';

/**
 * `include` nodes (a popup drawing a screen's nodes): the screen must exist, each id must be a node of it, and the
 * included nodes may not hold an include themselves (no chains, so no cycles).
 */
export function checkIncludes(ctx: LintContext, b: ComposedBrand): void {
  const byId = new Map<string, NodeAt[]>();
  for (const [name, s] of b.screens) {
    const nodes = screenNodes(s.value);
    byId.set(name, nodes);
    if (isObject(s.value) && isString(s.value.id)) byId.set(s.value.id, nodes);
  }
  const screenIds = [...b.screens.values()]
    .map((s) => (isObject(s.value) ? s.value.id : undefined))
    .filter(isString)
    .sort();
  const docs = [{ target: b.brand, nodes: chromeNodes(b.brand.value) }, ...[...b.screens.values()].map((s) => ({ target: s, nodes: screenNodes(s.value) }))];
  for (const { target, nodes } of docs) {
    for (const { node, path } of nodes) {
      if (node.type !== 'include' || !isObject(node.props)) continue;
      const { screen, nodes: ids } = node.props;
      if (!isString(screen)) continue; // the widget's props schema reports it
      const inScreen = byId.get(screen);
      if (!inScreen) {
        ctx.reporter.add(target, [...path, 'props', 'screen'], {
          brand: b.name,
          rule: 'unknown-screen',
          message: `include names screen "${screen}", which the brand does not have`,
          expected: `a screen id such as ${screenIds
            .slice(0, 8)
            .map((k) => `"${k}"`)
            .join(', ')}`,
          found: `"${screen}"`,
          suggestion: didYouMean(screen, screenIds),
        });
        continue;
      }
      const known = inScreen.map((n) => n.node.id).filter(isString);
      (Array.isArray(ids) ? ids : []).forEach((id, i) => {
        if (!isString(id)) return;
        const found = inScreen.find((n) => n.node.id === id);
        if (!found) {
          ctx.reporter.add(target, [...path, 'props', 'nodes', i], {
            brand: b.name,
            rule: 'unknown-node',
            message: `include names node "${id}", which screen "${screen}" does not have`,
            expected: `a node id of screen "${screen}"`,
            found: `"${id}"`,
            suggestion: didYouMean(id, known),
          });
          return;
        }
        const prefix = found.path.join('/');
        const nested = inScreen.find((n) => n.node.type === 'include' && `${n.path.join('/')}/`.startsWith(`${prefix}/`));
        if (nested) {
          ctx.reporter.add(target, [...path, 'props', 'nodes', i], {
            brand: b.name,
            rule: 'nested-include',
            message: `node "${id}" of screen "${screen}" holds an include ("${String(nested.node.id)}"); includes do not chain`,
            expected: 'nodes without include widgets',
            found: `"${id}"`,
          });
        }
      });
    }
  }
}
