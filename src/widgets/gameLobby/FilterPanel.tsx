import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';

export interface FilterPanelProps {
  minBets: readonly number[];
  minBet: number | null;
  /** Classify options in order (NEW for slots, ALL, then the vendor's own); empty hides the group. */
  classifies: readonly string[];
  classify: string;
  /** The vendors' own codes: being asked (said under the chips), failed (with its retry) or in. */
  classifyStatus?: 'idle' | 'loading' | 'error' | 'ready';
  onRetryClassifies?(): void;
  onMinBet(value: number | null): void;
  onClassify(value: string): void;
  /** The panel was opened (the vendors' codes are asked then). */
  onOpen?(): void;
}

/** Classify codes are shown translated when the locale knows them (classify_NEW...), else as the code. */
const classifyLabelKey = (code: string): string => `classify_${code}`;

/**
 * Minimum bet and classify choices behind a toggle; each choice is a pressed/unpressed button. Beside the toggle,
 * every filter the list is under shows as a chip that clears it, the screen's preset one too (the slots' New on
 * their All games tab): a list never shows less than its tab says without saying so.
 */
export function FilterPanel({ minBets, minBet, classifies, classify, classifyStatus, onRetryClassifies, onMinBet, onClassify, onOpen }: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
            if (!open) onOpen?.();
            setOpen(!open);
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
        {classifies.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-classify`} className="lobby-chips">
            <span id={`${id}-classify`} className="lobby-chips-title">
              {t('game_classify')}
            </span>
            {classifies.map((c) => (
              <button key={c} type="button" className="lobby-chip" data-classify={c} aria-pressed={(classify || 'ALL') === c} onClick={() => onClassify(c)}>
                {t(classifyLabelKey(c), { defaultValue: c })}
              </button>
            ))}
            {classifyStatus === 'loading' ? (
              <span className="lobby-chips-note" role="status">
                {t('loading')}
              </span>
            ) : null}
            {classifyStatus === 'error' && onRetryClassifies ? <RetryBox onRetry={onRetryClassifies} testId="lobby-classify-retry" /> : null}
          </div>
        ) : null}
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
