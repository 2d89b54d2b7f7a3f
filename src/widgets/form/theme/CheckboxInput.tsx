import { Link } from 'react-router-dom';
import { errorId } from './context.ts';
import type { InputProps } from './inputs.tsx';

/** A 44 px checkbox row (remember password, disclaimer), with an optional link after the label (terms). */
export function CheckboxInput(p: InputProps) {
  const o = p.options;
  const { t } = p.context;
  const invalid = Boolean(p.rawErrors?.length);
  return (
    <div className="form-check">
      <input
        id={p.id}
        name={p.name}
        type="checkbox"
        className="form-checkbox"
        checked={p.value === true}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId(p.id) : undefined}
        onChange={(e) => p.onChange(e.target.checked)}
        onBlur={() => p.onBlur(p.id)}
        onFocus={() => p.onFocus(p.id)}
      />
      <label htmlFor={p.id} className="form-check-label">
        {o.labelKey ? t(o.labelKey) : null}
        {p.required ? (
          <span className="form-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {o.linkKey && o.linkTo ? (
        <Link className="form-link" to={o.linkTo}>
          {t(o.linkKey)}
        </Link>
      ) : null}
    </div>
  );
}
