import jsonLogic from 'json-logic-js';
import type { Condition } from '../../generated/condition.ts';

/**
 * Evaluates a `when` condition. Documents are schema-checked to the JSON Logic subset before they get here,
 * so json-logic-js only ever sees and, or, !, comparisons, in and var. A missing condition means "show".
 */
export function evaluateCondition(condition: Condition | undefined, context: object): boolean {
  if (condition === undefined) return true;
  if (typeof condition === 'boolean') return condition;
  return Boolean(jsonLogic.apply(condition as jsonLogic.RulesLogic, context));
}
