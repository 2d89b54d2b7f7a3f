import { useId } from 'react';
import { getAt } from '../../draft/json.ts';
import { FieldMeta, FindingList } from '../inspector/FieldStatus.tsx';
import { findingsAt, startsWith } from '../inspector/keyPath.ts';
import { applySuggestion } from '../inspector/suggestion.ts';
import type { FieldFinding, OriginOf, ResetValue, SetValue } from '../inspector/types.ts';
import { FLAG_NAMES, SECTION_TITLES, SETTINGS_SECTIONS, type SettingsSection, sectionFields, WHITELABEL_DESCRIPTION } from './brandSchemaParts.ts';
import { ValueField, type ValueFieldProps } from './ValueField.tsx';
import '../inspector/fields.css';

export interface SettingsEditorProps {
  /** The composed brand.json (base + this brand). */
  brand: Readonly<Record<string, unknown>>;
  /** Who set a value of brand.json: originOfValue(draft, base, 'brand.json', path). */
  origin: OriginOf;
  /** Findings in brand.json, key paths in the file. */
  findings: readonly FieldFinding[];
  /** setValue(draft, base, 'brand.json', path, value); null removes _base's value. */
  onSet: SetValue;
  /** resetValue(draft, base, 'brand.json', path). */
  onReset: ResetValue;
  /** Which sections to show (default: all, in SETTINGS_SECTIONS order). */
  sections?: readonly SettingsSection[];
}

/** brand.json's plain values (identity, languages, site settings, whitelabel flags, app, API, routing) by its schema. */
export function SettingsEditor({ brand, origin, findings, onSet, onReset, sections = SETTINGS_SECTIONS }: SettingsEditorProps) {
  const onApply = (f: FieldFinding) => applySuggestion(f, (p) => getAt(brand, p), origin, onSet, onReset);
  const shared = { origin, onSet, onReset, onApply };
  return (
    <div className="studio-settings">
      {sections.map((section) => (
        <section key={section} aria-label={SECTION_TITLES[section]}>
          <h2>{SECTION_TITLES[section]}</h2>
          {section === 'whitelabel' ? (
            <Whitelabel brand={brand} findings={findings.filter((f) => f.keyPath[0] === 'whitelabel')} {...shared} />
          ) : (
            sectionFields(section).map(([key, schema]) => (
              <ValueField
                key={key}
                name={key}
                schema={schema}
                value={brand[key]}
                path={[key]}
                findings={findings.filter((f) => startsWith(f.keyPath, [key]))}
                {...shared}
              />
            ))
          )}
        </section>
      ))}
    </div>
  );
}

type WhitelabelProps = Pick<SettingsEditorProps, 'brand'> & Pick<ValueFieldProps, 'origin' | 'findings' | 'onSet' | 'onReset' | 'onApply'>;

/** A brand can only switch platform modules off: each flag is "off for this brand" (false) or left to the platform. */
function Whitelabel({ brand, origin, findings, onSet, onReset, onApply }: WhitelabelProps) {
  const id = useId();
  const flags = (brand.whitelabel ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(flags).filter((k) => !FLAG_NAMES.includes(k));
  const toggle = (flag: string, off: boolean) => {
    const path = ['whitelabel', flag];
    if (off) onSet(path, false);
    else if (origin(path) === 'brand') onReset(path);
    else onSet(path, null);
  };
  return (
    <fieldset aria-describedby={`${id}-about`}>
      <legend>Switched off for this brand</legend>
      <p id={`${id}-about`} className="studio-hint">
        {WHITELABEL_DESCRIPTION}
      </p>
      <FindingList findings={findings.filter((f) => f.keyPath.length !== 2 || unknown.includes(String(f.keyPath[1])))} onApply={onApply} />
      {FLAG_NAMES.map((flag) => {
        const path = ['whitelabel', flag];
        const from = origin(path);
        return (
          <div key={flag} className="studio-field">
            <label>
              <input type="checkbox" checked={flags[flag] === false} onChange={(e) => toggle(flag, e.target.checked)} aria-describedby={`${id}-${flag}`} />{' '}
              {flag} off
            </label>
            <FieldMeta id={`${id}-${flag}`} origin={from} label={flag} onReset={() => onReset(path)} />
            <FindingList findings={findingsAt(findings, path)} onApply={onApply} />
          </div>
        );
      })}
    </fieldset>
  );
}
