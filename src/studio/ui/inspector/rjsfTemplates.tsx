import { getDefaultRegistry } from '@rjsf/core';
import { errorId, helpId, type BaseInputTemplateProps, type FieldTemplateProps, type WidgetProps } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import { FieldMeta, FindingList } from './FieldStatus.tsx';
import { findingsAt } from './keyPath.ts';
import type { DocPath, FieldFinding, OriginOf, ResetValue } from './types.ts';

/** What every field of a schema form needs to show its origin, reset and findings (rjsf's formContext). */
export interface FieldContext {
  /** Where the form's value sits under the node (['props'], ['data', 'params']). */
  prefix: DocPath;
  origin: OriginOf;
  findings: readonly FieldFinding[];
  /** Absent where a field cannot be reset on its own (an action's params live in a list replaced whole). */
  onReset?: ResetValue;
  onApply: (f: FieldFinding) => void;
}

// A field with a problem marks its input aria-invalid: the template knows the problems, the input template draws.
const FieldProblem = createContext(false);

const CoreBaseInput = getDefaultRegistry().templates.BaseInputTemplate;

/** rjsf's input with aria-invalid while its field has an error (its message is linked by aria-describedby). */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const invalid = useContext(FieldProblem);
  return <CoreBaseInput {...props} aria-invalid={invalid || undefined} />;
}

const CoreSelect = getDefaultRegistry().widgets.SelectWidget;

/**
 * rjsf's select, named where rjsf draws it without a label: the choice between a field's anyOf / oneOf options
 * ("Fixed value" or "From the event or context") sits above the field's own label.
 */
export function SelectWidget(props: WidgetProps) {
  const optionChoice = props.id.endsWith('__anyof_select') || props.id.endsWith('__oneof_select');
  if (!optionChoice) return <CoreSelect {...props} />;
  return (
    <>
      <label htmlFor={props.id} className="studio-visually-hidden">{`Kind of value for ${props.label || 'this field'}`}</label>
      <CoreSelect {...props} />
    </>
  );
}

/**
 * Label, input, then where the value comes from ("from base", "set by this brand", "not set: default X"), a reset
 * button where the brand sets it, and the findings on it. rjsf links `<id>__help` and `<id>__error` to the input.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, description, hidden, required, displayLabel, rawErrors, schema, registry, fieldPathId } = props;
  const ctx = registry.formContext as FieldContext;
  const path = fieldPathId.path;
  if (hidden) return <div hidden>{children}</div>;
  // The root object only holds the fields; array items take their origin from the whole list.
  if (path.length === 0) return children;
  const keyPath = [...ctx.prefix, ...path];
  const inList = path.some((s) => typeof s === 'number');
  const findings = findingsAt(ctx.findings, keyPath);
  const errors = rawErrors ?? [];
  const invalid = errors.length > 0 || findings.some((f) => f.severity === 'error');
  const origin = ctx.origin(keyPath);
  const name = label || String(path[path.length - 1]);
  return (
    <div className="studio-field">
      {displayLabel && (
        <label htmlFor={id}>
          {label}
          {required ? ' (required)' : ''}
        </label>
      )}
      {displayLabel && description}
      <FieldProblem.Provider value={invalid}>{children}</FieldProblem.Provider>
      {!inList && (
        <FieldMeta id={helpId(id)} origin={origin} defaultValue={schema.default} label={name} onReset={ctx.onReset && (() => ctx.onReset?.(keyPath))} />
      )}
      <FindingList id={errorId(id)} findings={findings} extra={errors} onApply={ctx.onApply} />
    </div>
  );
}
