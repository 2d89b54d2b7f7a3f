import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';

export interface FilterPanelProps {
  minBets: readonly number[];
  minBet: number | null;
  /** The game-type chips (ClassifyChips), drawn once the panel was first opened. */
  classifyChips: ReactNode;
  classify: string;
  onMinBet(value: number | null): void;
  onClassify(value: string): void;
}

/** Classify codes are shown translated when the locale knows them (classify_NEW...), else as the code. */
export const classifyLabelKey = (code: string): string => `classify_${code}`;

/**
 * Minimum bet and classify choices behind a toggle; each choice is a pressed/unpressed button. Beside the toggle,
 * every filter the list is under shows as a chip that clears it, the screen's preset one too (the slots' New on
 * their All games tab): a list never shows less than its tab says without saying so.
 */
export function FilterPanel({ minBets, minBet, classifyChips, classify, onMinBet, onClassify }: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const classified = classify !== '' && classify !== 'ALL';
  const active = (minBet !== null ? 1 : 0) + (classified ? 1 : 0);
  return (
    <div className="lobby-filter">
      <div className="lobby-filter-bar">
        <button
          type="button"
          className="lobby-filter-toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          <Icon name="settings" size={18} />
          <span>{t('game_filter')}</span>
          {active > 0 ? (
            <span className="lobby-filter-count" aria-hidden="true">
              {active}
            </span>
          ) : null}
        </button>
        {active > 0 ? (
          <ul className="lobby-active-filters" aria-label={t('game_filters_on')}>
            {classified ? (
              <ActiveFilter
                label={t(classifyLabelKey(classify), { defaultValue: classify })}
                onClear={() => onClassify('ALL')}
                testId="lobby-filter-classify"
              />
            ) : null}
            {minBet !== null ? <ActiveFilter label={`${t('game_min_bet')} ${minBet}`} onClear={() => onMinBet(null)} testId="lobby-filter-minbet" /> : null}
          </ul>
        ) : null}
      </div>
      <div id={`${id}-panel`} className="lobby-filter-panel" hidden={!open}>
        <div role="group" aria-labelledby={`${id}-minbet`} className="lobby-chips">
          <span id={`${id}-minbet`} className="lobby-chips-title">
            {t('game_min_bet')}
          </span>
          <button type="button" className="lobby-chip" aria-pressed={minBet === null} onClick={() => onMinBet(null)}>
            {t('all')}
          </button>
          {minBets.map((v) => (
            <button key={v} type="button" className="lobby-chip" aria-pressed={minBet === v} onClick={() => onMinBet(v)}>
              {v}
            </button>
          ))}
        </div>
        {opened ? classifyChips : null}
      </div>
    </div>
  );
}

/** A filter the list is under, as a chip whose button clears it ("New ×", read "Remove filter: New"). */
function ActiveFilter({ label, onClear, testId }: { label: string; onClear(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="lobby-chip lobby-active-filter"
        aria-label={t('game_filter_remove', { name: label })}
        onClick={onClear}
        data-testid={testId}
      >
        <span aria-hidden="true">{label}</span>
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
