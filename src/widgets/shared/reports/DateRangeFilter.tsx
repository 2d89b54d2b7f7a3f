import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../ui/Segmented.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ZoneNote } from '../zone/ZoneNote.tsx';
import type { DateRangeState, RangeChoice } from './useDateRange.ts';
import './reports.css';

/** The range chips of a report ("Period: Today, Yesterday, This week, This month, Custom"), the custom dates and the zone. */
export function DateRangeFilter({ state }: { state: DateRangeState }) {
  const { t } = useTranslation();
  const id = useId();
  const choices: RangeChoice[] = [...state.presets, ...(state.custom ? (['custom'] as const) : [])];
  const problem = state.problem ? t(`range_problem_${state.problem}`, { days: state.maxDays }) : undefined;
  return (
    <div className="report-filters">
      <Segmented
        legend={t('records_period')}
        name={`${id}-period`}
        value={state.choice}
        onChange={(v) => state.choose(v as RangeChoice)}
        segments={choices.map((c) => ({ value: c, label: t(`records_preset_${c}`) }))}
      />
      {state.choice === 'custom' ? (
        <div className="report-dates">
          <TextField
            id={`${id}-from`}
            type="date"
            label={t('range_from')}
            value={state.typed.startDate}
            max={state.today}
            required
            onValue={(v) => state.type({ ...state.typed, startDate: v })}
          />
          <TextField
            id={`${id}-to`}
            type="date"
            label={t('range_to')}
            value={state.typed.endDate}
            max={state.today}
            required
            error={problem}
            onValue={(v) => state.type({ ...state.typed, endDate: v })}
          />
        </div>
      ) : null}
      <ZoneNote />
    </div>
  );
}
