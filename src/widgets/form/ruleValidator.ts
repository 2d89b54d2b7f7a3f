import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { ComposedSchema, FieldMessage } from './rules.ts';
import { checkValues, type Values } from './validate.ts';

export type Translate = (m: FieldMessage, field: string) => string;

/** The failed checks as rjsf's error list and error schema, messages translated. */
export function toValidationData(errors: Record<string, FieldMessage>, translate: Translate): ValidationData<Values> {
  const list: RJSFValidationError[] = [];
  const errorSchema: Record<string, { __errors: string[] }> = {};
  for (const [name, m] of Object.entries(errors)) {
    const message = translate(m, name);
    list.push({ name: m.key, property: `.${name}`, message, stack: `${name}: ${message}` });
    errorSchema[name] = { __errors: [message] };
  }
  return { errors: list, errorSchema: errorSchema as ErrorSchema<Values> };
}

const asComposed = (schema: RJSFSchema): ComposedSchema => ({
  type: 'object',
  properties: (schema.properties ?? {}) as ComposedSchema['properties'],
  required: Array.isArray(schema.required) ? schema.required : [],
});

/**
 * An rjsf ValidatorType that applies our rule checks instead of compiling the schema with ajv: ajv's runtime
 * compiler builds functions with `new Function`, which a CSP without 'unsafe-eval' blocks. Our composed schemas use
 * a small fixed keyword set (see validate.ts), so interpreting them is simpler than compiling them.
 */
export function createRuleValidator(translate: Translate): ValidatorType<Values> {
  return {
    validateFormData(formData, schema) {
      return toValidationData(checkValues(asComposed(schema), formData ?? {}), translate);
    },
    isValid(schema, formData) {
      if (schema.type !== 'object' || !schema.properties) return true;
      return Object.keys(checkValues(asComposed(schema), (formData ?? {}) as Values)).length === 0;
    },
    rawValidation(schema, formData) {
      return { errors: toValidationData(checkValues(asComposed(schema), (formData ?? {}) as Values), translate).errors as never[] };
    },
  };
}
