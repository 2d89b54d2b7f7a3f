import { issuesFromAjv } from '../ajvErrors.ts';
import type { LintContext } from '../context.ts';
import { describeChoices, isString } from '../json.ts';
import type { Target } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import type { NodeAt } from '../walk.ts';
import { checkVars } from './conditions.ts';
import { embeddedConditions } from './embeddedConditions.ts';

/**
 * Unknown widget types (with did-you-mean), props that do not match the widget's props schema, and the var paths
 * of conditions inside props (form fields and tabs).
 */
export function checkWidgets(ctx: LintContext, target: Target, nodes: readonly NodeAt[]): void {
  const { catalog, reporter } = ctx;
  const known = [...catalog.widgets].sort();
  for (const { node, path } of nodes) {
    const type = node.type;
    if (!isString(type)) continue; // the node schema reports a missing or non-string type
    const label = `${type} "${isString(node.id) ? node.id : '?'}"`;
    if (!catalog.widgets.has(type)) {
      reporter.add(target, [...path, 'type'], {
        rule: 'unknown-widget', message: `unknown widget type "${type}"`,
        expected: `a widget type: ${describeChoices(known, 20)}`, found: `"${type}"`, suggestion: didYouMean(type, known),
      });
      continue;
    }
    const validate = catalog.validator(`widgets/${type}.schema.json`);
    const props = node.props ?? {};
    if (!validate(props)) reporter.issues(target, [...path, 'props'], issuesFromAjv(validate.errors), 'widget-props', `props of ${label}: `);
    for (const c of embeddedConditions(catalog, `widgets/${type}.schema.json`, props, [...path, 'props'])) checkVars(ctx, target, c.value, c.path);
  }
}
