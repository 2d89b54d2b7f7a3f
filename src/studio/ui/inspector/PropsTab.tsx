import type { ScreenNode } from '../../../generated/node.ts';
import { FindingList } from './FieldStatus.tsx';
import { FormSlot } from './FormSlot.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import { isSchemaPath } from './schemaPath.ts';
import type { FieldFinding, OriginOf, ResetValue, SetValue, StudioCatalog } from './types.ts';
import { useFormBundle } from './useFormBundle.ts';

export interface NodeTabProps {
  node: ScreenNode;
  catalog: StudioCatalog;
  origin: OriginOf;
  /** The findings this tab shows (already narrowed to its keys). */
  findings: readonly FieldFinding[];
  onSet: SetValue;
  onReset: ResetValue;
  onApply: (f: FieldFinding) => void;
}

const PREFIX = ['props'];

/** The widget's props form; a finding on a key the schema does not know (a misspelt prop) is listed above it. */
export function PropsTab({ node, catalog, origin, findings, onSet, onReset, onApply }: NodeTabProps) {
  const state = useFormBundle(node.type, catalog.loadWidgetForm);
  return (
    <FormSlot state={state} none="This widget has no settings.">
      {(bundle) => (
        <>
          <FindingList findings={findings.filter((f) => f.keyPath.length < 2 || !isSchemaPath(bundle.schema, f.keyPath.slice(1)))} onApply={onApply} />
          <SchemaForm
            bundle={bundle}
            value={node.props}
            prefix={PREFIX}
            origin={origin}
            findings={findings}
            onSet={onSet}
            onReset={onReset}
            onApply={onApply}
          />
        </>
      )}
    </FormSlot>
  );
}
