import { useState } from 'react';
import { type DayRange, presetRange, type RangePreset, rangeProblem } from '../../../core/formatDate.ts';
import { useTimeZone } from '../../../renderer/timeZone.ts';

/** A chip of the range filter: a preset, or "custom" (two dates typed by hand). */
export type RangeChoice = RangePreset | 'custom';

export interface DateRangeState {
  presets: readonly RangePreset[];
  custom: boolean;
  choice: RangeChoice;
  choose(choice: RangeChoice): void;
  /** The typed dates (only used while the choice is custom). */
  typed: DayRange;
  type(range: DayRange): void;
  /** Today in the brand's time zone: the latest day a custom range may end on. */
  today: string;
  maxDays: number;
  /** The range to ask for, or null while the typed one is wrong (see problem). */
  range: DayRange | null;
  problem: ReturnType<typeof rangeProblem>;
}

/**
 * The date range of a report: preset chips and, when offered, a custom range of two dates that must be in order
 * and at most `maxDays` long (the platform refuses longer ones). Choosing "custom" starts from the range shown.
 */
export function useDateRange(
  props: { presets: readonly RangePreset[]; defaultPreset?: RangePreset; custom: boolean },
  nowMs: number,
  maxDays: number,
): DateRangeState {
  const { presets } = props;
  const [choice, setChoice] = useState<RangeChoice>(props.defaultPreset ?? presets[0]);
  const timeZone = useTimeZone();
  const [typed, type] = useState<DayRange>(() => presetRange(props.defaultPreset ?? presets[0], nowMs, timeZone));
  const today = presetRange('today', nowMs, timeZone).endDate;
  const choose = (next: RangeChoice) => {
    if (next === 'custom' && choice !== 'custom') type(presetRange(choice, nowMs, timeZone));
    setChoice(next);
  };
  const problem = choice === 'custom' ? rangeProblem(typed, maxDays) : null;
  const range = choice === 'custom' ? (problem ? null : typed) : presetRange(choice, nowMs, timeZone);
  return { presets, custom: props.custom, choice, choose, typed, type, today, maxDays, range, problem };
}
