import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsPreset } from '../../../generated/widgets/transactionRecords.ts';
import { presetRange } from '../../../core/formatDate.ts';
import { useTimeZone } from '../../../renderer/timeZone.ts';
import { Segmented } from '../../../ui/Segmented.tsx';
import { ZoneNote } from '../zone/ZoneNote.tsx';

/** The chosen date range preset of a records list and the days (of the brand's time zone) it covers today. */
export function useRecordsPeriod(props: { presets: readonly RecordsPreset[]; defaultPreset?: RecordsPreset }, nowMs: number) {
  const { presets } = props;
  const [preset, setPreset] = useState<RecordsPreset>(props.defaultPreset ?? presets[0]);
  const timeZone = useTimeZone();
  return { presets, preset, setPreset, range: presetRange(preset, nowMs, timeZone) };
}

/** The preset chips of a records list ("Period: Today, 7 days, 30 days") and the zone its days are in. */
export function PeriodChips({
  name,
  presets,
  value,
  onChange,
}: {
  name: string;
  presets: readonly RecordsPreset[];
  value: RecordsPreset;
  onChange(p: RecordsPreset): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Segmented
        legend={t('records_period')}
        name={name}
        value={value}
        onChange={(v) => onChange(v as RecordsPreset)}
        segments={presets.map((p) => ({ value: p, label: t(`records_preset_${p}`) }))}
      />
      <ZoneNote />
    </>
  );
}
