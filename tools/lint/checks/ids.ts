import type { LintContext } from '../context.ts';
import { isString, toPointer } from '../json.ts';
import type { Target } from '../source.ts';
import type { NodeAt } from '../walk.ts';

/**
 * Node ids must be unique within one document (a screen, or the brand chrome as a whole): they become
 * data-testid, name nodes in errors, and name popups.
 */
export function checkDuplicateIds(ctx: LintContext, target: Target, nodes: readonly NodeAt[], where: string): void {
  const first = new Map<string, NodeAt>();
  for (const at of nodes) {
    const id = at.node.id;
    if (!isString(id)) continue;
    const prev = first.get(id);
    if (!prev) {
      first.set(id, at);
      continue;
    }
    const loc = target.locate(prev.path);
    ctx.reporter.add(target, [...at.path, 'id'], {
      rule: 'duplicate-id',
      message: `node id "${id}" is used twice in ${where}; ids must be unique (first use at ${loc.file}:${loc.line}:${loc.col}, ${toPointer(prev.path)})`,
      expected: 'a unique id',
      found: `"${id}" again`,
    });
  }
}
