import type { ReactNode } from 'react';
import './field.css';

interface FieldProps {
  /** The control's id: the label points at it. */
  id: string;
  label?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The first problem with the value; its element id is `<id>__error`, which the control's aria-describedby names. */
  error?: ReactNode;
  errorId?: string;
  /** A checkbox draws its own label beside the box. */
  inline?: boolean;
  children: ReactNode;
}

/** A form field: label (asterisk when required), the control, a hint, and its error right under it. */
export function Field({ id, label, required, hint, error, errorId = `${id}__error`, inline, children }: FieldProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}${inline ? ' field-inline' : ''}`}>
      {label !== undefined && !inline ? (
        <label className="field-label" htmlFor={id}>
          {label}
          {required ? (
            <span className="field-required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {hint && !error ? <p className="field-hint">{hint}</p> : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
