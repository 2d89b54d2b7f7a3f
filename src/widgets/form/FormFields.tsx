import { memo, useMemo, type ReactNode } from 'react';
import { Field } from '../../ui/Field.tsx';
import type { ComposedForm } from './compose.ts';
import type { PropertySchema } from './rules.ts';
import { errorId, type FieldUi, type FormThemeContext } from './theme/context.ts';
import { themeWidgets } from './theme/index.ts';
import { useFieldValue, type ValueStore } from './valueStore.ts';

/**
 * Draws a composed form (compose.ts: a flat JSON Schema of string and boolean properties, and a uiSchema giving their
 * order, widget, read-only flag and options) with the theme's widgets, in the DOM @rjsf/core drew it with before.
 *
 * Why not @rjsf/core: its Form is ~70 KB of brotli JS (schema retrieval, $ref and allOf resolution, defaults,
 * deep comparisons and queued state updates on every change), which made the login and register routes need
 * 202 KB of JS for their first paint against 122 KB for the home. A composed form uses none of that: validation
 * was already ours (validate.ts, since rjsf's ajv validator needs `unsafe-eval`), as were every widget and template.
 * What rjsf still did is what this file does: lay the properties out in order, hand each its value, errors and
 * flags, and report changes, blurs and the submit.
 */
export interface FormFieldsProps {
  composed: ComposedForm;
  /** Each field reads its own value here (a keystroke re-renders that field only). */
  store: ValueStore;
  /** The message to show under each field (only fields that were left or submitted). */
  errors: Readonly<Record<string, string>>;
  /** Fields checked with the platform while typed: what the check says (null: nothing yet), in a live region. */
  statuses?: Readonly<Record<string, FieldStatus | null>>;
  context: FormThemeContext;
  /** Input ids are `${idPrefix}_${name}`. */
  idPrefix: string;
  onChange(name: string, value: string | boolean): void;
  onBlur(name: string): void;
  onSubmit(): void;
  /** Drawn after the fields, inside the form (the submit button). */
  children: ReactNode;
}

/** A live check's line under its field: its text and whether it is good news or bad. */
export interface FieldStatus {
  text: string;
  tone: 'info' | 'ok' | 'bad';
}

export function FormFields({ composed, store, errors, statuses, context, idPrefix, onChange, onBlur, onSubmit, children }: FormFieldsProps) {
  const { schema, uiSchema } = composed;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {uiSchema['ui:order'].map((name) => (
        <div key={name}>
          <FieldRow
            id={`${idPrefix}_${name}`}
            name={name}
            property={schema.properties[name]}
            ui={uiSchema[name] as FieldUi}
            required={schema.required.includes(name)}
            store={store}
            error={errors[name]}
            status={statuses?.[name]}
            context={context}
            onChange={onChange}
            onBlur={onBlur}
          />
        </div>
      ))}
      {children}
    </form>
  );
}

interface FieldRowProps {
  id: string;
  name: string;
  property: PropertySchema;
  ui: FieldUi;
  required: boolean;
  store: ValueStore;
  error: string | undefined;
  /** undefined: the field has no live check; null: it has one with nothing to say yet. */
  status?: FieldStatus | null;
  context: FormThemeContext;
  onChange(name: string, value: string | boolean): void;
  onBlur(name: string): void;
}

/**
 * One field: label (asterisk when required), the widget, and its first error, whose id the input's
 * aria-describedby names. It reads its value from the store itself and is memoized: a keystroke re-renders only
 * the field typed in; fields whose error changed follow in the form's transition.
 */
const FieldRow = memo(function FieldRow({ id, name, property, ui, required, store, error, status, context, onChange, onBlur }: FieldRowProps) {
  const value = useFieldValue(store, name);
  const Widget = themeWidgets[ui['ui:widget']];
  const options = ui['ui:options'];
  // biome-ignore lint/correctness/useExhaustiveDependencies: context.t reads the current language; language is what changes it
  const label = useMemo(() => (options.labelKey ? context.t(options.labelKey) : undefined), [context.language, options.labelKey]);
  const widget = (
    <Widget
      id={id}
      name={name}
      value={value}
      required={required}
      readonly={ui['ui:readonly'] || property.readOnly === true}
      disabled={false}
      rawErrors={error ? [error] : undefined}
      options={options}
      enumOptions={property.enum}
      context={context}
      onChange={(v) => onChange(name, v)}
      onBlur={() => onBlur(name)}
      onFocus={noop}
    />
  );
  const checkbox = property.type === 'boolean';
  return (
    <Field id={id} label={label} required={required} error={error} errorId={errorId(id)} inline={checkbox}>
      {widget}
      {status !== undefined ? (
        // Always in the page, so a screen reader hears what the check says when it changes.
        <p className={`field-status${status ? ` field-status-${status.tone}` : ''}`} role="status" id={`${id}__status`}>
          {error ? '' : (status?.text ?? '')}
        </p>
      ) : null}
    </Field>
  );
});

const noop = (): void => undefined;
