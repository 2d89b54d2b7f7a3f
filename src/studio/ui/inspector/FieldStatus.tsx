import type { ReactNode } from 'react';
import type { FieldFinding, ValueOrigin } from './types.ts';
import './fields.css';

/** "from base" / "set by this brand" / "not set: default X": where the value the person sees comes from. */
function originText(origin: ValueOrigin, defaultValue?: unknown): string {
  if (origin === 'brand') return 'set by this brand';
  if (origin === 'base') return 'from base';
  return defaultValue === undefined ? 'not set' : `not set: default ${JSON.stringify(defaultValue)}`;
}

export function OriginBadge({ origin, defaultValue }: { origin: ValueOrigin; defaultValue?: unknown }) {
  return <span className={`studio-origin studio-origin--${origin}`}>{originText(origin, defaultValue)}</span>;
}

/** Shown only where the brand sets the value: removing the brand's key is what "reset" means in an overlay. */
export function ResetButton({ label, onReset }: { label: string; onReset: () => void }) {
  return (
    <button type="button" className="studio-reset" onClick={onReset}>
      Reset {label} to base
    </button>
  );
}

interface FieldMetaProps {
  /** What the field's aria-describedby names. */
  id?: string;
  origin: ValueOrigin;
  defaultValue?: unknown;
  /** The value's name in the reset button ("Reset speed to base"). */
  label: string;
  /** Absent: the value cannot be reset on its own (it lives in a list that is replaced whole). */
  onReset?: () => void;
  /** Said first: the field's description. */
  children?: ReactNode;
}

/** The line under a field's input: its description, where its value comes from, and a reset where the brand sets it. */
export function FieldMeta({ id, origin, defaultValue, label, onReset, children }: FieldMetaProps) {
  return (
    <div className="studio-field-meta" id={id}>
      {children}
      <OriginBadge origin={origin} defaultValue={defaultValue} />
      {origin === 'brand' && onReset && <ResetButton label={label} onReset={onReset} />}
    </div>
  );
}

interface FindingListProps {
  /** Referenced by the field's aria-describedby. */
  id?: string;
  findings: readonly FieldFinding[];
  /** Applies a finding's suggestion; without it no button is offered. */
  onApply?: (f: FieldFinding) => void;
  /** Extra messages (the form's own validation) shown in the same list. */
  extra?: readonly string[];
}

/** The problems of one field: message, expected, found and the did-you-mean with a button that applies it. */
export function FindingList({ id, findings, onApply, extra = [] }: FindingListProps) {
  if (findings.length === 0 && extra.length === 0) return null;
  return (
    <ul id={id} className="studio-findings">
      {extra.map((m, i) => (
        <li key={`x${i}`} className="studio-finding studio-finding--error">
          <strong>Error:</strong> {m}
        </li>
      ))}
      {findings.map((f, i) => (
        <li key={i} className={`studio-finding studio-finding--${f.severity}`}>
          <strong>{f.severity === 'error' ? 'Error:' : 'Warning:'}</strong> {f.message}{' '}
          <span className="studio-finding-detail">
            (expected {f.expected}, found {f.found})
          </span>
          {f.suggestion !== undefined && (
            <span className="studio-suggestion">
              {' '}
              Did you mean "{f.suggestion}"?{' '}
              {onApply && (
                <button type="button" onClick={() => onApply(f)}>
                  Use "{f.suggestion}"
                </button>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
