import { type ReactNode, useEffect, useId, useState } from 'react';
import { FieldMeta, FindingList } from '../inspector/FieldStatus.tsx';
import { findingsAt, startsWith } from '../inspector/keyPath.ts';
import type { DocPath, FieldFinding, OriginOf, ResetValue, SetValue } from '../inspector/types.ts';
import { type FieldSchema, resolve } from './brandSchemaParts.ts';

export interface ValueFieldProps {
  name: string;
  schema: FieldSchema;
  value: unknown;
  path: DocPath;
  origin: OriginOf;
  findings: readonly FieldFinding[];
  onSet: SetValue;
  onReset: ResetValue;
  onApply: (f: FieldFinding) => void;
}

const typeOf = (s: FieldSchema): string => (Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.enum ? 'enum' : 'unknown')));

/** Why a typed value is refused by its schema, or null when it is fine. */
function problemOf(s: FieldSchema, v: unknown): string | null {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return 'Expected a number';
    if (typeOf(s) === 'integer' && !Number.isInteger(v)) return 'Expected a whole number';
    if (s.minimum !== undefined && v < s.minimum) return `Expected at least ${s.minimum}`;
    if (s.maximum !== undefined && v > s.maximum) return `Expected at most ${s.maximum}`;
  }
  if (typeof v === 'string') {
    if (s.minLength !== undefined && v.length < s.minLength) return s.minLength === 1 ? 'Expected a value' : `Expected at least ${s.minLength} characters`;
    if (s.maxLength !== undefined && v.length > s.maxLength) return `Expected at most ${s.maxLength} characters`;
    if (s.pattern && !new RegExp(s.pattern).test(v)) return `Expected a value matching ${s.pattern}`;
  }
  return null;
}

/** One value of brand.json by its schema: a checkbox, number, choice, text or list; objects as a group of fields. */
export function ValueField(props: ValueFieldProps) {
  const { name, schema: raw, value, path } = props;
  const schema = resolve(raw) ?? {};
  if (schema.properties) {
    return (
      <fieldset className="studio-group">
        <legend>{name}</legend>
        {schema.description && <p className="studio-hint">{schema.description}</p>}
        {Object.entries(schema.properties).map(([k, s]) => (
          <ValueField
            key={k}
            {...props}
            name={k}
            schema={s}
            value={(value as Record<string, unknown> | undefined)?.[k]}
            path={[...path, k]}
            findings={props.findings.filter((f) => startsWith(f.keyPath, [...path, k]))}
          />
        ))}
      </fieldset>
    );
  }
  return <Leaf {...props} schema={schema} />;
}

function Leaf({ name, schema, value, path, origin, findings, onSet, onReset, onApply }: ValueFieldProps) {
  const id = useId();
  const kind = typeOf(schema);
  const items = resolve(schema.items);
  const shown = kind === 'array' ? (Array.isArray(value) ? value.join('\n') : '') : value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setText(shown);
    setProblem(null);
  }, [shown]);
  const here = findingsAt(findings, path);
  const from = origin(path);
  const invalid = problem !== null || here.some((f) => f.severity === 'error');
  const describedBy = `${id}-meta ${id}-problems`;

  const write = (next: string) => {
    setText(next);
    const v =
      kind === 'integer' || kind === 'number'
        ? next.trim() === ''
          ? undefined
          : Number(next)
        : kind === 'array'
          ? next
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean)
          : next;
    if (v === undefined) return setProblem('Expected a number');
    const why = kind === 'array' ? null : problemOf(schema, v);
    setProblem(why);
    if (why === null) onSet(path, v);
  };

  let input: ReactNode;
  if (kind === 'boolean') {
    input = <input id={id} type="checkbox" checked={value === true} onChange={(e) => onSet(path, e.target.checked)} aria-describedby={describedBy} />;
  } else if (schema.enum) {
    input = (
      <select id={id} value={shown} onChange={(e) => write(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        {value === undefined && <option value="">(not set)</option>}
        {schema.enum.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'array' && (items?.type === 'string' || items?.enum)) {
    input = <textarea id={id} rows={3} value={text} onChange={(e) => write(e.target.value)} aria-describedby={describedBy} />;
  } else if (kind === 'string' || kind === 'integer' || kind === 'number') {
    const numeric = kind !== 'string';
    input = (
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        value={text}
        onChange={(e) => write(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    );
  } else {
    input = (
      <pre id={id} className="studio-readonly-json">
        {JSON.stringify(value, null, 2)}
      </pre>
    );
  }

  return (
    <div className="studio-field">
      <label htmlFor={id}>{name}</label>
      {kind === 'array' && <span className="studio-hint"> (one per line{items?.enum ? `: ${items.enum.join(', ')}` : ''})</span>}
      {input}
      <FieldMeta id={`${id}-meta`} origin={from} label={name} onReset={() => onReset(path)}>
        {schema.description && <span className="studio-hint">{schema.description}</span>}
      </FieldMeta>
      <FindingList id={`${id}-problems`} findings={here} extra={problem ? [problem] : []} onApply={onApply} />
    </div>
  );
}
