import type { LintContext } from '../context.ts';
import { describeChoices, isObject, isString } from '../json.ts';
import type { Target } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import type { NodeAt } from '../walk.ts';

/** Each `on.<event>` of a node against the events its widget emits (its schema's x-widget.events). */
export function checkEvents(ctx: LintContext, target: Target, nodes: readonly NodeAt[]): void {
  const { catalog, reporter } = ctx;
  for (const { node, path } of nodes) {
    if (!isString(node.type) || !isObject(node.on)) continue;
    const emitted = catalog.contracts.get(node.type)?.events;
    if (!emitted) continue; // an unknown widget type is reported by the widget check
    for (const event of Object.keys(node.on)) {
      if (emitted.includes(event)) continue;
      reporter.add(target, [...path, 'on', event], {
        rule: 'unknown-event',
        message: `widget ${node.type} emits no event "${event}"`,
        atKey: true,
        expected: emitted.length ? `an event of the widget: ${describeChoices(emitted, 20)}` : 'no `on` (this widget emits no events)',
        found: `"${event}"`,
        suggestion: didYouMean(event, emitted),
      });
    }
  }
}
