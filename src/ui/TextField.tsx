import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  value: string;
  onValue(value: string): void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Sits after the input inside its box (a "get code" or "all" button). */
  end?: ReactNode;
}

/** A labelled single-line input with its hint and error (the error is named by aria-describedby and aria-invalid). */
export function TextField({ id, label, value, onValue, hint, error, end, required, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div className="field-control">
        <input
          {...input}
          id={id}
          className="field-input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}__error` : undefined}
        />
        {end}
      </div>
    </Field>
  );
}
