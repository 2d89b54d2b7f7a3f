import { useCallback, useId, useMemo } from 'react';
import type { ActionCall } from '../../../generated/action.ts';
import { isObject, setAt } from '../../draft/json.ts';
import { FindingList } from './FieldStatus.tsx';
import { FormSlot } from './FormSlot.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import type { DocPath, FieldFinding, StudioCatalog, ValueOrigin } from './types.ts';
import { useFormBundle } from './useFormBundle.ts';

export interface ActionEditorProps {
  action: ActionCall;
  /** Where the action sits under the node: ['on', event, index]. */
  at: DocPath;
  position: number;
  count: number;
  catalog: StudioCatalog;
  /** The origin of the whole list (a value list is replaced whole, so its actions share it). */
  listOrigin: ValueOrigin;
  findings: readonly FieldFinding[];
  onChange: (next: ActionCall) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onApply: (f: FieldFinding) => void;
}

function withoutKey(params: Record<string, unknown>, path: DocPath): Record<string, unknown> {
  if (path.length !== 1) return setAt(params, path, undefined) as Record<string, unknown>;
  const { [String(path[0])]: _gone, ...rest } = params;
  return rest;
}

/** One action of an event: which action (from the catalog), its params form, and its place in the list. */
export function ActionEditor({ action, at, position, count, catalog, listOrigin, findings, onChange, onMove, onRemove, onApply }: ActionEditorProps) {
  const id = useId();
  const known = catalog.actionNames.some((a) => a.name === action.action);
  const state = useFormBundle(known ? action.action : null, catalog.loadActionForm);
  const prefix = useMemo(() => [...at, 'params'], [at]);
  const origin = useCallback(() => listOrigin, [listOrigin]);
  const nameFindings = findings.filter((f) => f.keyPath.length === at.length + 1 && f.keyPath[at.length] === 'action');
  const label = `action ${position}`;

  // A params edit rewrites the action: the event's list is one value in the overlay.
  const setParam = (keyPath: DocPath, value: unknown) => {
    const rel = keyPath.slice(prefix.length);
    const params = isObject(action.params) ? (action.params as Record<string, unknown>) : {};
    const next = value === null || value === undefined ? withoutKey(params, rel) : (setAt(params, rel, value) as Record<string, unknown>);
    const { params: _old, ...rest } = action;
    onChange(Object.keys(next).length > 0 ? { ...rest, params: next } : rest);
  };

  return (
    <li className="studio-action">
      <fieldset>
        <legend>
          Action {position}: {action.action}
        </legend>
        <div className="studio-field">
          <label htmlFor={id}>Action</label>
          <select id={id} value={action.action} onChange={(e) => onChange({ action: e.target.value })} aria-describedby={`${id}-problems`}>
            {catalog.actionNames.map((a) => (
              <option key={a.name} value={a.name}>
                {a.name}
              </option>
            ))}
            {!known && <option value={action.action}>{action.action} (not in the deployed app)</option>}
          </select>
          <FindingList id={`${id}-problems`} findings={nameFindings} onApply={onApply} />
        </div>
        <div className="studio-actions">
          <button type="button" disabled={position === 1} onClick={() => onMove(-1)}>
            Move {label} up
          </button>
          <button type="button" disabled={position === count} onClick={() => onMove(1)}>
            Move {label} down
          </button>
          <button type="button" onClick={onRemove}>
            Remove {label}
          </button>
        </div>
        {known && (
          <FormSlot state={state} none="This action takes no parameters.">
            {(bundle) => (
              <SchemaForm bundle={bundle} value={action.params} prefix={prefix} origin={origin} findings={findings} onSet={setParam} onApply={onApply} />
            )}
          </FormSlot>
        )}
        {action.when !== undefined && (
          <p>
            Runs only when: <code>{JSON.stringify(action.when)}</code>
          </p>
        )}
      </fieldset>
    </li>
  );
}
