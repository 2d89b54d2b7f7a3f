import type { RegisterFieldRule } from '../../generated/api/registerSettings.response.ts';
import type { LinearPattern } from '../../core/validation/linearPattern.ts';

/** A message key with what fills it in. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The rule's message: `reg_pattern_<patternId>` with its bounds, as the forms say it. */
export const ruleMessage = (rule: Pick<RegisterFieldRule, 'patternId' | 'minLength' | 'maxLength'>): FieldMessage => ({
  key: `reg_pattern_${rule.patternId}`,
  values: { min: rule.minLength, max: rule.maxLength },
});

/** The pattern of a rule on RE2 (patterns are operator data: linear time); loaded on first use, not with the page. */
async function loadRulePattern(rule: RegisterFieldRule): Promise<LinearPattern | null> {
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return null;
  const { compileLinearPattern } = await import('../../core/validation/linearPattern.ts');
  const compiled = compileLinearPattern(rule.acceptedPattern);
  return compiled.ok ? compiled.pattern : null;
}

/**
 * Why a value (already trimmed) fails its field's rule, or null: empty, outside the rule's lengths or not matching
 * its pattern (a pattern RE2 cannot run accepts: the platform checks again). Without a rule only emptiness counts.
 */
export async function checkRule(value: string, rule: RegisterFieldRule | undefined): Promise<FieldMessage | null> {
  if (value === '') return { key: 'field_required' };
  if (!rule) return null;
  if (value.length < rule.minLength || value.length > rule.maxLength) return ruleMessage(rule);
  const pattern = await loadRulePattern(rule);
  return pattern && !pattern.test(value) ? ruleMessage(rule) : null;
}
