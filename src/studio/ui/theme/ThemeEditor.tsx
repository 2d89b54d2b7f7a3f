import { useEffect, useId, useRef, useState } from 'react';
import { getAt } from '../../draft/json.ts';
import { FieldMeta, FindingList } from '../inspector/FieldStatus.tsx';
import { findingsAt } from '../inspector/keyPath.ts';
import { applySuggestion } from '../inspector/suggestion.ts';
import type { FieldFinding, OriginOf, ResetValue, SetValue } from '../inspector/types.ts';
import { ContrastTable } from './ContrastTable.tsx';
import { contrastRows, pairMessage } from './contrastRows.ts';
import { TokenInput } from './TokenInput.tsx';
import { isValidToken, TOKEN_FIELDS, TOKEN_GROUPS } from './tokenFields.ts';
import '../inspector/fields.css';

export interface ThemeEditorProps {
  /** The composed theme.tokens of brand.json (base + this brand). */
  tokens: Readonly<Record<string, string | undefined>>;
  /** The composed theme.logoText. */
  logoText?: string;
  /** Who set a value of brand.json: originOfValue(draft, base, 'brand.json', path). */
  origin: OriginOf;
  /** Findings in brand.json, key paths in the file (['theme', 'tokens', 'color-text']). */
  findings: readonly FieldFinding[];
  /** setValue(draft, base, 'brand.json', path, value); only values the schema accepts are written. */
  onSet: SetValue;
  /** resetValue(draft, base, 'brand.json', path). */
  onReset: ResetValue;
}

const tokenPath = (name: string) => ['theme', 'tokens', name];
const LOGO = ['theme', 'logoText'];

/**
 * Every token of tokens.schema.json with the right input, and the lint's contrast pairs measured live: a failing pair
 * marks both its colour fields. A value the schema refuses stays in its field, marked, and is not written.
 */
export function ThemeEditor({ tokens, logoText, origin, findings, onSet, onReset }: ThemeEditorProps) {
  const logoId = useId();
  // Text being typed, by token; dropped when the token's composed value changes (written, reset, undone).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const previous = useRef(tokens);
  useEffect(() => {
    const before = previous.current;
    previous.current = tokens;
    setTyped((t) => Object.fromEntries(Object.entries(t).filter(([k]) => before[k] === tokens[k])));
  }, [tokens]);

  const textOf = (name: string): string => typed[name] ?? tokens[name] ?? '';
  const effectiveValue = (name: string): string | undefined => {
    const field = TOKEN_FIELDS.find((f) => f.name === name);
    const t = typed[name];
    return t !== undefined && field && isValidToken(field, t) ? t : tokens[name];
  };
  const values = Object.fromEntries(TOKEN_FIELDS.map((f) => [f.name, effectiveValue(f.name)]));
  const rows = contrastRows(values);
  const onApply = (f: FieldFinding) => applySuggestion(f, (p) => getAt({ theme: { tokens, logoText } }, p), origin, onSet, onReset);

  const change = (name: string, text: string) => {
    setTyped((t) => ({ ...t, [name]: text }));
    const field = TOKEN_FIELDS.find((f) => f.name === name);
    if (field && isValidToken(field, text) && text !== tokens[name]) onSet(tokenPath(name), text);
  };

  return (
    <section className="studio-theme" aria-labelledby={`${logoId}-title`}>
      <h2 id={`${logoId}-title`}>Theme</h2>
      <div className="studio-field">
        <label htmlFor={logoId}>Logo text</label>
        <input
          id={logoId}
          type="text"
          value={logoText ?? ''}
          onChange={(e) => (e.target.value === '' && origin(LOGO) === 'brand' ? onReset(LOGO) : onSet(LOGO, e.target.value))}
          aria-describedby={`${logoId}-meta`}
        />
        <FieldMeta id={`${logoId}-meta`} origin={origin(LOGO)} label="logo text" onReset={() => onReset(LOGO)} />
        <FindingList findings={findingsAt(findings, LOGO)} onApply={onApply} />
      </div>
      <ContrastTable rows={rows} />
      {TOKEN_GROUPS.map((group) => (
        <fieldset key={group.title}>
          <legend>{group.title}</legend>
          {TOKEN_FIELDS.filter((f) => group.test(f.name)).map((field) => {
            const text = textOf(field.name);
            return (
              <TokenInput
                key={field.name}
                field={field}
                text={text}
                origin={origin(tokenPath(field.name))}
                invalid={typed[field.name] !== undefined && !isValidToken(field, text)}
                contrast={rows.filter((r) => !r.passes && (r.fg === field.name || r.bg === field.name)).map(pairMessage)}
                findings={findingsAt(findings, tokenPath(field.name))}
                onText={(t) => change(field.name, t)}
                onReset={() => onReset(tokenPath(field.name))}
                onApply={onApply}
              />
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
