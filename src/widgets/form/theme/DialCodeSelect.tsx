import { useEffect } from 'react';
import { useCallRead } from '../../../renderer/useCallRead.ts';
import type { InputProps } from './inputs.tsx';

/**
 * Country dialing code: a native select of the codes the platform takes (countryList), narrowed to the field's
 * `options` when the document lists some. A value the platform does not take (none yet, an old remembered one) is
 * replaced by the platform's default; until the list is in, the current value alone is offered.
 */
export function DialCodeSelect(p: InputProps) {
  const { t } = p.context;
  const o = p.options;
  const countries = useCallRead('countryList', {}).data;
  const platform = countries?.list.map((c) => c.dialingCode);
  const narrowed = platform && p.enumOptions ? platform.filter((c) => p.enumOptions?.includes(c)) : platform;
  const codes = narrowed?.length ? narrowed : platform;
  const value = typeof p.value === 'string' ? p.value : '';
  const fallback = codes && countries ? (codes.includes(countries.defaultCountryDialingCode) ? countries.defaultCountryDialingCode : codes[0]) : undefined;
  const onChange = p.onChange;
  useEffect(() => {
    if (codes && fallback !== undefined && !codes.includes(value)) onChange(fallback);
  }, [codes, fallback, value, onChange]);
  const names = new Map(countries?.list.map((c) => [c.dialingCode, c.name]));
  return (
    <select
      id={p.id}
      name={p.name}
      className="form-input form-select"
      value={value}
      aria-label={o.labelKey ? t(o.labelKey) : undefined}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={() => p.onBlur(p.id)}
      onFocus={() => p.onFocus(p.id)}
    >
      {(codes ?? (value ? [value] : [])).map((c) => (
        <option key={c} value={c} title={names.get(c)}>
          +{c}
        </option>
      ))}
    </select>
  );
}
