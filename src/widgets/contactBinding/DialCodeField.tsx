import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { SelectField } from '../../ui/TextField.tsx';

/**
 * The new number's country dialing code: the codes the platform takes (countryList), with their country names. A
 * code it does not take (none yet, or the bound number's from a country it no longer takes) becomes its default.
 */
export function DialCodeField({ id, value, onValue }: { id: string; value: string; onValue(code: string): void }) {
  const { t } = useTranslation();
  const countries = useCallRead('countryList', {}).data;
  const codes = countries?.list.map((c) => c.dialingCode);
  const fallback = codes?.includes(countries?.defaultCountryDialingCode ?? '') ? countries?.defaultCountryDialingCode : codes?.[0];
  useEffect(() => {
    if (codes && fallback !== undefined && !codes.includes(value)) onValue(fallback);
  }, [codes, fallback, value, onValue]);
  return (
    <SelectField id={id} label={t('label_country_code')} value={value} onValue={onValue}>
      {(countries?.list ?? (value ? [{ dialingCode: value, name: '' }] : [])).map((c) => (
        <option key={c.dialingCode} value={c.dialingCode}>
          {c.name ? `+${c.dialingCode} ${c.name}` : `+${c.dialingCode}`}
        </option>
      ))}
    </SelectField>
  );
}
