import type { FormUiSchema } from './theme/context.ts';
import { evaluateCondition } from '../../core/conditions/evaluate.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { FormField, FormProps, FormTab } from '../../generated/widgets/form.ts';
import { DIGITS_PATTERN, EMAIL_PATTERN, type ComposedSchema, type FieldMessage, type PropertySchema, type RuleSet } from './rules.ts';

/** Form state that decides visibility besides the context (see FormField.show). */
export interface FormFacts {
  tab: string;
  captchaRequired: boolean;
}

export interface ComposedForm {
  schema: ComposedSchema;
  uiSchema: FormUiSchema;
  /** The visible fields, in document order. */
  fields: FormField[];
}

/** Tabs whose condition holds; the bar shows only with two or more. */
export function visibleTabs(props: FormProps, context: ConditionContext): FormTab[] {
  return (props.tabs ?? []).filter((t) => evaluateCondition(t.when, context));
}

function isVisible(field: FormField, rules: RuleSet, facts: FormFacts, context: ConditionContext): boolean {
  if (field.tabs && !field.tabs.includes(facts.tab)) return false;
  if (!evaluateCondition(field.when, context)) return false;
  if (field.show === 'captchaRequired' && !facts.captchaRequired) return false;
  // The register captcha: from the start when the settings switch it on, else once a failed request asks.
  if (field.show === 'captchaEnabledOrRequired' && !facts.captchaRequired && !rules[field.rule ?? field.name]?.enabled) return false;
  if (field.fromSettings && !rules[field.rule ?? field.name]?.enabled) return false;
  if (field.enabledBy && !rules[field.enabledBy]?.enabled) return false;
  return true;
}

/** One property: the rule's pattern ('*' = any) and bounds with reg_pattern_<patternId>, then the field's own checks. */
function property(field: FormField, rules: RuleSet): PropertySchema {
  if (field.widget === 'checkbox') {
    return { type: 'boolean', title: field.labelKey, 'x-messages': { required: { key: field.messages?.required ?? 'field_required' } } };
  }
  const p: PropertySchema = { type: 'string', title: field.labelKey, 'x-messages': {} };
  const m = p['x-messages'];
  const rule = field.rule ? rules[field.rule] : undefined;
  if (rule) {
    if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
      p.pattern = rule.acceptedPattern;
      p['x-rule'] = field.rule;
    }
    p.minLength = rule.minLength;
    p.maxLength = rule.maxLength;
    const msg: FieldMessage = { key: `reg_pattern_${rule.patternId}`, values: { min: rule.minLength, max: rule.maxLength } };
    m.format = msg;
    m.length = msg;
    m.required = msg;
  }
  if (field.check === 'email') {
    p.pattern = EMAIL_PATTERN;
    p['x-rule'] = 'email';
    m.format = m.required = m.length = { key: 'email_incorrect' };
  } else if (field.check === 'digits' && !p.pattern) {
    p.pattern = DIGITS_PATTERN;
    p['x-rule'] = 'digits';
    m.format = { key: 'digits_only' };
  }
  if (field.maxLength !== undefined) {
    // A hard cap (captcha 6, SMS code 10, mobile 20): the stricter bound wins, with the rule's message if it is the rule's.
    if (p.maxLength === undefined || field.maxLength < p.maxLength) {
      p.maxLength = field.maxLength;
      m.maxLength = { key: 'max_length', values: { max: field.maxLength } };
    }
  }
  if (field.options) p.enum = field.options;
  if (field.readOnly) p.readOnly = true;
  if (field.sameAs) {
    p['x-sameAs'] = field.sameAs;
    m.sameAs = { key: field.messages?.sameAs ?? 'confirmation_incorrect' };
  }
  m.required = { key: field.messages?.required ?? m.required?.key ?? 'field_required', values: m.required?.values };
  if (field.messages?.format) m.format = m.length = { key: field.messages.format, values: m.format?.values };
  if (field.messages?.maxLength) m.maxLength = { key: field.messages.maxLength, values: { max: p.maxLength ?? 0 } };
  return p;
}

/**
 * Composes a form document with the server's rule set and the form's state into a JSON Schema and uiSchema (in
 * rjsf's vocabulary) that FormFields draws and validate.ts checks. Only visible fields are in the schema, so hidden
 * ones neither render nor validate.
 */
export function composeForm(props: FormProps, rules: RuleSet, facts: FormFacts, context: ConditionContext): ComposedForm {
  const fields = props.fields.filter((f) => isVisible(f, rules, facts, context));
  const schema: ComposedSchema = { type: 'object', properties: {}, required: [] };
  const uiSchema: ComposedForm['uiSchema'] = { 'ui:order': fields.map((f) => f.name) };
  for (const f of fields) {
    schema.properties[f.name] = property(f, rules);
    const rule = f.rule ? rules[f.rule] : undefined;
    if (f.required || (f.fromSettings && rule?.required)) schema.required.push(f.name);
    uiSchema[f.name] = {
      'ui:widget': f.widget,
      'ui:readonly': f.readOnly === true,
      'ui:options': {
        labelKey: f.labelKey,
        placeholderKey: f.placeholderKey,
        linkKey: f.linkKey,
        linkTo: f.linkTo,
        mobileField: f.mobileField,
        autoComplete: f.autoComplete,
        inputMaxLength: f.maxLength ?? rule?.maxLength,
      },
    };
  }
  return { schema, uiSchema, fields };
}
