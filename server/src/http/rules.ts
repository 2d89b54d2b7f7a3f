import type { Queryable } from '../db/index.ts';
import type { RegisterFieldRule } from '../../../src/generated/api/registerSettings.response.ts';
import { compileLinearPattern } from '../../../src/core/validation/linearPattern.ts';
import { ApiError } from './envelope.ts';

/** One field rule of the register settings / shared rule set (the shape schemas/api defines for both sides). */
export type FieldRule = RegisterFieldRule;

interface RuleRow {
  field_name: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
  pattern_id: string;
}

/** fieldName -> rule for a merchant, in the configured order. */
export async function loadRules(db: Queryable, merchantId: number): Promise<Record<string, FieldRule>> {
  const rows = await db.query<RuleRow>('SELECT * FROM register_settings WHERE merchant_id = $1 ORDER BY sort', [merchantId]);
  const out: Record<string, FieldRule> = {};
  for (const r of rows) {
    out[r.field_name] = {
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      minLength: r.min_length,
      maxLength: r.max_length,
      patternId: r.pattern_id,
    };
  }
  return out;
}

/**
 * The documented client rule: the pattern tested as `RegExp.prototype.test` would (`*` = any) and min <= length <= max.
 * Patterns run on RE2 (linear time, src/core/validation/linearPattern.ts): an operator's pattern cannot freeze the server.
 */
export function passesRule(rule: FieldRule, value: string): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return true;
  const compiled = compileLinearPattern(rule.acceptedPattern);
  // A pattern RE2 refuses cannot be saved (assertLinearPattern); one stored anyway rejects rather than lets anything through.
  return compiled.ok && compiled.pattern.test(value);
}

/**
 * Refuses a rule pattern RE2 cannot compile (backreferences, lookahead / lookbehind, bad syntax): 400
 * `rule.pattern.unsupported` naming the field. Run on every rule when a rule set is seeded or saved.
 */
export function assertLinearPattern(field: string, pattern: string): void {
  if (pattern === '*' || pattern === '') return;
  const compiled = compileLinearPattern(pattern);
  if (!compiled.ok) {
    throw new ApiError(
      400,
      'rule.pattern.unsupported',
      `Rule ${field}: the pattern ${pattern} cannot run in linear time (${compiled.reason}). Use one without backreferences or lookaround.`,
      { field },
    );
  }
}

/** 400 `validation.failed` naming the field when a non-empty value breaks its rule (or a required one is empty). */
export function checkField(rules: Record<string, FieldRule>, field: string, value: string | undefined, required = false): void {
  const rule = rules[field];
  const v = value ?? '';
  if (v === '') {
    if (required) throw new ApiError(400, 'validation.failed', `${field} is required.`, { field });
    return;
  }
  if (rule && !passesRule(rule, v)) {
    throw new ApiError(400, 'validation.failed', `${field} format error.`, { field, patternId: rule.patternId });
  }
}
