import Form, { type IChangeEvent } from '@rjsf/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { diffValues } from './keyPath.ts';
import { BaseInputTemplate, type FieldContext, FieldTemplate, SelectWidget } from './rjsfTemplates.tsx';
import type { DocPath, FieldFinding, FormBundle, OriginOf, ResetValue, SetValue } from './types.ts';

export interface SchemaFormProps {
  bundle: FormBundle;
  /** The composed value the form edits (a node's props, a binding's params). */
  value: unknown;
  /** Where `value` sits under the node: the key paths handed to onSet/onReset start with it. */
  prefix: DocPath;
  origin: OriginOf;
  findings: readonly FieldFinding[];
  onSet: SetValue;
  /** Absent: no per-field reset (the value lives in a list that is replaced whole). */
  onReset?: ResetValue;
  onApply: (f: FieldFinding) => void;
  readonly?: boolean;
}

// rjsf fills schema defaults into its form data; the draft must hold only what the person changed.
const NO_DEFAULTS = {
  emptyObjectFields: 'skipDefaults',
  constAsDefaults: 'never',
  arrayMinItems: { populate: 'never' },
} as const;

// No submit button (every edit is written as made); the root's title and description are the inspector's heading.
const UI_SCHEMA = { 'ui:submitButtonOptions': { norender: true }, 'ui:label': false };
const TEMPLATES = { FieldTemplate, BaseInputTemplate };
const WIDGETS = { SelectWidget };

/**
 * An rjsf form over one schema whose every edit becomes onSet(keyPath, value) for the keys that changed. A cleared
 * field drops the brand's key (onReset) or, when _base set it, removes it with null (a merge patch's delete).
 */
export function SchemaForm({ bundle, value, prefix, origin, findings, onSet, onReset, onApply, readonly }: SchemaFormProps) {
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const formData = value ?? {};
  const last = useRef<unknown>(formData);
  useEffect(() => {
    last.current = formData;
  }, [formData]);
  const context = useMemo<FieldContext>(() => ({ prefix, origin, findings, onReset, onApply }), [prefix, origin, findings, onReset, onApply]);

  const handleChange = (e: IChangeEvent) => {
    const changes = diffValues(last.current, e.formData);
    last.current = e.formData;
    for (const { path, value: next } of changes) {
      const keyPath = [...prefix, ...path];
      if (next !== undefined) onSet(keyPath, next);
      else if (origin(keyPath) === 'brand' && onReset) onReset(keyPath);
      else if (origin(keyPath) !== 'none') onSet(keyPath, null);
    }
  };

  return (
    <Form
      schema={bundle.schema}
      validator={bundle.validator}
      formData={formData}
      formContext={context}
      templates={TEMPLATES}
      widgets={WIDGETS}
      uiSchema={UI_SCHEMA}
      idPrefix={idPrefix}
      tagName="div"
      showErrorList={false}
      liveValidate="onChange"
      noHtml5Validate
      readonly={readonly}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={handleChange}
    />
  );
}
