import type { LintContext } from '../context.ts';
import { describeChoices, isObject, isString } from '../json.ts';
import type { Target } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import { actionCalls, type NodeAt } from '../walk.ts';
import { checkVars } from './conditions.ts';
import { paramIssues } from './params.ts';

/** Action names against the catalog, params against the action's schema, and the calls' `when` and var paths. */
export function checkActions(ctx: LintContext, target: Target, nodes: readonly NodeAt[]): void {
  const { catalog, reporter } = ctx;
  const known = [...catalog.actions].sort();
  for (const at of nodes) {
    for (const { call, path } of actionCalls(at)) {
      if (call.when !== undefined) checkVars(ctx, target, call.when, [...path, 'when'], true);
      if (call.params !== undefined) checkVars(ctx, target, call.params, [...path, 'params'], true);
      const name = call.action;
      if (!isString(name)) continue;
      if (!catalog.actions.has(name)) {
        reporter.add(target, [...path, 'action'], {
          rule: 'unknown-action',
          message: `unknown action "${name}"`,
          expected: `an action: ${describeChoices(known, 20)}`,
          found: `"${name}"`,
          suggestion: didYouMean(name, known),
        });
        continue;
      }
      const issues = paramIssues(catalog.validator(`actions/${name}.schema.json`), call.params ?? {});
      reporter.issues(target, [...path, 'params'], issues, 'action-params', `params of action "${name}": `);
      if (name === 'refresh' && isObject(call.params)) {
        const named: [string, unknown, (string | number)[]][] = [['source', call.params.source, [...path, 'params', 'source']]];
        if (Array.isArray(call.params.sources)) {
          for (const [i, s] of call.params.sources.entries()) named.push(['sources', s, [...path, 'params', 'sources', i]]);
        }
        for (const [, source, at] of named) {
          if (!isString(source) || catalog.dataSources.has(source)) continue;
          const sources = [...catalog.dataSources].sort();
          reporter.add(target, at, {
            rule: 'unknown-data-source',
            message: `refresh names data source "${source}", which is not in the catalog`,
            expected: `a data source: ${describeChoices(sources, 20)}`,
            found: `"${source}"`,
            suggestion: didYouMean(source, sources),
          });
        }
      }
    }
  }
}
