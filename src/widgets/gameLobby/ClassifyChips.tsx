import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../domain/games/gameRef.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { classifyOptions } from './classifyOptions.ts';
import type { LobbyConfig } from './config.ts';
import { classifyLabelKey } from './FilterPanel.tsx';
import { useVendorClassifies } from './useVendorClassifies.ts';

export interface ClassifyChipsProps {
  config: LobbyConfig;
  /** The effective vendor(s), comma separated ('' = every vendor of the category). */
  vendor: string;
  /** The hot screen's games, whose own codes it offers; null: the vendor's codes are asked (vassGameType). */
  hotGames: readonly Game[] | null;
  classify: string;
  onClassify(value: string): void;
}

/**
 * The filter panel's game-type chips (loaded with the opened panel, so no first screen carries the read): NEW for
 * slots, ALL, then the codes the vendor has in the category; while those are asked it says so, a failed read
 * offers its retry. Each choice is a pressed/unpressed button.
 */
export default function ClassifyChips({ config, vendor, hotGames, classify, onClassify }: ClassifyChipsProps) {
  const { t } = useTranslation();
  const id = useId();
  const read = useVendorClassifies(config.category, config.classifyFilter && hotGames === null);
  const classifies = classifyOptions(config, read.codes, vendor, hotGames);
  if (classifies.length === 0) return null;
  return (
    <div role="group" aria-labelledby={`${id}-classify`} className="lobby-chips">
      <span id={`${id}-classify`} className="lobby-chips-title">
        {t('game_classify')}
      </span>
      {classifies.map((c) => (
        <button key={c} type="button" className="lobby-chip" data-classify={c} aria-pressed={(classify || 'ALL') === c} onClick={() => onClassify(c)}>
          {t(classifyLabelKey(c), { defaultValue: c })}
        </button>
      ))}
      {read.status === 'loading' ? (
        <span className="lobby-chips-note" role="status">
          {t('loading')}
        </span>
      ) : null}
      {read.status === 'error' ? <RetryBox onRetry={read.retry} testId="lobby-classify-retry" /> : null}
    </div>
  );
}
