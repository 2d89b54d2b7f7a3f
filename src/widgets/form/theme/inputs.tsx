import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import { errorId, type FieldWidgetProps } from './context.ts';

export type InputProps = FieldWidgetProps;

interface BaseProps {
  p: InputProps;
  type?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  min?: string;
  max?: string;
  /** Controls drawn inside the field box (show/hide toggle, captcha image, get-code button). */
  after?: ReactNode;
}

/** The shared text input: 44 px tall, labelled by the field template, invalid state and error linked for assistive tech. */
export function BaseInput({ p, type = 'text', inputMode, min, max, after }: BaseProps) {
  const o = p.options;
  const { t, language } = p.context;
  const invalid = Boolean(p.rawErrors?.length);
  const value = typeof p.value === 'string' ? p.value : '';
  // Translated once per language, not on every keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t reads the current language; language is what changes it
  const placeholder = useMemo(
    () => (o.placeholderKey ? t(o.placeholderKey, { field: o.labelKey ? t(o.labelKey) : '' }) : undefined),
    [language, o.placeholderKey, o.labelKey],
  );
  return (
    <div className="form-input-box">
      <input
        id={p.id}
        name={p.name}
        className="form-input"
        type={type}
        inputMode={inputMode}
        min={min}
        max={max}
        value={value}
        placeholder={placeholder}
        autoComplete={o.autoComplete ?? 'off'}
        maxLength={o.inputMaxLength}
        required={p.required}
        aria-required={p.required || undefined}
        readOnly={p.readonly}
        disabled={p.disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId(p.id) : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => p.onChange(e.target.value)}
        onBlur={() => p.onBlur(p.id)}
        onFocus={() => p.onFocus(p.id)}
      />
      {after}
    </div>
  );
}

export function TextInput(p: InputProps) {
  return <BaseInput p={p} />;
}

export function EmailInput(p: InputProps) {
  return <BaseInput p={p} type="email" inputMode="email" />;
}

export function MobileInput(p: InputProps) {
  return <BaseInput p={p} type="tel" inputMode="tel" />;
}

/** Birthday: a native date picker from 1900-01-01 to the end of the current year. */
export function DateInput(p: InputProps) {
  const year = new Date(p.context.now()).getFullYear();
  return <BaseInput p={p} type="date" min="1900-01-01" max={`${year}-12-31`} />;
}
