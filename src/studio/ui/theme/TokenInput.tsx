import { useId } from 'react';
import { FieldMeta, FindingList } from '../inspector/FieldStatus.tsx';
import type { FieldFinding, ValueOrigin } from '../inspector/types.ts';
import { sixDigitHex, type TokenField } from './tokenFields.ts';

export interface TokenInputProps {
  field: TokenField;
  /** What the field shows: the text being typed, else the composed value. */
  text: string;
  origin: ValueOrigin;
  /** The schema says no to the typed text. */
  invalid: boolean;
  /** Messages of failing contrast pairs this colour is in. */
  contrast: readonly string[];
  findings: readonly FieldFinding[];
  onText: (text: string) => void;
  onReset: () => void;
  onApply: (f: FieldFinding) => void;
}

/** One token: a text field (hex for colours, with a colour picker beside it), origin, reset and problems. */
export function TokenInput({ field, text, origin, invalid, contrast, findings, onText, onReset, onApply }: TokenInputProps) {
  const id = useId();
  const problems = [...(invalid ? [`Expected ${field.expected ?? 'a valid value'}, found "${text}"`] : []), ...contrast];
  const hasError = problems.length > 0 || findings.some((f) => f.severity === 'error');
  return (
    <div className="studio-field studio-token">
      <label htmlFor={id}>{field.name}</label>
      <div className="studio-token-inputs">
        {field.kind === 'colour' && (
          <input
            type="color"
            aria-label={`Pick ${field.name}`}
            value={/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? sixDigitHex(text) : '#000000'}
            onChange={(e) => onText(e.target.value)}
          />
        )}
        <input
          id={id}
          type="text"
          value={text}
          spellCheck={false}
          onChange={(e) => onText(e.target.value)}
          aria-invalid={hasError || undefined}
          aria-describedby={`${id}-meta ${id}-problems`}
        />
      </div>
      <FieldMeta id={`${id}-meta`} origin={origin} label={field.name} onReset={onReset}>
        <span className="studio-hint">{field.description}</span>
      </FieldMeta>
      <FindingList id={`${id}-problems`} findings={findings} extra={problems} onApply={onApply} />
    </div>
  );
}
