import { issuesFromAjv } from '../ajvErrors.ts';
import type { LintContext } from '../context.ts';
import { describeChoices, isString } from '../json.ts';
import type { Target } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import type { NodeAt } from '../walk.ts';
import { checkVars } from './conditions.ts';
import { embeddedConditions } from './embeddedConditions.ts';

/**
 * Unknown widget types (with did-you-mean), props that do not match the widget's props schema, the var paths
 * of conditions inside props (form fields and tabs), and tab panels whose tabs and slots do not pair up.
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
        rule: 'unknown-widget',
        message: `unknown widget type "${type}"`,
        expected: `a widget type: ${describeChoices(known, 20)}`,
        found: `"${type}"`,
        suggestion: didYouMean(type, known),
      });
      continue;
    }
    const validate = catalog.validator(`widgets/${type}.schema.json`);
    const props = node.props ?? {};
    if (!validate(props)) reporter.issues(target, [...path, 'props'], issuesFromAjv(validate.errors), 'widget-props', `props of ${label}: `);
    else if (type === 'tabPanels') checkTabSlots(ctx, target, node, path, label);
    for (const c of embeddedConditions(catalog, `widgets/${type}.schema.json`, props, [...path, 'props'])) checkVars(ctx, target, c.value, c.path);
  }
}

/**
 * A tab panel draws, for each tab, the slot named like the tab's id: a tab without its slot shows an empty panel,
 * and a slot no tab names never shows (a tab renamed on one side only).
 */
function checkTabSlots(ctx: LintContext, target: Target, node: NodeAt['node'], path: NodeAt['path'], label: string): void {
  // Only called once the props passed the widget's schema: tabs is a non-empty list of { id, ... }.
  const tabs = (node.props as { tabs: { id: string }[] }).tabs;
  const tabIds = tabs.map((t) => t.id);
  const slots = node.slots && typeof node.slots === 'object' ? Object.keys(node.slots) : [];
  tabs.forEach((tab, i) => {
    if (slots.includes(tab.id)) return;
    ctx.reporter.add(target, [...path, 'props', 'tabs', i, 'id'], {
      rule: 'tab-without-slot',
      message: `tab "${tab.id}" of ${label} has no slot of that name: its panel would be empty`,
      expected: `a slot named "${tab.id}"`,
      found: slots.length ? `slots ${slots.map((s) => `"${s}"`).join(', ')}` : 'no slots',
      suggestion: didYouMean(tab.id, slots),
    });
  });
  for (const slot of slots) {
    if (tabIds.includes(slot)) continue;
    ctx.reporter.add(target, [...path, 'slots', slot], {
      rule: 'slot-without-tab',
      message: `slot "${slot}" of ${label} is no tab's: it never shows`,
      expected: `a tab id: ${describeChoices(tabIds, 20)}`,
      found: `"${slot}"`,
      suggestion: didYouMean(slot, tabIds),
    });
  }
}
