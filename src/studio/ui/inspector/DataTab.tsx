import { useId } from 'react';
import { FieldMeta, FindingList } from './FieldStatus.tsx';
import { FormSlot } from './FormSlot.tsx';
import { samePath } from './keyPath.ts';
import type { NodeTabProps } from './PropsTab.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import { isSchemaPath } from './schemaPath.ts';
import { useFormBundle } from './useFormBundle.ts';

const DATA = ['data'];
const PARAMS = ['data', 'params'];

/**
 * The data source picker offers only the sources the widget's x-widget.data accepts (a source it does not accept is
 * kept and marked, never dropped), then that source's params form.
 */
export function DataTab({ node, catalog, origin, findings, onSet, onReset, onApply, accepted }: NodeTabProps & { accepted: readonly string[] }) {
  const id = useId();
  const source = node.data?.source;
  const known = source !== undefined && accepted.includes(source);
  const sourceFindings = findings.filter((f) => samePath(f.keyPath, DATA) || samePath(f.keyPath, ['data', 'source']));
  const otherFindings = findings.filter((f) => !sourceFindings.includes(f));
  const dataOrigin = origin(DATA);
  const description = catalog.dataSourceNames.find((d) => d.name === source)?.description;
  const state = useFormBundle(known ? source : null, catalog.loadDataForm);

  const choose = (next: string) => {
    if (next === '') {
      if (dataOrigin === 'brand') onReset(DATA);
      else onSet(DATA, null);
      return;
    }
    // Another source's params do not apply: drop the composed ones (null removes _base's in the merge patch).
    onSet(DATA, node.data?.params !== undefined ? { source: next, params: null } : { source: next });
  };

  if (accepted.length === 0 && source === undefined) return <p>This widget takes no data.</p>;
  return (
    <>
      <div className="studio-field">
        <label htmlFor={id}>Data source</label>
        <select
          id={id}
          value={source ?? ''}
          onChange={(e) => choose(e.target.value)}
          aria-invalid={sourceFindings.some((f) => f.severity === 'error') || undefined}
          aria-describedby={`${id}-meta ${id}-problems`}
        >
          <option value="">None</option>
          {accepted.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {source !== undefined && !known && <option value={source}>{source} (not accepted by this widget)</option>}
        </select>
        <FieldMeta id={`${id}-meta`} origin={dataOrigin} label="data source" onReset={() => onReset(DATA)}>
          {description && <span>{description}</span>}
        </FieldMeta>
        <FindingList id={`${id}-problems`} findings={sourceFindings} onApply={onApply} />
      </div>
      {known && (
        <FormSlot state={state} none="This data source takes no parameters.">
          {(bundle) => (
            <fieldset>
              <legend>Parameters of {source}</legend>
              <FindingList findings={otherFindings.filter((f) => f.keyPath.length < 3 || !isSchemaPath(bundle.schema, f.keyPath.slice(2)))} onApply={onApply} />
              <SchemaForm
                bundle={bundle}
                value={node.data?.params}
                prefix={PARAMS}
                origin={origin}
                findings={otherFindings}
                onSet={onSet}
                onReset={onReset}
                onApply={onApply}
              />
            </fieldset>
          )}
        </FormSlot>
      )}
      {!known && <FindingList findings={otherFindings} onApply={onApply} />}
    </>
  );
}
