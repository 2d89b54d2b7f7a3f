import { errorId, getUiOptions, type FieldTemplateProps, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { Field } from '../../../ui/Field.tsx';
import type { Values } from '../validate.ts';
import type { FieldOptions, FormThemeContext } from './context.ts';

type Props = FieldTemplateProps<Values, RJSFSchema, FormThemeContext>;

/**
 * One field: label with an asterisk when required, the input, and the first error. The error's id is what the
 * input's aria-describedby names, so screen readers read it with the field.
 */
export function FieldTemplate({ id, children, rawErrors, required, hidden, uiSchema, registry, schema }: Props) {
  if (hidden) return <div hidden>{children}</div>;
  const o = getUiOptions(uiSchema) as FieldOptions;
  const { t } = registry.formContext;
  const error = rawErrors?.[0];
  const isRoot = schema.type === 'object';
  if (isRoot) return children;
  const checkbox = schema.type === 'boolean';
  return (
    <Field id={id} label={o.labelKey ? t(o.labelKey) : undefined} required={required} error={error} errorId={errorId(id)} inline={checkbox}>
      {children}
    </Field>
  );
}

/** The properties in uiSchema order, nothing around them (the form widget draws the frame). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps<Values, RJSFSchema, FormThemeContext>) {
  return <>{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</>;
}

/** Errors show beside their fields, never as a list on top. */
export function ErrorListTemplate() {
  return null;
}

/** The field's own template shows the error; rjsf's error block stays empty. */
export function FieldErrorTemplate() {
  return null;
}
