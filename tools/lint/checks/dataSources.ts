import type { LintContext } from '../context.ts';
import { describeChoices, isObject, isString } from '../json.ts';
import type { Target } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import type { NodeAt } from '../walk.ts';
import { checkVars } from './conditions.ts';
import { paramIssues } from './params.ts';

/** Data source names against the catalog and the widget's accepted sources, and their params against the source's schema. */
export function checkDataSources(ctx: LintContext, target: Target, nodes: readonly NodeAt[]): void {
  const { catalog, reporter } = ctx;
  const known = [...catalog.dataSources].sort();
  for (const { node, path } of nodes) {
    const binding = node.data;
    if (!isObject(binding)) continue;
    if (binding.params !== undefined) checkVars(ctx, target, binding.params, [...path, 'data', 'params']);
    const source = binding.source;
    if (!isString(source)) continue;
    if (!catalog.dataSources.has(source)) {
      reporter.add(target, [...path, 'data', 'source'], {
        rule: 'unknown-data-source',
        message: `unknown data source "${source}"`,
        expected: known.length ? `a data source: ${describeChoices(known, 20)}` : 'a data source (the catalog schemas/data/ is empty)',
        found: `"${source}"`,
        suggestion: didYouMean(source, known),
      });
      continue;
    }
    const accepted = isString(node.type) ? catalog.contracts.get(node.type)?.data : undefined;
    if (accepted && !accepted.includes(source)) {
      reporter.add(target, [...path, 'data', 'source'], {
        rule: 'data-source-not-accepted',
        message: `widget ${node.type} does not take data source "${source}"`,
        expected: accepted.length ? `a data source the widget accepts: ${describeChoices(accepted, 20)}` : 'no data binding (this widget takes no data source)',
        found: `"${source}"`,
        suggestion: didYouMean(source, accepted),
      });
      continue;
    }
    const issues = paramIssues(catalog.validator(`data/${source}.schema.json`), binding.params ?? {});
    reporter.issues(target, [...path, 'data', 'params'], issues, 'data-params', `params of data source "${source}": `);
  }
}
