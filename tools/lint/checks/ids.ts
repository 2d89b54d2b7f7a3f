import { INTERRUPTING_WIDGETS } from '../../../src/core/interruptions.ts';
import type { LintContext } from '../context.ts';
import { isObject, isString, toPointer } from '../json.ts';
import { didYouMean } from '../suggest.ts';
import type { Target } from '../source.ts';
import { type NodeAt, walkNodes } from '../walk.ts';

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

/**
 * `chrome.headerKeep` names header nodes (the ones the top bar never folds into More). An id not in the header keeps
 * nothing: a warning, as a brand that removes a header node `_base` keeps has no other way to say so.
 */
export function checkHeaderKeep(ctx: LintContext, target: Target): void {
  const chrome = isObject(target.value) && isObject(target.value.chrome) ? target.value.chrome : undefined;
  const keep = chrome?.headerKeep;
  if (!chrome || !Array.isArray(keep)) return;
  const ids = walkNodes(chrome.header, ['chrome', 'header'])
    .map((at) => at.node.id)
    .filter(isString);
  for (const [i, id] of keep.entries()) {
    if (!isString(id) || ids.includes(id)) continue;
    ctx.reporter.add(target, ['chrome', 'headerKeep', i], {
      severity: 'warning',
      rule: 'unknown-header-node',
      message: `chrome.headerKeep names "${id}", which is not a node id in chrome.header`,
      expected: ids.length ? `one of ${ids.map((x) => `"${x}"`).join(', ')}` : 'a node id in chrome.header (there are none)',
      found: `"${id}"`,
      suggestion: didYouMean(id, ids),
    });
  }
}

/**
 * `chrome.interruptions.order` names interrupting nodes (reality check, announcement popup, bars, floating buttons) of
 * the chrome or any screen. An id that names none orders nothing: a warning, with the ids it could mean.
 */
export function checkInterruptionOrder(ctx: LintContext, target: Target, all: readonly NodeAt[]): void {
  const chrome = isObject(target.value) && isObject(target.value.chrome) ? target.value.chrome : undefined;
  const order = isObject(chrome?.interruptions) ? chrome.interruptions.order : undefined;
  if (!Array.isArray(order)) return;
  const ids = all
    .filter((at) => isString(at.node.type) && Object.hasOwn(INTERRUPTING_WIDGETS, at.node.type))
    .map((at) => at.node.id)
    .filter(isString);
  for (const [i, id] of order.entries()) {
    if (!isString(id) || ids.includes(id)) continue;
    ctx.reporter.add(target, ['chrome', 'interruptions', 'order', i], {
      severity: 'warning',
      rule: 'unknown-interruption-node',
      message: `chrome.interruptions.order names "${id}", which is not the id of a node that interrupts (${Object.keys(INTERRUPTING_WIDGETS).join(', ')})`,
      expected: ids.length ? `one of ${[...new Set(ids)].map((x) => `"${x}"`).join(', ')}` : 'the id of an interrupting node (there are none)',
      found: `"${id}"`,
      suggestion: didYouMean(id, ids),
    });
  }
}
