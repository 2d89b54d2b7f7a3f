import { useId, useState } from 'react';
import { describeCondition, fromSimple, OPERATORS, type Operator, toSimple } from './condition.ts';
import { FindingList, OriginBadge, ResetButton } from './FieldStatus.tsx';
import type { NodeTabProps } from './PropsTab.tsx';
import { useFormBundle } from './useFormBundle.ts';

const WHEN = ['when'];

/** When the node shows: always, one comparison of a context variable, or any condition written as JSON. */
export function VisibilityTab(props: NodeTabProps) {
  // A new condition from outside (another edit, undo) starts the editor afresh.
  return <ConditionEditor key={JSON.stringify(props.node.when ?? null)} {...props} />;
}

function ConditionEditor({ node, catalog, origin, findings, onSet, onReset, onApply }: NodeTabProps) {
  const id = useId();
  const when = node.when;
  const whenOrigin = origin(WHEN);
  const variables = catalog.contextVariables;
  const simple = toSimple(when) ?? { variable: variables[0]?.path ?? '', op: 'truthy' as Operator, value: '' };
  const [variable, setVariable] = useState(simple.variable);
  const [op, setOp] = useState<Operator>(simple.op);
  const [value, setValue] = useState(simple.value);
  const [json, setJson] = useState(when === undefined ? '' : JSON.stringify(when, null, 2));
  const [jsonErrors, setJsonErrors] = useState<string[]>([]);
  const form = useFormBundle('condition', () => catalog.loadConditionForm());
  const needsValue = op !== 'truthy' && op !== 'falsy';

  const alwaysShown = () => {
    if (whenOrigin === 'brand') onReset(WHEN);
    else if (whenOrigin === 'base') onSet(WHEN, null);
  };
  const applySimple = () => {
    const type = variables.find((v) => v.path === variable)?.type;
    onSet(WHEN, fromSimple({ variable, op, value }, type));
  };
  const applyJson = () => {
    if (json.trim() === '') return alwaysShown();
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (e) {
      setJsonErrors([`Not valid JSON: ${(e as Error).message}`]);
      return;
    }
    if (form.state === 'ready') {
      const { errors } = form.bundle.validator.validateFormData(parsed, form.bundle.schema);
      if (errors.length > 0) {
        setJsonErrors(errors.map((e) => e.stack));
        return;
      }
    }
    setJsonErrors([]);
    onSet(WHEN, parsed);
  };

  return (
    <>
      <p>
        Shown: <strong>{when === undefined ? 'always' : `when ${describeCondition(when)}`}</strong> <OriginBadge origin={whenOrigin} />
      </p>
      <FindingList findings={findings} onApply={onApply} />
      <div className="studio-actions">
        {when !== undefined && (
          <button type="button" onClick={alwaysShown}>
            Always shown
          </button>
        )}
        {whenOrigin === 'brand' && <ResetButton label="visibility" onReset={() => onReset(WHEN)} />}
      </div>
      <fieldset>
        <legend>Show only when</legend>
        <div className="studio-field">
          <label htmlFor={`${id}-var`}>Context variable</label>
          <select id={`${id}-var`} value={variable} onChange={(e) => setVariable(e.target.value)}>
            {variables.map((v) => (
              <option key={v.path} value={v.path}>
                {v.path}
              </option>
            ))}
            {!variables.some((v) => v.path === variable) && variable !== '' && <option value={variable}>{variable} (unknown)</option>}
          </select>
          <p className="studio-hint">{variables.find((v) => v.path === variable)?.description}</p>
        </div>
        <div className="studio-field">
          <label htmlFor={`${id}-op`}>Operator</label>
          <select id={`${id}-op`} value={op} onChange={(e) => setOp(e.target.value as Operator)}>
            {OPERATORS.map((o) => (
              <option key={o.op} value={o.op}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {needsValue && (
          <div className="studio-field">
            <label htmlFor={`${id}-value`}>Value</label>
            <input id={`${id}-value`} type="text" value={value} onChange={(e) => setValue(e.target.value)} />
          </div>
        )}
        <button type="button" disabled={variable === ''} onClick={applySimple}>
          Apply condition
        </button>
      </fieldset>
      <div className="studio-field">
        <label htmlFor={`${id}-json`}>Condition as JSON</label>
        <textarea
          id={`${id}-json`}
          rows={6}
          value={json}
          onChange={(e) => setJson(e.target.value)}
          aria-invalid={jsonErrors.length > 0 || undefined}
          aria-describedby={`${id}-json-errors`}
          spellCheck={false}
        />
        <FindingList id={`${id}-json-errors`} findings={[]} extra={jsonErrors} />
        <button type="button" onClick={applyJson}>
          Apply JSON condition
        </button>
      </div>
    </>
  );
}
