import { rulePattern } from './patternEngine.ts';
import type { ComposedSchema, FieldMessage, PropertySchema } from './rules.ts';

export type Values = Record<string, string | boolean | undefined>;

/** The first failed check of one property, or null. An optional empty value passes. */
function checkProperty(p: PropertySchema, value: string | boolean | undefined, required: boolean, values: Values): FieldMessage | null {
  const m = p['x-messages'];
  if (p.type === 'boolean') return required && value !== true ? (m.required ?? { key: 'field_required' }) : null;
  const v = typeof value === 'string' ? value : '';
  if (v === '') return required ? (m.required ?? { key: 'field_required' }) : null;
  if (p.maxLength !== undefined && v.length > p.maxLength) return m.maxLength ?? m.length ?? m.format ?? { key: 'max_length', values: { max: p.maxLength } };
  if (p.minLength !== undefined && v.length < p.minLength) return m.length ?? m.format ?? { key: 'field_required' };
  if (p.pattern !== undefined) {
    // RE2, linear in the input (patterns are operator data); null: not loaded yet, or refused and accepting any.
    const re = rulePattern(p.pattern, p['x-rule'] ?? p.title ?? 'field');
    if (re && !re.test(v)) return m.format ?? { key: 'field_required' };
  }
  if (p.enum && !p.enum.includes(v)) return m.format ?? { key: 'field_required' };
  const other = p['x-sameAs'];
  if (other !== undefined && v !== values[other]) return m.sameAs ?? { key: 'confirmation_incorrect' };
  return null;
}

/**
 * Checks values against a composed schema, interpreting exactly the keywords compose.ts emits (type, required,
 * pattern, minLength, maxLength, enum, x-sameAs). Plain code, no schema compiler: it runs under a CSP without
 * 'unsafe-eval'. Returns the first message per failing property, in property order.
 */
export function checkValues(schema: ComposedSchema, values: Values): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    const msg = checkProperty(p, values[name], schema.required.includes(name), values);
    if (msg) out[name] = msg;
  }
  return out;
}
