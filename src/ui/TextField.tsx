import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

/** What a labelled control takes besides its own attributes. */
interface FieldProps {
  id: string;
  label: ReactNode;
  onValue(value: string): void;
  hint?: ReactNode;
  error?: ReactNode;
}

interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  value: string;
  /** Sits after the input inside its box (a "get code" or "all" button). */
  end?: ReactNode;
}

interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'> {
  value: string | number;
  /** The options. */
  children: ReactNode;
}

/** The control's own side of its field: required and invalid for assistive technology, and the error it is described by. */
function controlAria(id: string, required: boolean | undefined, error: ReactNode) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}__error` : undefined,
  };
}

/** A labelled single-line input with its hint and error (the error is named by aria-describedby and aria-invalid). */
export function TextField({ id, label, value, onValue, hint, error, end, required, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div className="field-control">
        <input {...input} id={id} className="field-input" value={value} onChange={(e) => onValue(e.target.value)} {...controlAria(id, required, error)} />
        {end}
      </div>
    </Field>
  );
}

/** A labelled drop-down list, like TextField; `onValue` gets the chosen option's value. */
export function SelectField({ id, label, value, onValue, hint, error, required, children, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div className="field-control">
        <select {...select} id={id} className="field-input" value={value} onChange={(e) => onValue(e.target.value)} {...controlAria(id, required, error)}>
          {children}
        </select>
      </div>
    </Field>
  );
}
