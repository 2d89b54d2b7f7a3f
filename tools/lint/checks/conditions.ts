import type { LintContext } from '../context.ts';
import type { JsonPath } from '../json.ts';
import type { Target } from '../source.ts';
import { varRefs } from '../walk.ts';
import { checkVarPath } from './contextPaths.ts';

/**
 * Checks every `{"var": path}` under `value` (a `when` condition or params) against the condition context.
 * `event` exists only while an action list runs (a call's `when` and params), so elsewhere it is always empty.
 */
export function checkVars(ctx: LintContext, target: Target, value: unknown, path: JsonPath, inAction = false): void {
  for (const ref of varRefs(value, path)) {
    const problem = checkVarPath(ctx.catalog, ref.name);
    if (problem) ctx.reporter.add(target, ref.path, { rule: 'unknown-variable', ...problem });
    else if (!inAction && (ref.name === 'event' || ref.name.startsWith('event.'))) {
      ctx.reporter.add(target, ref.path, {
        severity: 'warning',
        rule: 'event-outside-action',
        message: `"${ref.name}" is read outside an action call; event is only set while the actions of an event run`,
        expected: 'event.* only in the when or params of an action call',
        found: `"${ref.name}"`,
      });
    }
  }
}

/** The `when` of every node. */
export function checkNodeConditions(ctx: LintContext, target: Target, nodes: readonly { node: Record<string, unknown>; path: JsonPath }[]): void {
  for (const { node, path } of nodes) if (node.when !== undefined) checkVars(ctx, target, node.when, [...path, 'when']);
}
