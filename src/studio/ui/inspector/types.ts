import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { DocPath, ValueOrigin } from '../../draft/types.ts';

export type { DocPath, ValueOrigin };

/**
 * A finding placed on the value it concerns: brandCheck's finding (or the studio's own check) with the key path the
 * draft model's locateFinding gave it. For a node the path is under the node (['props', 'speed']); for plain values
 * it is the path in the file (['theme', 'tokens', 'color-text']).
 */
export interface FieldFinding {
  keyPath: DocPath;
  severity: 'error' | 'warning';
  message: string;
  expected: string;
  found: string;
  /** A close known name or value, offered as `Did you mean "x"?`. */
  suggestion?: string;
  rule?: string;
}

/** Who wrote the value at a key path (the draft model's originOf…). */
export type OriginOf = (keyPath: DocPath) => ValueOrigin;
export type SetValue = (keyPath: DocPath, value: unknown) => void;
export type ResetValue = (keyPath: DocPath) => void;

/** A JSON Schema as the generated catalog gives it ($refs inlined, real `default`s). */
export type JsonSchema = RJSFSchema;

/** What the catalog's lazy loaders give: the form's schema and its precompiled (CSP-safe) validator. */
export interface FormBundle {
  schema: JsonSchema;
  validator: ValidatorType;
}

/** The part of src/generated/studio/catalog.ts the inspector reads (passed in, so tests can give a small one). */
export interface StudioCatalog {
  widgetTypes: readonly { type: string; title?: string; description?: string; data: readonly string[]; events: readonly string[] }[];
  actionNames: readonly { name: string; description?: string }[];
  dataSourceNames: readonly { name: string; description?: string }[];
  contextVariables: readonly { path: string; description?: string; type?: unknown }[];
  loadWidgetForm(type: string): Promise<FormBundle | null | undefined>;
  loadActionForm(name: string): Promise<FormBundle | null | undefined>;
  loadDataForm(name: string): Promise<FormBundle | null | undefined>;
  loadConditionForm(): Promise<FormBundle | null | undefined>;
}
