import type { LintContext } from '../context.ts';
import type { JsonPath } from '../json.ts';
import type { Target } from '../source.ts';
import { varRefs } from '../walk.ts';
import { checkVarPath } from './contextPaths.ts';

/** Checks every `{"var": path}` under `value` (a `when` condition or params) against the condition context. */
export function checkVars(ctx: LintContext, target: Target, value: unknown, path: JsonPath): void {
  for (const ref of varRefs(value, path)) {
    const problem = checkVarPath(ctx.catalog, ref.name);
    if (problem) ctx.reporter.add(target, ref.path, { rule: 'unknown-variable', ...problem });
  }
}

/** The `when` of every node. */
export function checkNodeConditions(ctx: LintContext, target: Target, nodes: readonly { node: Record<string, unknown>; path: JsonPath }[]): void {
  for (const { node, path } of nodes) if (node.when !== undefined) checkVars(ctx, target, node.when, [...path, 'when']);
}
