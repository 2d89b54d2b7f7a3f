import './segmented.css';

export interface Segment {
  value: string;
  label: string;
}

/**
 * A short row of mutually exclusive chips (date range presets, report periods): radio inputs in a fieldset named
 * by its legend, so a screen reader announces "Period, radio group, Today, 1 of 3". Each chip is a 44 px target.
 */
export function Segmented({
  legend,
  name,
  segments,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  segments: readonly Segment[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="field-label">{legend}</legend>
      <div className="segmented-chips">
        {segments.map((s) => (
          <label key={s.value} className={`segment${s.value === value ? ' is-chosen' : ''}`}>
            <input type="radio" name={name} value={s.value} checked={s.value === value} onChange={() => onChange(s.value)} />
            {s.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
