import type { ReactNode } from 'react';
import './choices.css';

export interface Choice {
  value: string;
  title: ReactNode;
  detail?: ReactNode;
}

/**
 * One of a few options as cards with a radio each (payment channels, bank cards): a fieldset named by its legend,
 * each card a 56 px target whose whole surface picks it, one per row or two (`columns`). `children` follow the cards
 * (an "add" button).
 */
export function Choices({
  legend,
  name,
  choices,
  value,
  onChange,
  children,
  columns = 1,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange(value: string): void;
  children?: ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <fieldset className={`choices${columns === 2 ? ' choices-grid' : ''}`}>
      <legend className="field-label">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className={`choice${c.value === value ? ' is-chosen' : ''}`}>
          <input type="radio" name={name} value={c.value} checked={c.value === value} onChange={() => onChange(c.value)} />
          <span className="choice-title">{c.title}</span>
          {c.detail !== undefined ? <span className="choice-detail">{c.detail}</span> : null}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
